import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import {
  PRESENTS_SHARE_IN_FLIGHT,
  arrivalAt,
  christmasOffsetMinutes,
  distanceKm,
  etaOf,
  greatCircle,
  homeStopFor,
  journeyAt,
  parseRoute,
  presentsAt,
  searchStops,
  takeOffAt,
  type RouteFile,
} from "./journey";
import routeJson from "./route.generated.json";

const file = routeJson as unknown as RouteFile;
const route = parseRoute(routeJson);
const YEAR = route.year;
const TAKE_OFF = takeOffAt(YEAR);
const { stops } = route;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Every UTC offset with people living in it on Christmas night (hours, east positive). */
const EXPECTED_OFFSETS = [
  14, 13.75, 13, 12, 11, 10.5, 10, 9.5, 9, 8.75, 8, 7, 6.5, 6, 5.75, 5.5, 5, 4.5, 4, 3.5, 3, 2, 1, 0, -1, -2, -3, -3.5,
  -4, -5, -6, -7, -8, -9, -9.5, -10, -11,
];

/** The wall clock in `timeZone` at `instant`, read through Intl (independent of journey.ts). */
function wallClock(timeZone: string, instant: number) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute") };
}

const canonical = (timeZone: string) => new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;

/** The great-circle midpoint by the textbook formula (not the slerp journey.ts uses). */
function textbookMidpoint(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const r = Math.PI / 180;
  const [φ1, λ1, φ2, λ2] = [a.lat * r, a.lon * r, b.lat * r, b.lon * r];
  const bx = Math.cos(φ2) * Math.cos(λ2 - λ1);
  const by = Math.cos(φ2) * Math.sin(λ2 - λ1);
  const lat = Math.atan2(Math.sin(φ1) + Math.sin(φ2), Math.hypot(Math.cos(φ1) + bx, by));
  const lon = λ1 + Math.atan2(by, Math.cos(φ1) + bx);
  return { lat: lat / r, lon: ((lon / r + 540) % 360) - 180 };
}

describe("the committed route", () => {
  it("has 300 to 500 stops with unique ids and is compact", () => {
    expect(stops.length).toBeGreaterThanOrEqual(300);
    expect(stops.length).toBeLessThanOrEqual(500);
    expect(new Set(stops.map((s) => s.id)).size).toBe(stops.length);
    expect(statSync(new URL("./route.generated.json", import.meta.url)).size).toBeLessThan(60 * 1024);
  });

  it("reaches every stop within its own local midnight hour on 25 December (read with Intl in the stop's zone)", () => {
    const late = stops.filter((stop) => {
      const clock = wallClock(stop.timeZone, arrivalAt(stop, YEAR));
      return !(clock.year === YEAR && clock.month === 12 && clock.day === 25 && clock.hour === 0);
    });
    expect(late.map((s) => `${s.name} (${s.timeZone})`)).toEqual([]);
  });

  it("runs forward: arrivals only increase, each stop lasts, and each leg starts after the stop before it", () => {
    expect(stops[0]!.arrive).toBeGreaterThan(0);
    stops.forEach((stop, i) => {
      expect(stop.depart, stop.name).toBeGreaterThanOrEqual(stop.arrive);
      const next = stops[i + 1];
      if (next) {
        expect(next.arrive, next.name).toBeGreaterThan(stop.arrive);
        expect(next.arrive, next.name).toBeGreaterThanOrEqual(stop.depart);
      }
    });
    expect(route.landing).toBeGreaterThan(stops.at(-1)!.depart);
  });

  it("takes off on 24 December at 10:00 UTC and is home by 25 December 12:00 UTC", () => {
    expect(new Date(takeOffAt(2026)).toISOString()).toBe("2026-12-24T10:00:00.000Z");
    expect(new Date(takeOffAt(2031)).toISOString()).toBe("2031-12-24T10:00:00.000Z");
    expect(TAKE_OFF + route.landing).toBeLessThanOrEqual(Date.UTC(YEAR, 11, 25, 12));
    expect(wallClock("Pacific/Kiritimati", TAKE_OFF)).toMatchObject({ month: 12, day: 25, hour: 0, minute: 0 });
  });

  it("covers every inhabited UTC offset of Christmas night, and no other", () => {
    const offsets = new Set(stops.map((s) => christmasOffsetMinutes(s.timeZone, YEAR) / 60));
    expect([...offsets].sort((a, b) => b - a)).toEqual(EXPECTED_OFFSETS);
  });

  it("includes the 14 featured cities with their ids, places and zones, and marks only them featured", () => {
    for (const city of CITIES) {
      const stop = stops.find((s) => s.id === city.id);
      expect(stop, city.id).toMatchObject({
        name: city.name,
        country: city.country,
        lat: city.lat,
        lon: city.lon,
        timeZone: city.timeZone,
        featured: true,
      });
    }
    expect(
      stops
        .filter((s) => s.featured)
        .map((s) => s.id)
        .sort(),
    ).toEqual(CITIES.map((c) => c.id).sort());
  });

  it("stores running totals of presents, one present per person times the file's rate", () => {
    let sum = 0;
    for (const stop of stops) {
      sum += Math.round(stop.population * file.presentsPerPerson);
      expect(stop.presentsAfter, stop.name).toBe(sum);
    }
    expect(route.totalPresents).toBe(sum);
  });

  it("stores the distance of the whole flight, pole to pole", () => {
    let flown = 0;
    let from = { lat: 90, lon: 0 };
    for (const stop of stops) {
      flown += distanceKm(from, stop);
      from = stop;
    }
    flown += distanceKm(from, { lat: 90, lon: 0 });
    expect(Math.abs(route.totalDistanceKm - flown)).toBeLessThan(1);
  });
});

