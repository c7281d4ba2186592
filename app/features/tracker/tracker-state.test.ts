import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import {
  GIFTS_MAX,
  GIFTS_MIN,
  TRACKER_REFRESH_MS,
  formatClockTime,
  formatLocalTime,
  giftsDeliveredAt,
  isChristmasEve,
  stopIndexAt,
  trackerState,
} from "./tracker-state";

// The visitor's clock: London, where 24 December is UTC+0 (so expected city times are easy to check by hand).
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "Europe/London";
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const local = (m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(2026, m - 1, d, h, min, s, ms);

describe("mode", () => {
  it("is preparing on 23 December, with gifts 0, at the North Pole, heading first to Auckland", () => {
    const state = trackerState(local(12, 23, 15));
    expect(state).toEqual({
      mode: "preparing",
      city: "North Pole",
      country: "Santa's Workshop",
      time: "3:00 PM",
      giftsDelivered: 0,
      nextStop: "Auckland, New Zealand",
      stopIndex: -1,
      cityId: null,
    });
  });

  it("is live all through 24 December and preparing again on 25 December", () => {
    expect(trackerState(local(12, 24, 12)).mode).toBe("live");
    expect(trackerState(local(12, 25, 9)).mode).toBe("preparing");
    expect(trackerState(local(12, 25, 9)).giftsDelivered).toBe(0);
    expect(trackerState(local(11, 24, 12)).mode).toBe("preparing");
    expect(trackerState(new Date(2027, 0, 24, 12)).mode).toBe("preparing");
  });

  it("switches exactly at the visitor's local midnights", () => {
    expect(isChristmasEve(local(12, 23, 23, 59, 59, 999))).toBe(false);
    expect(isChristmasEve(local(12, 24, 0, 0, 0, 0))).toBe(true);
    expect(isChristmasEve(local(12, 24, 23, 59, 59, 999))).toBe(true);
    expect(isChristmasEve(local(12, 25, 0, 0, 0, 0))).toBe(false);
  });
});

describe("live state", () => {
  it("starts in Auckland at midnight with the fewest gifts, next stop Sydney", () => {
    const state = trackerState(local(12, 24, 0, 0, 0), () => 0);
    expect(state).toMatchObject({
      mode: "live",
      city: "Auckland",
      country: "New Zealand",
      cityId: "auckland",
      stopIndex: 0,
      nextStop: "Sydney, Australia",
      giftsDelivered: GIFTS_MIN,
      // 00:00 in London is 1 pm in Auckland (UTC+13 in December).
      time: "1:00 PM",
    });
  });

  it("at noon is in Cairo (stop 8 of 14) showing Cairo's own time", () => {
    const state = trackerState(local(12, 24, 12, 0, 0));
    expect(state).toMatchObject({ city: "Cairo", country: "Egypt", stopIndex: 7, nextStop: "Paris, France", time: "2:00 PM" });
  });

  it("ends in Los Angeles just before midnight, heading home, within the gifts range", () => {
    const state = trackerState(local(12, 24, 23, 59, 59, 999), () => 0.999999);
    expect(state).toMatchObject({ city: "Los Angeles", country: "United States", stopIndex: 13, nextStop: "North Pole", time: "3:59 PM" });
    expect(state.giftsDelivered).toBeLessThanOrEqual(GIFTS_MAX);
    expect(state.giftsDelivered).toBeGreaterThan(GIFTS_MAX - 1000);
  });

  it("visits every city once, in route order, each for an equal share of the day", () => {
    const seen: number[] = [];
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const i = stopIndexAt(local(12, 24, 0, minute));
      if (seen[seen.length - 1] !== i) seen.push(i);
    }
    expect(seen).toEqual(CITIES.map((_, i) => i));
    // Stop 1 (Sydney) begins 1/14 of the day after midnight: 1 h 42 min 51.43 s.
    expect(stopIndexAt(local(12, 24, 1, 42, 51))).toBe(0);
    expect(stopIndexAt(local(12, 24, 1, 42, 52))).toBe(1);
  });
});

describe("gifts delivered", () => {
  it("never fall across the whole day, at every refresh, and stay within 500,000–1,500,000", () => {
    const start = local(12, 24).getTime();
    const end = local(12, 25).getTime();
    let previous = 0;
    for (let t = start; t < end; t += TRACKER_REFRESH_MS) {
      const gifts = trackerState(new Date(t)).giftsDelivered;
      expect(gifts).toBeGreaterThan(previous);
      expect(gifts).toBeGreaterThanOrEqual(GIFTS_MIN);
      expect(gifts).toBeLessThanOrEqual(GIFTS_MAX);
      previous = gifts;
    }
  });

  it("never fall even when the random source swings from its highest to its lowest value", () => {
    for (const [a, b] of [[local(12, 24, 6, 0, 0), local(12, 24, 6, 0, 5)], [local(12, 24, 20, 0, 4), local(12, 24, 20, 0, 5)]] as const) {
      expect(giftsDeliveredAt(b, () => 0)).toBeGreaterThan(giftsDeliveredAt(a, () => 0.999999));
    }
  });

  it("show the same figure for the same moment (the page and a refresh agree)", () => {
    const now = local(12, 24, 18, 30, 2);
    expect(trackerState(now).giftsDelivered).toBe(trackerState(new Date(now)).giftsDelivered);
  });
});

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
});
