import { createHash } from "node:crypto";
import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { PATHS } from "~/lib/paths";

const baseUrl = inject("baseUrl");

async function headersOf(path: string, init?: RequestInit) {
  const res = await fetch(baseUrl + path, init);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe("security headers", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const commonHeaders = (headers: Headers) => {
    const csp = headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-powered-by")).toBeNull();
    expect(headers.get("strict-transport-security")).toBeNull();
    expect(headers.get("set-cookie")).toBeNull();
    return scriptSrc;
  };

  it.each([PATHS.home, PATHS.writeToSanta, "/no-such-page"])("%s is fixed bytes whose CSP names exactly its own inline scripts by hash", async (path) => {
    const first = await headersOf(path);
    const second = await headersOf(path);
    expect(first.status).toBe(path === "/no-such-page" ? 404 : 200);
    const scriptSrc = commonHeaders(first.headers);
    expect(scriptSrc).not.toContain("nonce-");
    expect(second.body).toBe(first.body);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const inline = [...first.body.matchAll(/<script(?![^>]*src=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) expect(scriptSrc).toContain(sha256(body));
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(new Set(inline).size);
    expect(first.body).not.toContain("nonce=");
  });

  it("a page rendered per request (the deletion page) carries a fresh nonce on every response", async () => {
    const first = await headersOf(`${PATHS.deleteLetter}?token=not-a-token`);
    const second = await headersOf(`${PATHS.deleteLetter}?token=not-a-token`);
    const nonce = commonHeaders(first.headers).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    const scripts = [...first.body.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("answers /api/letters from its route, as the development server does, with no nonce and no compression for a JSON answer", async () => {
    const res = await headersOf(PATHS.apiLetters, { method: "POST", headers: { "content-type": "application/json", "accept-encoding": "br, gzip" }, body: "{}" });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ saved: false, kind: "validation" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(commonHeaders(res.headers)).not.toContain("nonce-");
  });

  it("serves pages precompressed with a strong ETag per form, answers 304, and lets a CDN cache them", async () => {
    for (const [accept, encoding] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", null]] as const) {
      const res = await fetch(baseUrl + PATHS.about, { headers: { "accept-encoding": accept } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      const etag = res.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400");
      const again = await fetch(baseUrl + PATHS.about, { headers: { "accept-encoding": accept, "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("caches hashed assets for a year", async () => {
    const html = (await headersOf(PATHS.home)).body;
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(baseUrl + asset);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("refuses a script injected into a page (the browser enforces the hash CSP)", async () => {
    const { launchBrowser, openPage, gotoReady } = await import("../support/browser");
    const browser = await launchBrowser();
    try {
      const { page, context, errors } = await openPage(browser, baseUrl);
      await gotoReady(page, PATHS.home);
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; violation: string | null }>((resolve) => {
            let violation: string | null = null;
            document.addEventListener("securitypolicyviolation", (e) => (violation = e.violatedDirective));
            const script = document.createElement("script");
            script.textContent = "window.__injected = true;";
            document.body.append(script);
            setTimeout(() => resolve({ ran: (window as unknown as { __injected?: boolean }).__injected === true, violation }), 200);
          }),
      );
      expect(outcome).toEqual({ ran: false, violation: expect.stringMatching(/^script-src/) });
      expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
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
