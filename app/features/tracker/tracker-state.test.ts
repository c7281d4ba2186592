import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatClockTime, formatLocalTime, formatMeasure, formatPercent, formatWhole, localHour, takeOffTimeText } from "./tracker-state";

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

describe("the page's language", () => {
  const at = new Date(Date.UTC(2026, 11, 24, 21, 5));
  it("writes times with each language's clock, in the visitor's zone or a stop's", () => {
    expect(formatLocalTime(at, "UTC", "de")).toBe("21:05");
    expect(formatLocalTime(at, "UTC", "pt-BR")).toBe("21:05");
    expect(formatLocalTime(at, undefined, "fr")).toBe("21:05"); // London, the visitor's zone here
    expect(formatLocalTime(at, "Not/AZone", "es")).toBe(formatLocalTime(at, undefined, "es"));
  });
  it("writes take-off as a 24-hour UTC time", () => {
    expect(takeOffTimeText()).toBe("10:00 UTC");
    expect(takeOffTimeText("de")).toBe("10:00 UTC");
  });
  it("writes figures as each language does, and English as before", () => {
    expect(formatWhole(1_234_567)).toBe("1,234,567");
    expect(formatWhole(1_234_567, "de")).toBe("1.234.567");
    expect(formatMeasure(343_332, "kilometer")).toBe("343,332 km");
    expect(formatMeasure(10_000, "foot")).toBe("10,000 ft");
    expect(formatMeasure(1_234, "kilometer-per-hour", "es")).toBe("1234 km/h");
    expect(formatMeasure(343_332, "kilometer", "it")).toBe("343.332 km");
    expect(formatPercent(12.5)).toBe("12.5%");
    expect(formatPercent(12.5, "fr")).toBe("12,5\u00a0%");
  });
});

describe("localHour", () => {
  it("is the hour (0-23) in the zone given, or the visitor's own", () => {
    const at = new Date(Date.UTC(2026, 11, 24, 23, 40));
    expect(localHour(at, "Europe/London")).toBe(23);
    expect(localHour(at, "Europe/Madrid")).toBe(0);
    expect(localHour(at, "Europe/Athens")).toBe(1);
    expect(localHour(at, "Asia/Kolkata")).toBe(5);
    expect(localHour(at)).toBe(at.getHours());
    expect(localHour(at, "Not/AZone")).toBe(at.getHours());
  });
});
