/**
 * Places any point on the tracker's world map: the Natural Earth projection (Šavrič et al.'s polynomial, as
 * d3-geo's geoNaturalEarth1 computes it) with the scale and offset scripts/generate-world-map.ts fitted. A dozen
 * lines instead of a map library in the browser; map-projection.test.ts checks it against d3-geo.
 */
import { WORLD_MAP_PROJECTION, type MapPoint } from "./world-map.generated";

const RADIANS = Math.PI / 180;

/** The projected point of a latitude and longitude, in the map's viewBox units (one decimal). */
export function projectPoint(lat: number, lon: number): MapPoint {
  const lambda = lon * RADIANS;
  const phi = lat * RADIANS;
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  const x = lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)));
  const y = phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)));
  const { scale, tx, ty } = WORLD_MAP_PROJECTION;
  return { x: Math.round((tx + x * scale) * 10) / 10, y: Math.round((ty - y * scale) * 10) / 10 };
}
