import { seededRandom } from "~/lib/random";

/**
 * The flakes fall in this many layers, each one CSS animation moving its flakes together. Every running
 * animation costs Chrome a main-thread frame now and then even when it is composited, so fifty separate
 * animations kept the main thread busy about 23 frames a second; ten layers cost a fifth of that.
 */
export const SNOW_LAYER_COUNT = 10;

/** The sideways drift of each keyframe set in app.css (snowfall-0 … snowfall-5), in pixels. */
export const SNOW_DRIFTS_PX = [-60, -36, -12, 12, 36, 60] as const;

export interface SnowFlake {
  leftPercent: number;
  /** Where the flake sits in its layer, which is one screen tall. */
  topPercent: number;
  sizePx: number;
  opacity: number;
}

export interface SnowLayer {
  /** Seconds for the layer to fall from one screen above to one screen below. */
  durationS: number;
  /** Negative: each layer starts part-way through its fall, so the screen is already snowing. */
  delayS: number;
  /** Index into SNOW_DRIFTS_PX: which keyframe set the layer falls by. */
  drift: number;
  flakes: SnowFlake[];
}

/**
 * The snow overlay: `count` flakes spread over SNOW_LAYER_COUNT layers. Seeded, so the server's HTML and the
 * browser's render agree exactly.
 */
export function snowLayers(count: number, seed = 2512): SnowLayer[] {
  const random = seededRandom(seed);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return Array.from({ length: SNOW_LAYER_COUNT }, (_, layer) => {
    const durationS = round1(18 + random() * 22);
    return {
      durationS,
      delayS: -round1(random() * durationS),
      drift: Math.min(SNOW_DRIFTS_PX.length - 1, Math.floor(random() * SNOW_DRIFTS_PX.length)),
      // Flake i goes to layer i mod SNOW_LAYER_COUNT, so the layers share the flakes as evenly as possible.
      flakes: Array.from({ length: Math.floor(count / SNOW_LAYER_COUNT) + (layer < count % SNOW_LAYER_COUNT ? 1 : 0) }, () => ({
        leftPercent: round1(random() * 100),
        topPercent: round1(random() * 100),
        sizePx: round1(3 + random() * 5),
        opacity: Math.round((0.5 + random() * 0.5) * 100) / 100,
      })),
    };
  });
}