describe("parseRoute", () => {
  it("says what is wrong with a broken file", () => {
    expect(() => parseRoute(null)).toThrow(/route file is not valid: expected an object/);
    expect(() => parseRoute({ ...file, year: "2026" })).toThrow(/year must be a whole number/);
    expect(() => parseRoute({ ...file, stops: [] })).toThrow(/stops must be a non-empty list/);
    const swapped = [file.stops[1], file.stops[0], ...file.stops.slice(2)];
    expect(() => parseRoute({ ...file, stops: swapped })).toThrow(/stops\[1\] arrives before Santa has left/);
    const badZone = [[...file.stops[0]!.slice(0, 6), 9999, ...file.stops[0]!.slice(7)], ...file.stops.slice(1)];
    expect(() => parseRoute({ ...file, stops: badZone })).toThrow(/stops\[0\]\.timeZone points past/);
    expect(() => parseRoute({ ...file, totalPresents: 1 })).toThrow(/totalPresents/);
  });
});

describe("geometry", () => {
  it("measures great-circle distances", () => {
    expect(distanceKm({ lat: 51.51, lon: -0.13 }, { lat: 48.86, lon: 2.35 })).toBeCloseTo(343.6, 0);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    expect(distanceKm({ lat: 90, lon: 0 }, { lat: 0, lon: 123 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
  });

  it("follows the great circle, not the straight line on the map", () => {
    const mid = greatCircle({ lat: 45, lon: 0 }, { lat: 45, lon: 90 }, 0.5);
    expect(mid.lat).toBeCloseTo((Math.atan(Math.SQRT2) * 180) / Math.PI, 9); // 54.7356°, not 45°
    expect(mid.lon).toBeCloseTo(45, 9);
    const london = { lat: 51.51, lon: -0.13 };
    const newYork = { lat: 40.71, lon: -74.01 };
    const half = greatCircle(london, newYork, 0.5);
    expect(half.lat).toBeCloseTo(textbookMidpoint(london, newYork).lat, 9);
    expect(half.lon).toBeCloseTo(textbookMidpoint(london, newYork).lon, 9);
    expect(greatCircle(london, newYork, 0)).toEqual(london);
    const quarter = greatCircle(london, newYork, 0.25);
    expect(distanceKm(london, quarter)).toBeCloseTo(distanceKm(london, newYork) / 4, 6);
  });
});

describe("journeyAt", () => {
  it("waits at the North Pole before take-off", () => {
    expect(journeyAt(route, YEAR, TAKE_OFF - 1)).toEqual({ phase: "before", takeOff: TAKE_OFF, next: stops[0] });
    expect(presentsAt(route, YEAR, TAKE_OFF - 1)).toBe(0);
  });

  it("flies the first leg from the North Pole", () => {
    const j = journeyAt(route, YEAR, TAKE_OFF);
    expect(j).toMatchObject({
      phase: "flying",
      from: "north-pole",
      to: stops[0],
      index: 0,
      arrivesAt: TAKE_OFF + stops[0]!.arrive,
      presents: 0,
      distanceKm: 0,
      progress: 0,
    });
  });

  it("is on the ground at a stop from its arrival until its departure", () => {
    const i = stops.findIndex((s) => s.id === "london");
    const london = stops[i]!;
    for (const at of [london.arrive, london.depart - 1]) {
      const j = journeyAt(route, YEAR, TAKE_OFF + at);
      expect(j).toMatchObject({
        phase: "stop",
        stop: london,
        index: i,
        departsAt: TAKE_OFF + london.depart,
        position: { lat: 51.51, lon: -0.13 },
      });
      if (j.phase !== "stop") throw new Error("expected a stop");
      expect(j.progress).toBeCloseTo(at / route.landing, 12);
    }
    expect(journeyAt(route, YEAR, TAKE_OFF + london.depart).phase).toBe("flying");
  });

  it("is halfway along the great circle halfway through a leg, at the leg's speed", () => {
    const i = stops.findIndex((s) => s.id === "new-york");
    const [from, to] = [stops[i]!, stops[i + 1]!];
    const midway = TAKE_OFF + (from.depart + to.arrive) / 2;
    const j = journeyAt(route, YEAR, midway);
    if (j.phase !== "flying") throw new Error(`expected flying, got ${j.phase}`);
    expect(j.from).toBe(from);
    expect(j.to).toBe(to);
    expect(j.index).toBe(i + 1);
    expect(j.arrivesAt).toBe(TAKE_OFF + to.arrive);
    expect(j.position.lat).toBeCloseTo(textbookMidpoint(from, to).lat, 9);
    expect(j.position.lon).toBeCloseTo(textbookMidpoint(from, to).lon, 9);
    const leg = distanceKm(from, to);
    const atFrom = journeyAt(route, YEAR, TAKE_OFF + from.arrive);
    if (atFrom.phase !== "stop") throw new Error("expected a stop");
    expect(j.distanceKm).toBeCloseTo(atFrom.distanceKm + leg / 2, 6);
    expect(j.speedKmh).toBeCloseTo(leg / ((to.arrive - from.depart) / HOUR), 6);
  });

  it("flies home after the last stop and has landed from then on", () => {
    const last = stops.at(-1)!;
    const homeward = journeyAt(route, YEAR, TAKE_OFF + last.depart + 1);
    expect(homeward).toMatchObject({
      phase: "flying",
      from: last,
      to: "north-pole",
      index: stops.length,
      arrivesAt: TAKE_OFF + route.landing,
      presents: route.totalPresents,
    });
    const landed = {
      phase: "landed",
      landedAt: TAKE_OFF + route.landing,
      presents: route.totalPresents,
      distanceKm: route.totalDistanceKm,
      progress: 1,
    };
    expect(journeyAt(route, YEAR, TAKE_OFF + route.landing)).toEqual(landed);
    expect(journeyAt(route, YEAR, Date.UTC(YEAR + 1, 0, 1))).toEqual(landed);
  });

  it("applies the same route to any year", () => {
    const j = journeyAt(route, 2030, takeOffAt(2030) + stops[5]!.arrive);
    expect(j).toMatchObject({ phase: "stop", stop: stops[5] });
  });

  it("never lets presents, distance or progress fall, sampling every 5 seconds of the night", () => {
    let previous = { presents: 0, distanceKm: 0, progress: 0 };
    for (let t = TAKE_OFF - 10 * SECOND; t <= TAKE_OFF + route.landing + 10 * SECOND; t += 5 * SECOND) {
      const j = journeyAt(route, YEAR, t);
      const now = j.phase === "before" ? { presents: 0, distanceKm: 0, progress: 0 } : j;
      expect(presentsAt(route, YEAR, t)).toBe(now.presents);
      if (
        now.presents < previous.presents ||
        now.distanceKm < previous.distanceKm ||
        now.progress < previous.progress
      ) {
        throw new Error(`fell at ${new Date(t).toISOString()}: ${JSON.stringify(previous)} → ${JSON.stringify(now)}`);
      }
      previous = { presents: now.presents, distanceKm: now.distanceKm, progress: now.progress };
    }
    expect(previous).toEqual({ presents: route.totalPresents, distanceKm: route.totalDistanceKm, progress: 1 });
  });

  it("gives 30% of a stop's presents on the way there and the rest on the ground", () => {
    const i = stops.findIndex((s) => s.id === "tokyo");
    const [before, tokyo] = [stops[i - 1]!, stops[i]!];
    const share = tokyo.presentsAfter - before.presentsAfter;
    expect(presentsAt(route, YEAR, TAKE_OFF + before.depart)).toBe(before.presentsAfter);
    expect(presentsAt(route, YEAR, TAKE_OFF + tokyo.arrive)).toBe(
      before.presentsAfter + Math.floor(share * PRESENTS_SHARE_IN_FLIGHT),
    );
    expect(presentsAt(route, YEAR, TAKE_OFF + tokyo.depart)).toBe(tokyo.presentsAfter);
    expect(presentsAt(route, YEAR, TAKE_OFF + route.landing + 1)).toBe(route.totalPresents);
  });

  it("gives the same answer for the same instant whatever the machine's time zone", () => {
    const instants = [
      TAKE_OFF - 1,
      TAKE_OFF + 123_456,
      Date.UTC(YEAR, 11, 25, 0, 0, 0),
      Date.UTC(YEAR, 11, 25, 5, 17, 3),
      TAKE_OFF + route.landing - 1,
    ];
    const here = JSON.stringify(instants.map((t) => journeyAt(route, YEAR, t)));
    const tsx = createRequire(import.meta.url).resolve("tsx/cli");
    const script = `import { journeyAt, parseRoute } from "./app/features/tracker/journey.ts";
      import json from "./app/features/tracker/route.generated.json" with { type: "json" };
      const route = parseRoute(json);
      process.stdout.write(JSON.stringify(${JSON.stringify(instants)}.map((t) => journeyAt(route, ${YEAR}, t))));`;
    for (const TZ of ["Pacific/Auckland", "America/Los_Angeles"]) {
      const run = spawnSync(process.execPath, [tsx, "-e", script], { env: { ...process.env, TZ }, encoding: "utf8" });
      expect(run.stderr).toBe("");
      expect(run.stdout, TZ).toBe(here);
    }
  });
});

describe("homeStopFor and the time until Santa comes", () => {
  it.each(["Europe/London", "America/New_York", "Pacific/Auckland", "Asia/Kolkata"])(
    "finds the stop in %s, reached in its local midnight hour",
    (timeZone) => {
      const home = homeStopFor(route, timeZone, YEAR);
      expect(canonical(home.timeZone)).toBe(canonical(timeZone));
      const arrives = arrivalAt(home, YEAR);
      expect(wallClock(timeZone, arrives)).toMatchObject({ year: YEAR, month: 12, day: 25, hour: 0 });
      // It is the town the zone is named after (New York, not Miami, for a family on New York's time).
      expect(home.name).toBe(timeZone.split("/")[1]!.replace("_", " "));
      // The countdown a family reads: from take-off, an hour before, and in the last seconds.
      const eta = arrives - TAKE_OFF;
      expect(eta).toBe(home.arrive);
      const hours = Math.round(eta / (HOUR / 2)) / 2;
      expect(etaOf(eta)).toEqual({ kind: "hours", hours: Math.floor(hours), half: hours % 1 !== 0 });
      const anHourBefore = arrives - HOUR;
      expect(etaOf(arrives - anHourBefore)).toEqual({ kind: "hours", hours: 1, half: false });
      expect(etaOf(arrives - (arrives - 30 * SECOND))).toEqual({ kind: "under-a-minute" });
    },
  );

  it("without a town of the zone's name, takes the zone's largest stop", () => {
    const home = homeStopFor(route, "Asia/Ho_Chi_Minh", YEAR);
    const sameZone = stops.filter((s) => s.timeZone === "Asia/Ho_Chi_Minh");
    expect(sameZone.length).toBeGreaterThan(1);
    expect(home.population).toBe(Math.max(...sameZone.map((s) => s.population)));
  });

  it("knows a zone by another of its names", () => {
    expect(homeStopFor(route, "Asia/Calcutta", YEAR).timeZone).toBe("Asia/Kolkata");
    expect(homeStopFor(route, "Europe/Kyiv", YEAR).country).toBe("Ukraine");
  });

  it("falls back to a stop with the zone's offset that night, then to the nearest offset, then to UTC", () => {
    const norfolk = homeStopFor(route, "Pacific/Norfolk", YEAR); // +12 in December, no stop of its own
    expect(christmasOffsetMinutes(norfolk.timeZone, YEAR)).toBe(12 * 60);
    const bakerIsland = homeStopFor(route, "Etc/GMT+12", YEAR); // UTC−12: nobody lives there
    expect(christmasOffsetMinutes(bakerIsland.timeZone, YEAR)).toBe(-11 * 60);
    expect(christmasOffsetMinutes(homeStopFor(route, "Not/A_Zone", YEAR).timeZone, YEAR)).toBe(0);
  });
});

describe("etaOf", () => {
  const under = { kind: "under-a-minute" };
  const minutes = (n: number) => ({ kind: "minutes", minutes: n });
  const hours = (n: number, half = false) => ({ kind: "hours", hours: n, half });
  it.each([
    [-5 * MINUTE, under],
    [0, under],
    [59 * SECOND, under],
    [60 * SECOND, minutes(1)],
    [9 * MINUTE + 20 * SECOND, minutes(9)],
    [12 * MINUTE, minutes(10)],
    [44 * MINUTE, minutes(45)],
    [57 * MINUTE, minutes(55)],
    [58 * MINUTE, hours(1)],
    [HOUR + 14 * MINUTE, hours(1)],
    [HOUR + 15 * MINUTE, hours(1, true)],
    [2 * HOUR + 44 * MINUTE, hours(2, true)],
    [3 * HOUR + 30 * MINUTE, hours(3, true)],
    [3 * HOUR + 45 * MINUTE, hours(4)],
    [25 * HOUR + 50 * MINUTE, hours(26)],
    [Number.NaN, under],
  ])("%d ms reads %o", (ms, eta) => {
    expect(etaOf(ms)).toEqual(eta);
  });
});

describe("searchStops", () => {
  const names = (query: string, limit?: number) => searchStops(route, query, limit).map((s) => s.name);

  it("ignores case and accents, both ways", () => {
    expect(names("PARIS")[0]).toBe("Paris");
    expect(names("reykjavik")).toContain("Reykjavík");
    expect(names("Bogotá")).toContain("Bogota");
  });

  it("puts names that start with the query first, then words that do, then countries, then anything containing it", () => {
    expect(names("new")[0]).toBe("New York");
    expect(names("york")[0]).toBe("New York");
    expect(names("london, united")).toEqual(["London"]);
    const japan = searchStops(route, "japan", 50);
    expect(japan.length).toBeGreaterThan(3);
    expect(japan.every((s) => s.country === "Japan")).toBe(true);
    expect(japan[0]!.name).toBe("Tokyo"); // the most populous first
    const an = searchStops(route, "an", 500);
    const firstInner = an.findIndex(
      (s) => !/^an/i.test(s.name.normalize("NFD")) && !/\ban/i.test(s.name) && !/\ban/i.test(s.country),
    );
    expect(firstInner).toBeGreaterThan(0);
    expect(an.slice(firstInner).some((s) => /^an/i.test(s.name))).toBe(false);
  });

  it("keeps to the limit and finds nothing for nothing", () => {
    expect(searchStops(route, "a")).toHaveLength(8);
    expect(searchStops(route, "a", 3)).toHaveLength(3);
    expect(searchStops(route, "   ")).toEqual([]);
    expect(searchStops(route, "zzzz")).toEqual([]);
  });
});
