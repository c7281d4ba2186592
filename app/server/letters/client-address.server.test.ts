import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./client-address.server";

describe("the address a per-visitor limit counts", () => {
  it("counts one IPv6 /64 as one visitor, however its last 64 bits change", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:abcd:0:0:9"].map((ip) => rateLimitAddress(ip));
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(rateLimitAddress("2001:db8:1:3::1")).not.toBe(keys[0]);
  });
  it("takes the prefix length as a setting", () => {
    expect(rateLimitAddress("2001:db8:1:2::1", 48)).toBe(rateLimitAddress("2001:db8:1:ffff::1", 48));
    expect(rateLimitAddress("2001:db8:1:2::1", 56)).toBe("2001:db8:1::/56");
    expect(rateLimitAddress("2001:db8:1:2::1", 128)).toBe("2001:db8:1:2::1/128");
    expect(rateLimitAddress("2001:db8:1:2::1", 60)).toBe("2001:db8:1::/60");
  });
  it("counts an IPv4 address written as IPv6 as the IPv4 address", () => {
    expect(rateLimitAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitAddress("203.0.113.7")).toBe("203.0.113.7");
  });
  it("ignores an interface zone and keeps what it cannot parse as it is", () => {
    expect(rateLimitAddress("fe80::1%eth0")).toBe("fe80::/64");
    expect(rateLimitAddress("not-an-ip")).toBe("not-an-ip");
    expect(rateLimitAddress(undefined)).toBe("unknown");
  });
});
