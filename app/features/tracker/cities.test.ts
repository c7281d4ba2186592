import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectWorldMap } from "../../../scripts/world-map-projection";
import { CITIES } from "./cities";
import { CITY_POINTS, NORTH_POLE_POINT, ROUTE_LEGS, WORLD_MAP_PROJECTION, WORLD_MAP_VIEWBOX } from "./world-map.generated";

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

  it("keeps the map data out of the page's JavaScript: a small module, the land in its own SVG", () => {
    expect(statSync(new URL("./world-map.generated.ts", import.meta.url)).size).toBeLessThan(4 * 1024);
    const land = readFileSync(new URL("./world-land.generated.svg", import.meta.url), "utf8");
    expect(land).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${WORLD_MAP_VIEWBOX}"`));
    expect(land).toMatch(/<path d="M[\d.]+,[\d.]+L/);
    expect(land.length).toBeLessThan(60 * 1024);
  });

  it("matches a fresh projection (the committed map is not stale: run scripts/generate-world-map.ts if this fails)", () => {
    const fresh = projectWorldMap();
    expect(WORLD_MAP_VIEWBOX).toBe(`0 0 ${fresh.width} ${fresh.height}`);
    expect(NORTH_POLE_POINT).toEqual(fresh.pole);
    expect(CITY_POINTS).toEqual(fresh.cityPoints);
    expect(WORLD_MAP_PROJECTION).toEqual(fresh.projection);
    expect(ROUTE_LEGS).toEqual(fresh.legs);
    expect(readFileSync(new URL("./world-land.generated.svg", import.meta.url), "utf8")).toContain(`<path d="${fresh.landPath}"`);
  });
});
