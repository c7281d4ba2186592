import type { RandomSource } from "~/lib/random";

/**
 * Delay before retry number `attempt` (1 = the first retry): exponential from `baseMs`, capped at `maxMs`,
 * with ±20 % jitter so a crowd of waiting replies does not hit a recovering mail server all at once.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: RandomSource): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
