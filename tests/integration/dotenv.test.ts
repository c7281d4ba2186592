import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, loadDotEnv, parseEnv } from "~/server/env.server";

const file = (text: string) => {
  const p = path.join(mkdtempSync(path.join(tmpdir(), "dotenv-")), ".env");
  writeFileSync(p, text);
  return p;
};

describe(".env", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  });

  it("is read into the configuration, and the real environment wins over it", () => {
    process.env.RATE_LIMIT_PER_IP = "7";
    delete process.env.RATE_LIMIT_RECIPIENT_DAILY_CAP;
    const p = file("# as in .env.example\nRATE_LIMIT_PER_IP=99\nRATE_LIMIT_RECIPIENT_DAILY_CAP=4\nMAIL_FROM=\"Santa Claus <santa@north-pole.test>\"\n");
    expect(loadDotEnv(p)).toBe(p);
    const env = parseEnv();
    expect(env.RATE_LIMIT_RECIPIENT_DAILY_CAP).toBe(4);
    expect(env.RATE_LIMIT_PER_IP).toBe(7);
    expect(env.MAIL_FROM).toBe("Santa Claus <santa@north-pole.test>");
  });

  it("is optional, but a named ENV_FILE that is missing stops start-up", () => {
    delete process.env.ENV_FILE;
    expect(loadDotEnv(path.join(tmpdir(), "no-such-dir-xyz", ".env"))).toBeNull();
    process.env.ENV_FILE = path.join(tmpdir(), "no-such-dir-xyz", ".env");
    expect(() => loadDotEnv()).toThrow(EnvError);
  });

});
