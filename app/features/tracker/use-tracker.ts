import { useEffect, useState } from "react";
import { TRACKER_REFRESH_MS, trackerState, type TrackerState } from "./tracker-state";

/**
 * The tracker's state from the visitor's clock, refreshed every TRACKER_REFRESH_MS. Null until hydration
 * (the prerendered page cannot know the visitor's date); the refresh also notices when Christmas Eve begins.
 */
export function useTrackerState(): TrackerState | null {
  const [state, setState] = useState<TrackerState | null>(null);
  useEffect(() => {
    const update = () => setState(trackerState(new Date()));
    update();
    const timer = setInterval(update, TRACKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return state;
}
