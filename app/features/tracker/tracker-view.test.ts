import { describe, expect, it } from "vitest";
import { arrivalAt, parseRoute } from "./journey";
import routeJson from "./route.generated.json";
import { ANNOUNCE_EVERY_MS, clockSkew, homeEta, localDate, nextAnnouncement, trackerTimeline, trackerView, type AnnounceState } from "./tracker-view";

const route = parseRoute(routeJson);
const utc = (month: number, day: number, hour: number, minute = 0, year = 2026) => Date.UTC(year, month - 1, day, hour, minute);

describe("one timeline for every visitor", () => {
  it("is preparing before take-off, live in the air, for everyone at once", () => {
    for (const zone of ["Europe/London", "Pacific/Auckland", "America/Los_Angeles"]) {
      expect(trackerTimeline(route, utc(12, 24, 9, 59), zone).mode, zone).toBe("preparing");
      expect(trackerTimeline(route, utc(12, 24, 10), zone).mode, zone).toBe("live");
      expect(trackerTimeline(route, utc(12, 25, 11, 59), zone).mode, zone).toBe("live");
    }
  });
  it("two visitors in different zones see Santa at the same stop, with the same presents, at the same instant", () => {
    const at = utc(12, 24, 23, 17);
    const london = trackerView(route, at, "Europe/London");
    const auckland = trackerView(route, at, "Pacific/Auckland");
    expect(london.place).toEqual(auckland.place);
    expect(london.presents).toBe(auckland.presents);
    expect(london.progress).toBe(auckland.progress);
    expect(london.place.stop).not.toBeNull();
  });
  it("is landed from landing until the end of the visitor's own 25 December, then counts to next year", () => {
    const afterLanding = utc(12, 25, 12, 30);
    expect(trackerTimeline(route, afterLanding, "Europe/London").mode).toBe("landed");
    // Niue (UTC-11): its 25 December lasts until 11:00 UTC on the 26th.
    expect(trackerTimeline(route, utc(12, 26, 10, 30), "Pacific/Niue").mode).toBe("landed");
    expect(trackerTimeline(route, utc(12, 26, 0, 30), "Europe/London")).toMatchObject({ mode: "preparing", year: 2027, takeOff: utc(12, 24, 10, 0, 2027) });
    // Kiritimati (UTC+14) is in its 26 December while Santa still flies: the one timeline wins.
    expect(trackerTimeline(route, utc(12, 25, 11), "Pacific/Kiritimati").mode).toBe("live");
    expect(trackerTimeline(route, utc(12, 25, 12, 1), "Pacific/Kiritimati")).toMatchObject({ mode: "preparing", year: 2027 });
  });
  it("says what comes next: take-off, leaving a stop, or landing at the next one", () => {
    const before = trackerView(route, utc(11, 24, 12), "Europe/London");
    expect(before).toMatchObject({ mode: "preparing", presents: 0, progress: 0, reached: 0, next: { kind: "take-off", at: utc(12, 24, 10) } });
    const first = route.stops[0]!;
    const atFirst = trackerView(route, arrivalAt(first, 2026) + 1, "Europe/London");
    expect(atFirst).toMatchObject({ place: { kind: "stop", stop: first }, reached: 1, next: { kind: "depart", stop: route.stops[1] } });
    const flying = trackerView(route, arrivalAt(route.stops[10]!, 2026) - 1, "Europe/London");
    expect(flying).toMatchObject({ place: { kind: "flying", stop: route.stops[10] }, reached: 10, next: { kind: "arrive", at: arrivalAt(route.stops[10]!, 2026) } });
    expect(flying.speedKmh).toBeGreaterThan(0);
    const landed = trackerView(route, utc(12, 25, 13), "Europe/London");
    expect(landed).toMatchObject({ mode: "landed", presents: route.totalPresents, progress: 1, next: null, reached: route.stops.length });
  });
});

