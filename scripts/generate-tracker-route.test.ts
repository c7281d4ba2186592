import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { christmasOffsetMinutes, distanceKm, parseRoute } from "../app/features/tracker/journey";
import { seededRandom } from "../app/lib/random";
import { ROUTE_FILE, ROUTE_YEAR, loadPlaces, orderStops, renderTrackerRoute, slug } from "./generate-tracker-route";

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

  it("flies a short path: nearest neighbour, untangled", () => {
    const line = [3, 1, 4, 2].map((lon) => ({ lat: 0, lon }));
    expect(orderStops({ lat: 0, lon: 0 }, line).map((p) => p.lon)).toEqual([1, 2, 3, 4]);
    // 40 scattered places: every one visited once, and no 2-opt move left that would shorten the path.
    const random = seededRandom(22);
    const start = { lat: 0, lon: 0 };
    const places = Array.from({ length: 40 }, () => ({ lat: random() * 40 - 20, lon: random() * 40 - 20 }));
    const path = [start, ...orderStops(start, places)];
    expect(new Set(path.slice(1))).toEqual(new Set(places));
    const d = (a: number, b: number) => distanceKm(path[a]!, path[b]!);
    const n = path.length - 1;
    for (let i = 1; i < n; i++) {
      for (let j = i + 1; j <= n; j++) {
        const gain = d(i - 1, i) + (j < n ? d(j, j + 1) : 0) - d(i - 1, j) - (j < n ? d(i, j + 1) : 0);
        expect(gain).toBeLessThan(1e-6);
      }
    }
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
