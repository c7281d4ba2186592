import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SNOW_PARTICLE_COUNT } from "~/lib/site";
import { SNOW_DRIFTS_PX, SNOW_LAYER_COUNT, snowLayers } from "./snow-layers";

describe("snowLayers", () => {
  it("holds exactly the spec's 50 flakes, shared evenly over the layers, the same every time", () => {
    expect(SNOW_PARTICLE_COUNT).toBe(50);
    const layers = snowLayers(SNOW_PARTICLE_COUNT);
    expect(layers).toHaveLength(SNOW_LAYER_COUNT);
    expect(layers.reduce((n, l) => n + l.flakes.length, 0)).toBe(50);
    expect(new Set(layers.map((l) => l.flakes.length))).toEqual(new Set([5]));
    expect(snowLayers(SNOW_PARTICLE_COUNT)).toEqual(layers);
    expect(snowLayers(53).reduce((n, l) => n + l.flakes.length, 0)).toBe(53);
  });
  it("keeps every flake on screen, visible and falling", () => {
    for (const layer of snowLayers(50)) {
      expect(layer.durationS).toBeGreaterThan(0);
      expect(layer.delayS).toBeLessThanOrEqual(0);
      expect(-layer.delayS).toBeLessThanOrEqual(layer.durationS);
      expect(Number.isInteger(layer.drift) && layer.drift >= 0 && layer.drift < SNOW_DRIFTS_PX.length).toBe(true);
      for (const f of layer.flakes) {
        expect(f.leftPercent).toBeGreaterThanOrEqual(0);
        expect(f.leftPercent).toBeLessThanOrEqual(100);
        expect(f.topPercent).toBeGreaterThanOrEqual(0);
        expect(f.topPercent).toBeLessThanOrEqual(100);
        expect(f.opacity).toBeGreaterThan(0);
      }
    }
  });
});

describe("the snow's keyframes", () => {
  const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
  it("exist for every drift, with the same sideways distance", () => {
    SNOW_DRIFTS_PX.forEach((px, i) => {
      expect(css).toMatch(new RegExp(`@keyframes snowfall-${i} \\{[^\\n]*translate3d\\(${px}px, 100%, 0\\)`));
      expect(css).toContain(`.snow-layer[data-drift="${i}"] { animation-name: snowfall-${i}; }`);
    });
  });
  it("move only transform, with no custom properties (either would take the animation off the compositor)", () => {
    const blocks = css.match(/@keyframes snowfall[^\n]*/g) ?? [];
    expect(blocks).toHaveLength(SNOW_DRIFTS_PX.length);
    for (const block of blocks) {
      expect(block).not.toContain("var(");
      expect(block.replace(/transform: translate3d\([^)]*\);/g, "")).not.toMatch(/[a-z-]+:/);
    }
  });
});
