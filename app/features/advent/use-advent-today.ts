import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { adventSeason, localCalendarDate, type AdventSeasonState } from "./advent-season";
import { OPENED_DOORS_KEY, parseOpenedDoors, withDoorOpened } from "./opened-doors-store";

/** How often an open page checks the date again, so it rolls over at the visitor's midnight. */
export const ADVENT_DATE_CHECK_MS = 30_000;

const sameState = (a: AdventSeasonState | null, b: AdventSeasonState) =>
  a !== null && a.phase === b.phase && a.openDoors === b.openDoors && a.daysToAdvent === b.daysToAdvent && a.season === b.season;

/**
 * The calendar's state on the visitor's own date. Null until hydration: the prerendered HTML cannot know the
 * visitor's date, so it shows every door shut and the server and first client render agree.
 */
export function useAdventToday(): AdventSeasonState | null {
  const [state, setState] = useState<AdventSeasonState | null>(null);
  useEffect(() => {
    const update = () => {
      const next = adventSeason(localCalendarDate(new Date()));
      setState((current) => (sameState(current, next) ? current : next));
    };
    update();
    const timer = setInterval(update, ADVENT_DATE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return state;
}

const CHANGE_EVENT = "north-pole:advent-doors";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(OPENED_DOORS_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The doors opened this season in this browser (localStorage only). Where storage is refused the doors still
 * open; they are simply not remembered.
 */
export function useOpenedDoors(today: AdventSeasonState | null) {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const season = today?.season ?? 0;
  const openDoors = today?.openDoors ?? 0;
  const opened = useMemo(() => (today ? parseOpenedDoors(raw, season, openDoors) : []), [raw, today, season, openDoors]);
  const markOpened = useCallback(
    (day: number) => {
      if (!today) return;
      try {
        window.localStorage.setItem(OPENED_DOORS_KEY, withDoorOpened(parseOpenedDoors(readRaw(), season, openDoors), day, season));
      } catch {
        return;
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [today, season, openDoors],
  );
  return { opened, markOpened };
}
