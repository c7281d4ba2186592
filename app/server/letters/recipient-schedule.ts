/**
 * The per-recipient limit as a rate, not a refusal: at most `max` replies to one address in any `windowMs`. A
 * reply over the limit is scheduled for the earliest time the limit allows, instead of never being sent (families
 * with several children share one address). Pure, so every case has a test.
 */

/** Whether `times` keeps at most `max` events in every span of `windowMs` (each event and the window after it). */
export function withinRate(times: readonly number[], max: number, windowMs: number): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    let inWindow = 0;
    for (let j = i; j < sorted.length && sorted[j]! < sorted[i]! + windowMs; j++) inWindow++;
    if (inWindow > max) return false;
  }
  return true;
}

/**
 * The earliest time at or after `now` at which one more reply keeps the rate, given the replies already sent or
 * scheduled (`times`, past and future). Candidates are now and the moments an earlier reply leaves a window.
 */
export function nextReplySlot(times: readonly number[], max: number, windowMs: number, now: number): number {
  const relevant = times.filter((t) => t > now - windowMs);
  const candidates = [now, ...relevant.map((t) => t + windowMs)].filter((t) => t >= now).sort((a, b) => a - b);
  for (const candidate of candidates) if (withinRate([...relevant, candidate], max, windowMs)) return candidate;
  // Unreachable: the last candidate is past every window. Kept for the type checker.
  return Math.max(now, ...relevant) + windowMs;
}
