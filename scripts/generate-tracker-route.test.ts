import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { christmasOffsetMinutes, parseRoute } from "../app/features/tracker/journey";
import { seededRandom } from "../app/lib/random";
import { ROUTE_FILE, ROUTE_YEAR, loadPlaces, renderTrackerRoute, slug, sweepStops } from "./generate-tracker-route";

describe("Santa's route generator", () => {
  const fresh = renderTrackerRoute();

  it("is committed exactly as the dataset and the rules make it (else run `npm run generate:route`)", () => {
    expect(readFileSync(ROUTE_FILE, "utf8")).toBe(fresh);
  });

  it("writes the same bytes every time", () => {
    expect(renderTrackerRoute()).toBe(fresh);
  });

  it("gives every offset with people in the dataset (plus the supplements) a stop, and every country one", () => {
    const route = parseRoute(JSON.parse(fresh));
    const places = loadPlaces(ROUTE_YEAR);
    const routeOffsets = new Set(route.stops.map((s) => christmasOffsetMinutes(s.timeZone, ROUTE_YEAR)));
    expect([...routeOffsets].sort()).toEqual([...new Set(places.map((p) => p.offset))].sort());
    const countries = new Set(route.stops.map((s) => s.country));
    expect([...new Set(places.filter((p) => p.iso2).map((p) => p.country))].filter((c) => !countries.has(c))).toEqual(
      [],
    );
  });

  it("sweeps each midnight band once, down or up from the end nearest the sleigh, visiting every stop once", () => {
    const random = seededRandom(22);
    const places = Array.from({ length: 40 }, () => ({ lat: random() * 60 - 30, lon: random() * 14 - 7 }));
    for (const from of [{ lat: 60, lon: 0 }, { lat: -50, lon: 0 }]) {
      const path = sweepStops(from, places);
      expect(new Set(path)).toEqual(new Set(places));
      const southward = from.lat > 0;
      const steps = path.slice(1).map((p, i) => (southward ? path[i]!.lat - p.lat : p.lat - path[i]!.lat));
      // Going the sweep's way, with a few small steps back (a neighbour just behind, cheaper than a detour).
      const back = -steps.filter((s) => s < 0).reduce((a, b) => a + b, 0);
      const all = steps.reduce((a, b) => a + Math.abs(b), 0);
      expect(back / all).toBeLessThan(0.1);
      expect(Math.min(...steps)).toBeGreaterThan(-3);
      expect(Math.abs(path[0]!.lat - from.lat)).toBeLessThan(Math.abs(path[path.length - 1]!.lat - from.lat));
    }
    expect(sweepStops({ lat: 0, lon: 0 }, [])).toEqual([]);
  });
  it("flies the generated route as one pass per band: under 8% of its north-south travel turns back, never 2° at once", () => {
    // The order before the sweep (nearest neighbour and 2-opt) turned back for 17% of it, up to 3.8° at a time.
    const route = JSON.parse(renderTrackerRoute()) as { stops: [string, string, number, number, number, number, number][] };
    const runs: number[][] = [];
    let zone = -1;
    for (const row of route.stops) {
      if (row[6] !== zone) runs.push([]);
      zone = row[6];
      runs[runs.length - 1]!.push(row[3]);
    }
    let travel = 0;
    let back = 0;
    let worst = 0;
    for (const run of runs.filter((r) => r.length > 2)) {
      const way = Math.sign(run[run.length - 1]! - run[0]!);
      run.slice(1).forEach((lat, i) => {
        const step = (lat - run[i]!) * way;
        travel += Math.abs(step);
        if (step < 0) [back, worst] = [back - step, Math.max(worst, -step)];
      });
    }
    expect(back / travel).toBeLessThan(0.08);
    expect(worst).toBeLessThan(2);
  });
  it("makes ids from names in plain letters", () => {
    expect(slug("København")).toBe("kobenhavn");
    expect(slug("São Tomé")).toBe("sao-tome");
    expect(slug("St. John’s")).toBe("st-john-s");
  });

  it("keeps the dataset out of the app (it is a build-time input only)", () => {
    const appDir = path.resolve(import.meta.dirname, "../app");
    const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.(ts|tsx)$/.test(f));
    expect(sources.length).toBeGreaterThan(10);
    const offenders = sources.filter((f) => readFileSync(path.join(appDir, f), "utf8").includes("city-timezones"));
    expect(offenders).toEqual([]);
  });
});
