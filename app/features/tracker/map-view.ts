/**
 * The tracker map's geometry, as pure functions: the route drawn as one journey (a leg over the date line leaves by
 * one edge and comes back by the other; the legs to and from the Pole come straight down from the map's top edge,
 * where Natural Earth draws the Pole), the visible window when zoomed, and which way the sleigh faces.
 */
import type { LatLon } from "./journey";
import { projectPoint } from "./map-projection";
import { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, type MapPoint } from "./world-map.generated";

const f = (n: number) => Math.round(n * 10) / 10;
const at = (p: MapPoint) => `${f(p.x)},${f(p.y)}`;

/** Where a leg from `a` to `b` crosses the date line (±180°), or null when it does not (the shorter way round). */
export function dateLineCrossing(a: LatLon, b: LatLon): { lat: number; fromEast: boolean } | null {
  const dLon = b.lon - a.lon;
  if (Math.abs(dLon) <= 180) return null;
  // Going the short way round: eastward over +180 when b is far west of a, westward over -180 otherwise.
  const eastward = dLon < 0;
  const span = eastward ? 180 - a.lon + (b.lon + 180) : a.lon + 180 + (180 - b.lon);
  const part = eastward ? 180 - a.lon : a.lon + 180;
  const t = span === 0 ? 0 : part / span;
  return { lat: a.lat + (b.lat - a.lat) * t, fromEast: eastward };
}

/**
 * The SVG path through `stops` in order. Each leg over the date line is drawn to the map's edge and on from the
 * opposite edge, so no line ever crosses the whole world.
 */
export function journeyPath(stops: readonly LatLon[]): string {
  let d = "";
  stops.forEach((stop, i) => {
    const p = projectPoint(stop.lat, stop.lon);
    if (i === 0) {
      d += `M${at(p)}`;
      return;
    }
    const crossing = dateLineCrossing(stops[i - 1]!, stop);
    if (crossing) {
      const out = projectPoint(crossing.lat, crossing.fromEast ? 180 : -180);
      const back = projectPoint(crossing.lat, crossing.fromEast ? -180 : 180);
      d += `L${at(out)}M${at(back)}`;
    }
    d += `L${at(p)}`;
  });
  return d;
}

/**
 * The leg between the Pole and a stop: along the stop's own meridian (sampled every 10°, as meridians curve on this
 * map) from the map's top edge, where Natural Earth draws the Pole.
 */
export function poleLegPath(stop: LatLon, direction: "from-pole" | "to-pole"): string {
  const lats: number[] = [90];
  for (let lat = 80; lat > stop.lat; lat -= 10) lats.push(lat);
  lats.push(stop.lat);
  if (direction === "to-pole") lats.reverse();
  return lats.map((lat, i) => `${i === 0 ? "M" : "L"}${at(projectPoint(lat, stop.lon))}`).join("");
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export interface MapWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of the map shown at `zoom` around `center`, kept inside the map. */
export function mapWindow(zoom: number, center: MapPoint): MapWindow {
  const z = clampZoom(zoom);
  const width = WORLD_MAP_WIDTH / z;
  const height = WORLD_MAP_HEIGHT / z;
  const x = Math.min(WORLD_MAP_WIDTH - width, Math.max(0, center.x - width / 2));
  const y = Math.min(WORLD_MAP_HEIGHT - height, Math.max(0, center.y - height / 2));
  return { x: f(x), y: f(y), width: f(width), height: f(height) };
}

export const windowCenter = (w: MapWindow): MapPoint => ({ x: w.x + w.width / 2, y: w.y + w.height / 2 });

/**
 * Which way the sleigh faces flying from `from` to `to` on the map: `flip` when it flies west (the drawing is mirrored
 * rather than turned upside down), and a tilt of at most 35° up or down.
 */
export function sleighHeading(from: MapPoint, to: MapPoint): { flip: boolean; tilt: number } {
  let dx = to.x - from.x;
  const dy = to.y - from.y;
  // Over the date line, the short way round is the other way across the map.
  if (Math.abs(dx) > WORLD_MAP_WIDTH / 2) dx = dx > 0 ? dx - WORLD_MAP_WIDTH : dx + WORLD_MAP_WIDTH;
  if (dx === 0 && dy === 0) return { flip: false, tilt: 0 };
  const flip = dx < 0;
  const angle = (Math.atan2(dy, Math.abs(dx)) * 180) / Math.PI;
  return { flip, tilt: Math.round(Math.max(-35, Math.min(35, angle))) };
}
