import { startTransition, useCallback, useEffect, useState } from "react";
import { remainingUntil, type CountdownValue } from "~/lib/dates";
import { COUNTDOWN_TICK_MS } from "~/lib/site";

/**
 * `read(now)` once the page has hydrated and again every COUNTDOWN_TICK_MS. Null until then (the prerendered
 * HTML cannot know the visitor's clock, so server and first client render agree); a null reading keeps the
 * last value. The first value is a transition, rendered in short slices rather than in the long task after
 * hydration. `read` must keep its identity between renders (a module-level function or a memoised callback).
 */
export function useClockReading<T>(read: (now: Date) => T | null): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    const update = () => {
      const next = read(new Date());
      if (next !== null) setValue(() => next);
    };
    startTransition(update);
    const timer = setInterval(update, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [read]);
  return value;
}

/** Time left until `targetFor(now)`, ticking; null until hydrated, and it only changes while it is positive. */
export function useCountdown(targetFor: (now: Date) => Date): CountdownValue | null {
  const read = useCallback((now: Date) => remainingUntil(now, targetFor(now)), [targetFor]);
  return useClockReading(read);
}
