import { LETTER_RETENTION_DAYS } from "~/content/privacy";
import { describe, expect, it } from "vitest";
import { EnvError, envWarnings, parseEnv, publicConfigOf } from "./env.server";

describe("parseEnv", () => {
  it("has working defaults", () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      NODE_ENV: "development",
      TRUST_PROXY: false,
    });
  });
  it("reads and normalises values", () => {
    const env = parseEnv({ PORT: "8080", SITE_URL: "https://santa.example/", TRUST_PROXY: "1", LOG_LEVEL: "warn" });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://santa.example");
    expect(env.TRUST_PROXY).toBe(1);
  });
  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "" }).PORT).toBe(3000);
  });
  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://santa.example"],
    ["LOG_LEVEL", "loud"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name} \\(got "${value}"\\)`));
  });
});

describe("production start-up checks", () => {
  it("refuses TRUST_PROXY=true, naming the safe values, and takes a hop count or the proxies' addresses", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/X-Forwarded-For.*number of proxies.*addresses/s);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::/32, 203.0.113.7" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8, 2001:db8::/32, 203.0.113.7");
    for (const bad of ["yes", "10.0.0.0/33", "proxy.example", "*"]) expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(EnvError);
  });
  it("refuses production with no SMTP_URL, saying why", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SMTP_URL is not set/);
  });
  it("allows it when MAIL_MODE=mailbox is set on purpose, or with SMTP_URL", () => {
    expect(parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox" }).MAIL_MODE).toBe("mailbox");
    expect(parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com:587", CONTACT_EMAIL: "help@santa.example" }).SMTP_URL).toBe("smtp://mail.example.com:587");
  });
  it("refuses production with no CONTACT_EMAIL (the address every page and reply gives families), saying why", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com:587" })).toThrow(/CONTACT_EMAIL is not set/);
    expect(() => parseEnv({ CONTACT_EMAIL: "not an address" })).toThrow(/CONTACT_EMAIL \(got "not an address"\)/);
    const env = parseEnv({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com:587", CONTACT_EMAIL: " help@santa.example ", SITE_URL: "https://santa.example" });
    expect(publicConfigOf(env)).toEqual({ siteUrl: "https://santa.example", contactEmail: "help@santa.example" });
    expect(envWarnings(env)).toEqual([]);
  });
  it("lets a local trial run (MAIL_MODE=mailbox, as npm start sets) go without it, warning and showing contact@ the site's host", () => {
    const env = parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox", PORT: "3201" });
    expect(publicConfigOf(env)).toEqual({ siteUrl: "http://localhost:3201", contactEmail: "contact@localhost" });
    expect(envWarnings(env)).toEqual([expect.stringMatching(/CONTACT_EMAIL is not set: pages and replies show contact@localhost/)]);
  });
  it("defaults SITE_URL to this machine on the server's own port", () => {
    expect(parseEnv({ PORT: "3201" }).SITE_URL).toBe("http://localhost:3201");
  });
  it("rejects MAIL_MODE=smtp without SMTP_URL, and bad URLs", () => {
    expect(() => parseEnv({ MAIL_MODE: "smtp" })).toThrow(/needs SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://db" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
  it("does not warn about http:// for localhost", () => {
    expect(envWarnings(parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox", CONTACT_EMAIL: "a@b.example", SITE_URL: "http://localhost:3201" }))).toEqual([]);
    expect(envWarnings(parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox", CONTACT_EMAIL: "a@b.example", SITE_URL: "http://127.0.0.1:3000" }))).toEqual([]);
  });
  it("warns when SITE_URL is not https in production", () => {
    expect(envWarnings(parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox", SITE_URL: "http://santa.example" }))[0]).toMatch(/https/);
    expect(envWarnings(parseEnv({ NODE_ENV: "production", MAIL_MODE: "mailbox", CONTACT_EMAIL: "a@b.example", SITE_URL: "https://santa.example" }))).toEqual([]);
  });
  it("warns when the retention period differs from the one the privacy policy publishes", () => {
    expect(parseEnv({}).LETTER_RETENTION_DAYS).toBe(LETTER_RETENTION_DAYS);
    expect(envWarnings(parseEnv({ LETTER_RETENTION_DAYS: String(LETTER_RETENTION_DAYS) }))).toEqual([]);
    expect(envWarnings(parseEnv({ LETTER_RETENTION_DAYS: "7" }))[0]).toMatch(/LETTER_RETENTION_DAYS is 7.*privacy policy/);
  });
});
