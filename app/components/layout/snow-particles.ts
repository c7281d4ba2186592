import { seededRandom } from "~/lib/random";

export interface SnowParticle {
  leftPercent: number;
  sizePx: number;
  durationS: number;
  delayS: number;
  driftPx: number;
  opacity: number;
}

/**
 * The snow overlay's particles. Seeded, so the server's HTML and the browser's render agree exactly.
 * Negative delays start each flake part-way down, so the screen is already snowing on first paint.
 */
export function snowParticles(count: number, seed = 2512): SnowParticle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const durationS = 9 + random() * 12;
    return {
      leftPercent: Math.round(random() * 1000) / 10,
      sizePx: Math.round((3 + random() * 5) * 10) / 10,
      durationS: Math.round(durationS * 10) / 10,
      delayS: -Math.round(random() * durationS * 10) / 10,
      driftPx: Math.round((random() - 0.5) * 120),
      opacity: Math.round((0.5 + random() * 0.5) * 100) / 100,
    };
  });
}