describe("your house", () => {
  it("defaults to a stop in the visitor's own zone, and a chosen town replaces it", () => {
    const now = utc(12, 24, 12);
    const ny = trackerView(route, now, "America/New_York");
    expect(ny.home.stop.timeZone).toBe("America/New_York");
    expect(ny.home.chosen).toBe(false);
    const paris = route.stops.find((s) => s.id === "paris")!;
    const chosen = trackerView(route, now, "America/New_York", "paris");
    expect(chosen.home).toMatchObject({ stop: paris, chosen: true, arrivesAt: arrivalAt(paris, 2026), visited: false });
    expect(trackerView(route, arrivalAt(paris, 2026), "America/New_York", "paris").home.visited).toBe(true);
    // An id that is not on the route (an old choice) falls back to the zone's stop.
    expect(trackerView(route, now, "America/New_York", "atlantis").home.stop).toEqual(ny.home.stop);
  });
  it("writes the wait in hours and minutes, and in days when it is long", () => {
    expect(homeEta(3.4 * 3_600_000)).toEqual({ kind: "hours", hours: 3, half: true });
    expect(homeEta(44 * 60_000)).toEqual({ kind: "minutes", minutes: 45 });
    expect(homeEta(30 * 24 * 3_600_000)).toEqual({ kind: "days", days: 30 });
  });
});

describe("the device clock", () => {
  it("is corrected only when it is more than a minute off the server's", () => {
    const sent = Date.parse("2026-12-24T20:00:00Z");
    expect(clockSkew("Thu, 24 Dec 2026 20:00:01 GMT", sent, sent + 200)).toBe(0);
    expect(clockSkew("Thu, 24 Dec 2026 20:10:00 GMT", sent, sent + 200)).toBe(600_400);
    expect(clockSkew("Thu, 24 Dec 2026 19:00:00 GMT", sent, sent + 200)).toBe(-3_599_600);
    expect(clockSkew(null, sent, sent)).toBe(0);
    expect(clockSkew("not a date", sent, sent)).toBe(0);
  });
  it("reads the visitor's calendar date in their zone", () => {
    expect(localDate(utc(12, 25, 11), "Pacific/Kiritimati")).toEqual({ year: 2026, month: 12, day: 26 });
    expect(localDate(utc(12, 25, 11), "America/Los_Angeles")).toEqual({ year: 2026, month: 12, day: 25 });
    expect(localDate(utc(12, 25, 11), "Not/AZone")).toEqual({ year: 2026, month: 12, day: 25 });
  });
});

describe("live updates", () => {
  it("announce a newly reached stop, never more than once a minute, and never a stop already announced", () => {
    const start = utc(12, 24, 16);
    let state: AnnounceState = { reached: null, announcedAt: 0 };
    const announced: { at: number; id: string }[] = [];
    // An hour of refreshes every 5 seconds, across zones where stops come every few seconds to minutes.
    for (let at = start; at < start + 3_600_000; at += 5000) {
      const next = nextAnnouncement(state, trackerView(route, at, "Asia/Kolkata"));
      state = next.state;
      if (next.announce) announced.push({ at, id: next.announce.id });
    }
    const reachedInHour = trackerView(route, start + 3_600_000, "Asia/Kolkata").reached - trackerView(route, start, "Asia/Kolkata").reached;
    // More stops than minutes: the limit is what keeps it to one a minute.
    expect(reachedInHour).toBeGreaterThan(60);
    expect(announced.length).toBeGreaterThan(10);
    expect(announced.length).toBeLessThanOrEqual(60);
    expect(announced.length).toBeLessThan(reachedInHour);
    for (let i = 1; i < announced.length; i++) expect(announced[i]!.at - announced[i - 1]!.at).toBeGreaterThanOrEqual(ANNOUNCE_EVERY_MS);
    expect(new Set(announced.map((a) => a.id)).size).toBe(announced.length);
  });
  it("say nothing while Santa is not flying, or on the first look", () => {
    const first = nextAnnouncement({ reached: null, announcedAt: 0 }, trackerView(route, utc(12, 24, 20), "Europe/London"));
    expect(first.announce).toBeNull();
    expect(first.state.reached).toBeGreaterThan(0);
    expect(nextAnnouncement({ reached: 3, announcedAt: 0 }, trackerView(route, utc(11, 1, 12), "Europe/London")).announce).toBeNull();
  });
});
