import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  const mid = () => 0.5;
  it("doubles from the base and caps at the maximum", () => {
    expect([1, 2, 3, 4, 5].map((a) => retryDelayMs(a, 30_000, 3_600_000, mid))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, 30_000, 3_600_000, mid)).toBe(3_600_000);
  });
  it("jitters by at most 20 % either way", () => {
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, 30_000, 3_600_000, () => 0.999999)).toBe(36_000);
  });
  it("keeps trying for at least 24 hours with the default base", () => {
    let total = 0;
    let attempt = 0;
    while (total < 24 * 3_600_000) total += retryDelayMs(++attempt, 30_000, 3_600_000, () => 0.999999);
    expect(attempt).toBeGreaterThan(20);
  });
});
