import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatClockTime, formatLocalTime } from "./tracker-state";

// The visitor's clock: London.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const local = (m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(2026, m - 1, d, h, min, s, ms);

describe("local time", () => {
  it("writes the visitor's own time exactly as Intl's en-US clock does, every minute of the day", () => {
    const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const at = local(12, 1, Math.floor(minute / 60), minute % 60);
      expect(formatLocalTime(at)).toBe(intl.format(at).replace(/\s/g, " "));
    }
    expect(formatClockTime(0, 5)).toBe("12:05 AM");
    expect(formatClockTime(12, 0)).toBe("12:00 PM");
    expect(formatClockTime(23, 59)).toBe("11:59 PM");
  });
  it("writes a stop's own time in its zone, and the visitor's time for a zone the browser does not know", () => {
    const at = new Date(Date.UTC(2026, 11, 25, 0, 14));
    expect(formatLocalTime(at, "Asia/Kolkata")).toBe("5:44 AM");
    expect(formatLocalTime(at, "Not/AZone")).toBe(formatLocalTime(at));
  });
});
