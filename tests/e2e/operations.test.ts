import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { SmtpSink } from "../support/smtp-sink";

/** The English not-found page's heading (the route shows it through Lingui, so its module is not imported here). */
const NOT_FOUND_TITLE = "Oops! Page not found";

const post = (app: RunningApp, email: string, name = "Kim", ip = "203.0.113.9", messageToSanta = "") =>
  fetch(`${app.url}/api/letters`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams({ childName: name, parentEmail: email, wishList: "a drum", beenGood: "on", messageToSanta }),
  });

describe("health and metrics", () => {
  const token = "metrics-token-for-tests-0123456789";
  let app: RunningApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    app = await startApp({ METRICS_TOKEN: token, SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
  });

  it("/healthz reports the database and the mail transport, with no secrets", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    const body = await res.json();
    // Only ok or failing per component: no host, no error text.
    expect(body).toEqual({ status: "ok", database: "ok", mail: "ok" });
  });

  it("/metrics needs the token, then counts letters, replies, the queue and requests", async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: "Bearer wrong-token-wrong-token-xx" } })).status).toBe(401);
    // The right token without the Bearer scheme is not a credential (issue 35).
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: token } })).status).toBe(401);
    expect((await post(app, `m-${randomUUID().slice(0, 6)}@example.com`)).status).toBe(201);
    expect((await post(app, "bad-email")).status).toBe(400);
    // A letter showing harm: answered as queued, held, counted, and logged with no personal data.
    const held = await post(app, "held-parent@example.com", "Rowan", "203.0.113.9", "my stepdad hits me when mum is out");
    expect(held.status).toBe(202);
    expect(await held.json()).toMatchObject({ success: false, status: "queued" });
    const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/^northpole_letters_received_total 2$/m); // the sent one and the held one: both are saved
    expect(text).toMatch(/^northpole_letters_rejected_total\{reason="validation"\} 1$/m);
    expect(text).toMatch(/^northpole_replies_sent_total 1$/m);
    expect(text).toMatch(/^northpole_reply_queue_depth 0$/m);
    expect(text).toMatch(/^northpole_letters_held 1$/m);
    expect(text).toMatch(/^northpole_letters_held_total 1$/m);
    expect(app.logs()).toMatch(/Letter held for review/);
    for (const personal of ["Rowan", "held-parent@example.com", "stepdad"]) expect(app.logs()).not.toContain(personal);
    expect(text).toMatch(/^northpole_oldest_pending_reply_age_seconds 0$/m);
    expect(text).toMatch(/^northpole_http_requests_total\{method="POST",status="201"\} 1$/m);
    expect(text).toMatch(/^northpole_http_request_duration_seconds_count\{method="POST"\} \d+$/m);
  });

  it("a scan of stray POSTs and other methods gets 405 with Allow, one throttled JSON log line, and no stack trace", async () => {
    const stray: [string, string][] = [["POST", "/"], ["POST", "/about"], ["PUT", "/christmas-recipes"], ["POST", "/no-such-page"], ["DELETE", "/write-to-santa"], ["PATCH", "/api/letters"], ["PUT", "/letters/delete"]];
    for (let round = 0; round < 40; round++) {
      for (const [method, path] of stray) {
        const res = await fetch(`${app.url}${path}`, { method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe(path === "/api/letters" ? "POST" : path === "/write-to-santa" || path === "/letters/delete" ? "GET, HEAD, POST" : "GET, HEAD");
        // The not-found page, from memory (no React render), with status 405.
        expect(await res.text()).toContain(NOT_FOUND_TITLE);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
    }
    const logs = app.logs();
    expect(logs).not.toMatch(/\n\s+at /);
    expect(logs).not.toContain("did not provide an `action`");
    const lines = logs.split("\n").filter((l) => l.includes('"msg":"Method not allowed"'));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, method: "POST", path: "/", status: 405 });
  });

  it("answers a malformed Host 400 and a cross-site post 403, each with one throttled log line and no stack trace (issue 35)", async () => {
    const { port } = new URL(app.url);
    // Raw HTTP: fetch would not send these Host headers.
    const raw = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1", () => socket.end(`GET /about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
        let answer = "";
        socket.on("data", (d) => (answer += String(d)));
        socket.on("end", () => resolve(answer.split("\r\n")[0]!));
        socket.on("error", reject);
      });
    for (const host of ["127.0.0.1:99999", "exa mple", "[::1", "", "a/b"]) expect(await raw(host), JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`127.0.0.1:${port}`)).toMatch(/^HTTP\/1\.1 200 /);

    const form = { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" };
    const body = new URLSearchParams({ childName: "Kim", parentEmail: "kim@example.com", beenGood: "on" });
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${app.url}/write-to-santa`, { method: "POST", headers: form, body })).status).toBe(403);
      expect((await fetch(`${app.url}/api/letters`, { method: "POST", headers: form, body })).status).toBe(403);
    }
    // Media types are case-insensitive: a letter sent as APPLICATION/JSON is read as JSON.
    const upper = await fetch(`${app.url}/api/letters`, {
      method: "POST",
      headers: { "content-type": "APPLICATION/JSON", "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ childName: "Kim", parentEmail: `c-${randomUUID().slice(0, 6)}@example.com`, beenGood: true }),
    });
    expect(upper.status).toBe(201);
    const logs = app.logs();
    expect(logs).not.toMatch(/\n\s+at /);
    expect(logs.split("\n").filter((l) => l.includes('"msg":"Malformed Host header"')).length).toBe(1);
    expect(logs.split("\n").filter((l) => l.includes('"msg":"Cross-site post refused"')).length).toBe(1);
  });

  it("closes a request whose body trickles in after REQUEST_TIMEOUT_SECONDS, not Node's five minutes, and caps connections (issue 35)", async () => {
    const slow = await startApp({ REQUEST_TIMEOUT_SECONDS: "2", MAX_CONNECTIONS: "2" });
    try {
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(slow.url).port), "127.0.0.1", () => {
          socket.write("POST /api/letters HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
          const drip = setInterval(() => socket.writable && socket.write(" "), 500);
          socket.on("close", () => clearInterval(drip));
        });
        let text = "";
        socket.on("data", (d) => (text += String(d)));
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
      });
      const seconds = (Date.now() - started) / 1000;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(seconds).toBeLessThan(10);
      // MAX_CONNECTIONS: with two connections open, a third is closed at once, unanswered.
      const port = Number(new URL(slow.url).port);
      const open = await Promise.all([0, 1].map(() => new Promise<Socket>((resolve) => { const s = connect(port, "127.0.0.1", () => resolve(s)); })));
      const third = await new Promise<{ closedMs: number; data: string }>((resolve) => {
        const at = Date.now();
        let data = "";
        const s = connect(port, "127.0.0.1", () => s.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
        s.on("data", (d) => (data += String(d)));
        s.on("close", () => resolve({ closedMs: Date.now() - at, data }));
        s.on("error", () => {});
      });
      expect(third.data).toBe("");
      expect(third.closedMs).toBeLessThan(1500);
      for (const s of open) s.destroy();
    } finally {
      await slow.stop();
    }
  });

  it("reads .env at start-up, under the environment it was started with", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dotenv-"));
    writeFileSync(path.join(dir, ".env"), "SITE_URL=https://from-dotenv.north-pole.test\nPORT=1\n");
    // The file also names a port: the environment's (the test's free port) wins, or the server would not answer.
    const withFile = await startApp({ ENV_FILE: path.join(dir, ".env") });
    try {
      expect(withFile.logs()).toContain('"siteUrl":"https://from-dotenv.north-pole.test"');
      expect(withFile.logs()).toMatch(/Configuration read from the environment and \.env/);
    } finally {
      await withFile.stop();
    }
  });

  it("/metrics is off without METRICS_TOKEN", async () => {
    const plain = await startApp();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two servers on one PostgreSQL database", () => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let a: RunningApp;
  let b: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase("postgres");
    sink = await new SmtpSink().start();
    const env = { ...db.env, SMTP_URL: sink.url, REPLY_POLL_MS: "100", REPLY_RETRY_BASE_MS: "200", TRUST_PROXY: "1" };
    a = await startApp(env);
    b = await startApp({ ...env, DATA_DIR: `${db.env.DATA_DIR}-b` });
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await sink?.stop();
    await db?.drop();
  });

  it("delivers every reply exactly once, and the per-recipient limit holds across both", async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `two-${i}-${randomUUID().slice(0, 6)}@example.com`);
    const answers = await Promise.all(emails.map((email, i) => post(i % 2 ? a : b, email, `Kid${i}`, `198.51.100.${i}`)));
    expect(answers.every((r) => r.status === 201 || r.status === 202)).toBe(true);

    const shared = `shared-${randomUUID().slice(0, 6)}@example.com`;
    const sharedAnswers = [];
    // Five siblings writing from one home: the fourth and fifth letters to one address wait for the window, whichever
    // server took them, and the family is told when (their own letters filled it).
    for (let i = 0; i < 5; i++) sharedAnswers.push(await (await post(i % 2 ? a : b, shared, `Sib${i}`, "192.0.2.9")).json());
    expect(sharedAnswers.filter((x) => x.status === "queued" && x.delay === "recipient_rate")).toHaveLength(2);

    await sink.waitFor(43, 60_000);
    await new Promise((r) => setTimeout(r, 1000));
    for (const email of emails) expect(sink.to(email), email).toHaveLength(1);
    expect(sink.to(shared)).toHaveLength(3);
    expect(sink.messages).toHaveLength(43);
  }, 120_000);
});
