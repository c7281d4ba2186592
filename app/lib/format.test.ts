import { describe, expect, it } from "vitest";
import { formatLongDate, groupThousands } from "./format";

describe("groupThousands", () => {
  it("writes whole numbers exactly as Intl's en-US number format does", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    for (const n of [0, 7, 42, 999, 1000, 1001, 12_345, 650_000, 1_000_000, 1_250_000, 7_999_999_999, -1234, 1234.4, 1234.6]) {
      expect(groupThousands(n)).toBe(intl.format(n));
    }
  });
});

describe("formatLongDate", () => {
  it("writes the day, the month in words and the year, in UTC", () => {
    expect(formatLongDate(new Date(Date.UTC(2026, 11, 3, 23, 30)))).toBe("3 December 2026");
  });
});
