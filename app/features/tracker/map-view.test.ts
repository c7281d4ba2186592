import { describe, expect, it } from "vitest";
import { dateLineCrossing, journeyPath, mapWindow, poleLegPath, sleighHeading } from "./map-view";
import { projectPoint } from "./map-projection";
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH } from "./world-map.generated";
import { parseRoute } from "./journey";
import routeFile from "./route.generated.json";

/** Every straight piece of a path, as [x1, x2] pairs. */
function pieces(d: string): [number, number][] {
  const out: [number, number][] = [];
  let last: number | null = null;
  for (const [, cmd, x] of d.matchAll(/([ML])(-?[\d.]+),-?[\d.]+/g)) {
    const nx = Number(x);
    if (cmd === "L" && last !== null) out.push([last, nx]);
    last = nx;
  }
  return out;
}

describe("the tracker map's journey", () => {
  it("finds where a leg crosses the date line, either way, and not otherwise", () => {
    expect(dateLineCrossing({ lat: -17, lon: 178 }, { lat: -14, lon: -171 })).toEqual({ lat: expect.closeTo(-16.45, 1), fromEast: true });
    expect(dateLineCrossing({ lat: -14, lon: -171 }, { lat: -17, lon: 178 })?.fromEast).toBe(false);
    expect(dateLineCrossing({ lat: 51, lon: -1 }, { lat: 48, lon: 2 })).toBeNull();
  });
  it("draws a leg over the date line to one edge and on from the other, never across the map", () => {
    const d = journeyPath([{ lat: -17, lon: 178 }, { lat: -14, lon: -171 }]);
    expect(d.match(/M/g)).toHaveLength(2);
    for (const [a, b] of pieces(d)) expect(Math.abs(a - b)).toBeLessThan(WORLD_MAP_WIDTH / 4);
    expect(d).toContain(`L${projectPoint(-16.45, 180).x}`.slice(0, 5));
  });
  it("draws the whole generated route with no line longer than a quarter of the map's width", () => {
    const route = parseRoute(routeFile as never);
    const d = journeyPath(route.stops);
    for (const [a, b] of pieces(d)) expect(Math.abs(a - b)).toBeLessThan(WORLD_MAP_WIDTH / 4);
  });
  it("brings the legs to and from the Pole down the stop's own meridian from the top edge", () => {
    const d = poleLegPath({ lat: 1.98, lon: -157.47 }, "from-pole");
    // Every point of the leg is on the stop's meridian: no line from the Pole's marker across the map.
    for (const lat of [90, 80, 50, 10]) {
      const p = projectPoint(lat, -157.47);
      expect(d).toContain(`${p.x},${p.y}`);
    }
    expect(d.endsWith(`L${projectPoint(1.98, -157.47).x},${projectPoint(1.98, -157.47).y}`)).toBe(true);
    expect(poleLegPath({ lat: 40, lon: -74 }, "to-pole").endsWith(`${projectPoint(90, -74).x},${projectPoint(90, -74).y}`)).toBe(true);
  });
});

describe("zooming and following", () => {
  it("shows the whole map at zoom 1 wherever the centre is", () => {
    expect(mapWindow(1, { x: 900, y: 10 })).toEqual({ x: 0, y: 0, width: WORLD_MAP_WIDTH, height: WORLD_MAP_HEIGHT });
  });
  it("centres on the point when it can and keeps the window inside the map at the edges", () => {
    expect(mapWindow(2, { x: 480, y: 200 })).toEqual({ x: 240, y: 86.8, width: 480, height: 226.5 });
    const corner = mapWindow(4, { x: 955, y: 450 });
    expect(corner.x + corner.width).toBeCloseTo(WORLD_MAP_WIDTH, 0);
    expect(corner.y + corner.height).toBeCloseTo(WORLD_MAP_HEIGHT, 0);
    expect(mapWindow(40, { x: 0, y: 0 }).width).toBe(WORLD_MAP_WIDTH / 8);
  });
});

describe("the sleigh's heading", () => {
  it("faces east or west, tilted at most 35 degrees, and the short way over the date line", () => {
    expect(sleighHeading({ x: 100, y: 100 }, { x: 200, y: 100 })).toEqual({ flip: false, tilt: 0 });
    expect(sleighHeading({ x: 200, y: 100 }, { x: 100, y: 150 })).toEqual({ flip: true, tilt: 27 });
    expect(sleighHeading({ x: 100, y: 100 }, { x: 101, y: 300 }).tilt).toBe(35);
    expect(sleighHeading({ x: 950, y: 300 }, { x: 10, y: 300 }).flip).toBe(false);
  });
});
