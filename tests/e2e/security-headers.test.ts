import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { PATHS } from "~/lib/paths";

const baseUrl = inject("baseUrl");

async function headersOf(path: string, init?: RequestInit) {
  const res = await fetch(baseUrl + path, init);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe("security headers", () => {
  it.each([PATHS.home, PATHS.writeToSanta, "/no-such-page"])("%s carries the full set, with a fresh nonce on every response", async (path) => {
    const first = await headersOf(path);
    const second = await headersOf(path);
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.headers.get("strict-transport-security")).toBeNull();
    expect(first.headers.get("set-cookie")).toBeNull();
    // Every inline script in the page carries this response's nonce.
    const scripts = [...first.body.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("caches hashed assets for a year and pages not at all", async () => {
    const html = (await headersOf(PATHS.home)).body;
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(baseUrl + asset);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await headersOf(PATHS.home)).headers.get("cache-control")).toBe("no-cache");
  });

  it("sends HSTS only when the request came over HTTPS through a trusted proxy", async () => {
    const { startApp } = await import("../support/app-server");
    const app = await startApp({ TRUST_PROXY: "1" });
    try {
      const viaTls = await fetch(app.url, { headers: { "x-forwarded-proto": "https" } });
      expect(viaTls.headers.get("strict-transport-security")).toContain("max-age=31536000");
      expect(viaTls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      const plain = await fetch(app.url);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await app.stop();
    }
    // Without TRUST_PROXY a forged header changes nothing.
    expect((await fetch(baseUrl, { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBeNull();
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const res = await fetch(`${baseUrl}/api/letters`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `childName=${"x".repeat(100_000)}`,
    });
    expect(res.status).toBe(413);
  });
});

describe("a visitor over the per-IP letter limit", () => {
  it("gets 429 with Retry-After from both the page's plain HTML post and the script's endpoint", async () => {
    const { startApp } = await import("../support/app-server");
    const app = await startApp({ RATE_LIMIT_PER_IP: "1" });
    const post = (path: string, email: string) =>
      fetch(app.url + path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ childName: "Mia", age: "6", parentEmail: email, beenGood: "on" }).toString(),
        redirect: "manual",
      });
    try {
      expect([201, 202]).toContain((await post(PATHS.writeToSanta, "first@example.com")).status);
      for (const path of [PATHS.writeToSanta, "/api/letters"]) {
        const refused = await post(path, "second@example.com");
        expect(refused.status, path).toBe(429);
        expect(Number(refused.headers.get("retry-after")), path).toBeGreaterThan(0);
      }
    } finally {
      await app.stop();
    }
  });
});

describe("the letter endpoints refuse what is not a letter from this site", () => {
  const chunked = (path: string, bytes: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" } }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      const chunk = `childName=${"x".repeat(8 * 1024)}`;
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", write);
        }
        req.end();
      };
      write();
    });

  it.each([PATHS.writeToSanta, "/api/letters"])("%s answers a chunked body over 32 KB with 413, not a connection reset", async (path) => {
    const answer = await chunked(path, 100 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("too long to carry");
  });

  it("refuses a cross-site post with 403 and a text/plain body with 415, storing nothing", async () => {
    const body = "childName=Emma&parentEmail=cross%40example.com";
    const cross = await fetch(`${baseUrl}/api/letters`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" }, body });
    expect(cross.status).toBe(403);
    expect(await cross.json()).toMatchObject({ saved: false, kind: "cross_site" });
    const plain = await fetch(`${baseUrl}/api/letters`, { method: "POST", headers: { "content-type": "text/plain" }, body });
    expect(plain.status).toBe(415);
    const fetchSite = await fetch(`${baseUrl}${PATHS.writeToSanta}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" }, body });
    expect(fetchSite.status).toBe(403);
  });
});
