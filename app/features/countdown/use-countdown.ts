import { startTransition, useEffect, useState } from "react";
import { remainingUntil, type CountdownValue } from "~/lib/dates";
import { COUNTDOWN_TICK_MS } from "~/lib/site";

/**
 * Time left until `targetFor(now)`, recalculated every COUNTDOWN_TICK_MS. Null until the page has hydrated
 * (the prerendered HTML cannot know the visitor's clock); the value only changes while it is positive.
 * The first value is a transition, rendered in short slices rather than in the long task after hydration.
 */
export function useCountdown(targetFor: (now: Date) => Date): CountdownValue | null {
  const [value, setValue] = useState<CountdownValue | null>(null);
  useEffect(() => {
    const update = () => {
      const now = new Date();
      const next = remainingUntil(now, targetFor(now));
      if (next) setValue(next);
    };
    startTransition(update);
    const timer = setInterval(update, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [targetFor]);
  return value;
}
