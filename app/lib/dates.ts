/** Date maths for countdowns. Pure: every function takes "now", so tests pin the clock exactly. */

export interface CountdownValue {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Month numbers as people write them (1 = January). */
export const DECEMBER = 12;
export const CHRISTMAS_DAY = 25;

/**
 * The next local midnight that starts `month`/`day`: this year's if it is still ahead of `now`, otherwise
 * next year's. (At the very moment it starts, it has passed: the next one is a year away.)
 */
export function nextAnnualDate(now: Date, month: number, day: number): Date {
  const thisYear = new Date(now.getFullYear(), month - 1, day, 0, 0, 0, 0);
  if (now.getTime() < thisYear.getTime()) return thisYear;
  return new Date(now.getFullYear() + 1, month - 1, day, 0, 0, 0, 0);
}

/** The next 25 December at local midnight: this year's while it is ahead, otherwise next year's. */
export function christmasTarget(now: Date): Date {
  return nextAnnualDate(now, DECEMBER, CHRISTMAS_DAY);
}

/** Whether `now` falls on 25 December in local time, from 00:00:00.000 to 23:59:59.999. */
export function isChristmasDay(now: Date): boolean {
  return now.getMonth() === DECEMBER - 1 && now.getDate() === CHRISTMAS_DAY;
}

/** What the home countdown shows: the time to the next Christmas, or, all through Christmas Day, a greeting. */
export type ChristmasCountdownState = { kind: "counting"; target: Date } | { kind: "christmas" };

/**
 * The home countdown's state at `now`. On 25 December (local) a countdown to next year would read "364 days"
 * on the very morning children have waited for, so the day itself is "christmas"; from 26 December it counts
 * to next year's 25 December.
 */
export function christmasCountdownState(now: Date): ChristmasCountdownState {
  return isChristmasDay(now) ? { kind: "christmas" } : { kind: "counting", target: christmasTarget(now) };
}

/** Splits a positive span of milliseconds into days, hours, minutes and whole seconds (rounded down). */
export function splitDuration(ms: number): CountdownValue {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Time left from `now` until `target`, or null when it is not positive (the display then keeps its value). */
export function remainingUntil(now: Date, target: Date): CountdownValue | null {
  const ms = target.getTime() - now.getTime();
  return ms > 0 ? splitDuration(ms) : null;
}

/** Whole calendar days from `now`'s date to `target`'s date, counting local midnights (DST-safe). */
export function calendarDaysBetween(now: Date, target: Date): number {
  const a = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const b = Date.UTC(target.getFullYear(), target.getMonth(), target.getDate());
  return Math.round((b - a) / 86_400_000);
}
