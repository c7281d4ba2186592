/**
 * Which advent doors are open on a given day, by the visitor's own calendar date (issue 24). Pure: the page reads
 * the visitor's local date after hydration and passes it in, so tests pin every boundary exactly.
 *
 * The year, from the calendar's point of view (ADR 015):
 *   1 November – 30 November   "countdown":  every door shut; the page counts the days to 1 December.
 *   1 December – 24 December   "advent":     doors 1 to today's date are open; the rest say when they open.
 *   25 December – 6 January    "christmas":  every door open (Christmas and its twelve days).
 *   7 January – 31 October     "resting":    the page says the calendar returns on 1 December and shows last
 *                                            season's doors open, so nothing is hidden for ten months.
 */
import { ADVENT_DOOR_COUNT } from "~/content/advent";
import { DECEMBER } from "~/lib/dates";

/** A day as people write it: month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const ADVENT_MONTH = DECEMBER;
/** The countdown to 1 December shows from the first of this month; before it the calendar is resting. */
export const COUNTDOWN_FROM_MONTH = 11;
/** The last day of the Christmas season, in January, on which every door is still open (Twelfth Night). */
export const CHRISTMAS_SEASON_LAST_JANUARY_DAY = 6;

export type AdventPhase = "countdown" | "advent" | "christmas" | "resting";

export interface AdventSeasonState {
  phase: AdventPhase;
  /** Doors 1..openDoors can be opened (0 to 24). */
  openDoors: number;
  /** Whole days until the next 1 December (0 from 1 December to 31 December). */
  daysToAdvent: number;
  /**
   * The year whose December the doors belong to: this year's from 1 November to 31 December, last year's from
   * 1 January to 31 October (the season the visitor is in, or the one just gone). Opened doors are remembered
   * per season.
   */
  season: number;
}

/** The visitor's local calendar date at `now` (the browser's own time zone). */
export function localCalendarDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;

/** Whole calendar days from `date` to the next 1 December (0 on any December day: the calendar is here). */
export function daysUntilAdvent(date: CalendarDate): number {
  if (date.month === ADVENT_MONTH) return 0;
  return dayNumber({ year: date.year, month: ADVENT_MONTH, day: 1 }) - dayNumber(date);
}

/** The one function that decides what the calendar shows on `date`. */
export function adventSeason(date: CalendarDate): AdventSeasonState {
  const daysToAdvent = daysUntilAdvent(date);
  if (date.month === ADVENT_MONTH) {
    const openDoors = Math.min(date.day, ADVENT_DOOR_COUNT);
    return { phase: date.day <= ADVENT_DOOR_COUNT ? "advent" : "christmas", openDoors, daysToAdvent, season: date.year };
  }
  if (date.month === 1 && date.day <= CHRISTMAS_SEASON_LAST_JANUARY_DAY) {
    return { phase: "christmas", openDoors: ADVENT_DOOR_COUNT, daysToAdvent, season: date.year - 1 };
  }
  if (date.month >= COUNTDOWN_FROM_MONTH) return { phase: "countdown", openDoors: 0, daysToAdvent, season: date.year };
  return { phase: "resting", openDoors: ADVENT_DOOR_COUNT, daysToAdvent, season: date.year - 1 };
}

/** Whether door `day` can be opened in `state`. */
export function isDoorOpen(state: Pick<AdventSeasonState, "openDoors">, day: number): boolean {
  return day >= 1 && day <= state.openDoors;
}
