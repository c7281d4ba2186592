/**
 * The tracker's world map, projected: world-atlas 110m land on d3-geo's Natural Earth projection, fitted so the
 * North Pole sits on the top edge. Pure (reads the atlas, writes nothing): scripts/generate-world-map.ts writes
 * its result into the app, and a unit test re-runs it to prove the committed files are current.
 */
import { createRequire } from "node:module";
import { geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from "d3-geo";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { CITIES, NORTH_POLE, type CityId } from "../app/features/tracker/cities";

export interface ProjectedWorldMap {
  width: number;
  height: number;
  pole: { x: number; y: number };
  cityPoints: Record<CityId, { x: number; y: number }>;
  /** Leg i flies from stop i-1 to stop i (leg 0 leaves the North Pole; the last leg flies home). */
  legs: string[];
  /** The fitted Natural Earth projection, so the page can place any point without a map library. */
  projection: { scale: number; tx: number; ty: number };
  landPath: string;
}

export function projectWorldMap(): ProjectedWorldMap {
  const WIDTH = 960;
  /** Land south of this latitude (Antarctica) is left out: Santa has no stop there and it would cost bytes. */
  const SOUTH_LIMIT = -58;
  const DIGITS = 1;

  const require = createRequire(import.meta.url);
  const topology = require("world-atlas/land-110m.json") as Topology<{ land: GeometryCollection }>;
  const landFeatures = feature(topology, topology.objects.land) as unknown as FeatureCollection<Polygon | MultiPolygon>;

  // Drop the polygons that lie wholly south of SOUTH_LIMIT (Antarctica and nearby islands).
  const polygons: number[][][][] = [];
  for (const f of landFeatures.features) {
    const list = f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const poly of list) {
      if (poly[0]!.some(([, lat]) => lat! > SOUTH_LIMIT)) polygons.push(poly);
    }
  }
  const northernLand: GeoPermissibleObjects = { type: "MultiPolygon", coordinates: polygons };

  // Fit the projection to the land plus the North Pole, so the pole sits on the top edge with a margin.
  const projection = geoNaturalEarth1();
  const fitTo: GeoPermissibleObjects = {
    type: "GeometryCollection",
    geometries: [northernLand as never, { type: "Point", coordinates: [NORTH_POLE.lon, NORTH_POLE.lat] }],
  };
  projection.fitWidth(WIDTH - 20, fitTo);
  projection.translate([projection.translate()[0] + 10, projection.translate()[1] + 24]);
  const bounds = geoPath(projection).bounds(fitTo);
  const height = Math.ceil(bounds[1][1] + 12);

  const pathGen = geoPath(projection).digits(DIGITS);
  const round = (n: number) => Math.round(n * 10) / 10;
  const point = (lon: number, lat: number) => {
    const p = projection([lon, lat])!;
    return { x: round(p[0]), y: round(p[1]) };
  };

  // On this projection the pole is a line, so legs to and from it are drawn as gentle curves from the pole's
  // point; legs between cities follow the great circle.
  const pole = point(NORTH_POLE.lon, NORTH_POLE.lat);
  const curveFromPole = (to: { x: number; y: number }) => {
    const cx = round((pole.x + to.x) / 2 + (to.x > pole.x ? 40 : -40));
    const cy = round((pole.y + to.y) / 2 - 60);
    return `M${pole.x},${pole.y}Q${cx},${cy} ${to.x},${to.y}`;
  };
  const reverse = (leg: string) => {
    const m = /^M([\d.]+),([\d.]+)Q([\d.]+),([\d.]+) ([\d.]+),([\d.]+)$/.exec(leg)!;
    return `M${m[5]},${m[6]}Q${m[3]},${m[4]} ${m[1]},${m[2]}`;
  };
  const first = CITIES[0];
  const last = CITIES[CITIES.length - 1]!;
  const legs = [
    curveFromPole(point(first.lon, first.lat)),
    ...CITIES.slice(1).map((to, i) => {
      const from = CITIES[i]!;
      return pathGen({ type: "LineString", coordinates: [[from.lon, from.lat], [to.lon, to.lat]] }) ?? "";
    }),
    reverse(curveFromPole(point(last.lon, last.lat))),
  ];

  const cityPoints = Object.fromEntries(CITIES.map((c) => [c.id, point(c.lon, c.lat)]));
  const [tx, ty] = projection.translate();
  const fixed = (n: number) => Math.round(n * 1e4) / 1e4;
  return {
    width: WIDTH,
    height,
    pole,
    cityPoints: cityPoints as ProjectedWorldMap["cityPoints"],
    legs,
    landPath: pathGen(northernLand) ?? "",
    projection: { scale: fixed(projection.scale()), tx: fixed(tx), ty: fixed(ty) },
  };
}
