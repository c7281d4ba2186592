import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

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
