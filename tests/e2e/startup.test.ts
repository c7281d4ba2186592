import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
function start(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(SMTP_URL|MAIL_MODE|DATABASE_URL|PORT|SITE_URL|NODE_ENV|CONTACT_EMAIL|ENV_FILE)$/.test(k)));
  // As `npm run serve` starts it: node on the built server (the browser tests run after the build).
  return spawnSync(process.execPath, ["build/server/index.js"], { cwd: root, env: { ...clean, ...env }, encoding: "utf8", timeout: 30_000 });
}

describe("start-up refusals", () => {
  it("refuses to start in production without SMTP_URL unless MAIL_MODE=mailbox, saying why", () => {
    const run = start({ NODE_ENV: "production" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start/);
    expect(run.stderr).toMatch(/MAIL_MODE=mailbox/);
  });
  it("refuses to start in production without CONTACT_EMAIL, saying why", () => {
    const run = start({ NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:1" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start: NODE_ENV=production but CONTACT_EMAIL is not set/);
  });
  it("stops on a bad value with a message naming the variable", () => {
    const run = start({ PORT: "not-a-port" });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PORT \(got "not-a-port"\)/);
  });
});
