import { statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import { CITY_POINTS, ROUTE_LEGS } from "./world-map.generated";

/** The UTC instant at which `timeZone`'s clock reads 00:00 on 25 December 2026. */
function midnightIn(timeZone: string): number {
  const guess = Date.UTC(2026, 11, 25);
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" })
    .formatToParts(new Date(guess))
    .reduce<Record<string, number>>((acc, p) => (p.type === "literal" ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const shownAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return guess - (shownAsUtc - guess);
}

describe("Santa's 14 cities", () => {
  it("are 14 distinct places with coordinates and valid time zones", () => {
    expect(CITIES).toHaveLength(14);
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(14);
    for (const c of CITIES) {
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.lon)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: c.timeZone })).not.toThrow();
    }
  });

  it("are listed in the order midnight reaches them on Christmas night", () => {
    const instants = CITIES.map((c) => midnightIn(c.timeZone));
    expect(midnightIn("Pacific/Auckland")).toBe(Date.UTC(2026, 11, 24, 11));
    for (let i = 1; i < instants.length; i++) expect(instants[i]!, CITIES[i]!.name).toBeGreaterThan(instants[i - 1]!);
  });

  it("all appear in the generated world map, with one route leg out, one between each pair and one home", () => {
    expect(Object.keys(CITY_POINTS).sort()).toEqual(CITIES.map((c) => c.id).sort());
    expect(ROUTE_LEGS).toHaveLength(CITIES.length + 1);
    for (const leg of ROUTE_LEGS) expect(leg).toMatch(/^M[\d.]+,[\d.]+/);
  });

  it("keeps the generated map small (it ships in the tracker page's JavaScript)", () => {
    expect(statSync(new URL("./world-map.generated.ts", import.meta.url)).size).toBeLessThan(60 * 1024);
  });
});
