import { describe, expect, it } from "vitest";
import { SNOW_PARTICLE_COUNT } from "~/lib/site";
import { snowParticles } from "./snow-particles";

describe("snowParticles", () => {
  it("makes exactly the spec's 50 particles, the same every time", () => {
    expect(SNOW_PARTICLE_COUNT).toBe(50);
    const a = snowParticles(SNOW_PARTICLE_COUNT);
    expect(a).toHaveLength(50);
    expect(snowParticles(SNOW_PARTICLE_COUNT)).toEqual(a);
  });
  it("keeps every flake on screen, visible and falling", () => {
    for (const p of snowParticles(50)) {
      expect(p.leftPercent).toBeGreaterThanOrEqual(0);
      expect(p.leftPercent).toBeLessThanOrEqual(100);
      expect(p.durationS).toBeGreaterThan(0);
      expect(p.delayS).toBeLessThanOrEqual(0);
      expect(-p.delayS).toBeLessThanOrEqual(p.durationS);
      expect(p.opacity).toBeGreaterThan(0);
    }
  });
});
