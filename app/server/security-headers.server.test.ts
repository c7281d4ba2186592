import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("makes a different nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
  it("locks scripts to our origin and the nonce", () => {
    const csp = securityHeaders("abc", { https: false })["Content-Security-Policy"];
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });
  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders("n", { https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", { https: true })["Strict-Transport-Security"]).toContain("max-age=");
  });
});
