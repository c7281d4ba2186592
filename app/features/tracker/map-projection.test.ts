import { geoNaturalEarth1 } from "d3-geo";
import { describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import { projectPoint } from "./map-projection";
import { CITY_POINTS, WORLD_MAP_PROJECTION } from "./world-map.generated";

describe("placing points on the tracker's map without a map library", () => {
  it("matches d3-geo's Natural Earth projection with the generator's fit, to a tenth of a unit", () => {
    const d3 = geoNaturalEarth1().scale(WORLD_MAP_PROJECTION.scale).translate([WORLD_MAP_PROJECTION.tx, WORLD_MAP_PROJECTION.ty]);
    for (const [lat, lon] of [[0, 0], [51.5, -0.13], [-36.85, 174.76], [64.1, -21.9], [-54.8, -68.3], [1.87, -157.4], [89, 10]] as const) {
      const [x, y] = d3([lon, lat])!;
      const ours = projectPoint(lat, lon);
      expect(Math.abs(ours.x - x), `${lat},${lon}`).toBeLessThanOrEqual(0.06);
      expect(Math.abs(ours.y - y), `${lat},${lon}`).toBeLessThanOrEqual(0.06);
    }
  });
  it("puts the featured cities where the generated map has them", () => {
    for (const city of CITIES) expect(projectPoint(city.lat, city.lon), city.id).toEqual(CITY_POINTS[city.id]);
  });
});
