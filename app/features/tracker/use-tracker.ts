import { startTransition, useEffect, useState } from "react";
import { TRACKER_REFRESH_MS, trackerState, type TrackerState } from "./tracker-state";

/**
 * The tracker's state from the visitor's clock, refreshed every TRACKER_REFRESH_MS. Null until hydration
 * (the prerendered page cannot know the visitor's date); the refresh also notices when Christmas Eve begins.
 * The first value re-renders most of the page, so it arrives as a transition: React renders it in short slices
 * instead of one long task right after hydration.
 */
export function useTrackerState(): TrackerState | null {
  const [state, setState] = useState<TrackerState | null>(null);
  useEffect(() => {
    const update = () => setState(trackerState(new Date()));
    startTransition(update);
    const timer = setInterval(update, TRACKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return state;
}
