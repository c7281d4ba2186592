import { useCallback, useEffect, useMemo, useState } from "react";
import { readStoredItem, useStoredItem } from "~/lib/use-stored-item";
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

/**
 * The doors opened this season in this browser (localStorage only). Where storage is refused the doors still
 * open; they are simply not remembered.
 */
export function useOpenedDoors(today: AdventSeasonState | null) {
  const { raw, write } = useStoredItem(OPENED_DOORS_KEY);
  const season = today?.season ?? 0;
  const openDoors = today?.openDoors ?? 0;
  const opened = useMemo(() => (today ? parseOpenedDoors(raw, season, openDoors) : []), [raw, today, season, openDoors]);
  const markOpened = useCallback(
    (day: number) => {
      if (!today) return;
      write(withDoorOpened(parseOpenedDoors(readStoredItem(OPENED_DOORS_KEY), season, openDoors), day, season));
    },
    [today, season, openDoors, write],
  );
  return { opened, markOpened };
}
