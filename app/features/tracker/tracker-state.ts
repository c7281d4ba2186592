/**
 * The tracker's state at a moment (spec sections 3, 4 and 9). Pure: the clock and the random source are
 * parameters, so tests are exact.
 *
 * - Live only while the visitor's own local date is 24 December; every other date is "preparing" (gifts 0).
 * - During the visitor's Christmas Eve Santa visits the 14 stops in the order midnight reaches them, each for
 *   an equal share of the day, so every family sees the whole journey on their own Eve (docs/decisions/004-tracker-route-and-build-time-map.md).
 * - Gifts delivered stay within GIFTS_MIN–GIFTS_MAX and only ever rise: each refresh tick has its own band
 *   of the range, and the figure is a random point inside the band.
 */
import { CHRISTMAS_EVE, DECEMBER } from "~/lib/dates";
import { seededRandom, type RandomSource } from "~/lib/random";
import { CITIES, NORTH_POLE, type CityId } from "./cities";

/** The tracker refreshes this often in live mode. */
export const TRACKER_REFRESH_MS = 5000;
/** Journey status panel figures (fixed by the spec). */
export const JOURNEY_PROGRESS_PERCENT = 65;
export const SLEIGH_SPEED_MPH = 650;
export const SLEIGH_ALTITUDE_FT = 10_000;
/** Gifts delivered in live mode stay within this range. */
export const GIFTS_MIN = 500_000;
export const GIFTS_MAX = 1_500_000;
/** The label shown on the gifts card on every day but Christmas Eve. */
export const PREPARING_LABEL = "Christmas Eve only";

export type TrackerMode = "live" | "preparing";

export interface TrackerState {
  mode: TrackerMode;
  /** Where Santa is: a city, or the North Pole while preparing. */
  city: string;
  country: string;
  /** The local time where Santa is, e.g. "11:42 PM" (the visitor's own time at the North Pole). */
  time: string;
  giftsDelivered: number;
  /** "Sydney, Australia", or "North Pole" after the last stop. */
  nextStop: string;
  /** Index into CITIES of the current stop; -1 while preparing. */
  stopIndex: number;
  cityId: CityId | null;
}

export function isChristmasEve(now: Date): boolean {
  return now.getMonth() + 1 === DECEMBER && now.getDate() === CHRISTMAS_EVE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * A time of day as people in `timeZone` read it ("9:05 PM"); the visitor's own zone when none is given. The
 * visitor's own time (every day but Christmas Eve) is written without Intl: the page's first Intl date formatter
 * loads time-zone and calendar data, about 20 ms of main thread on a phone, right after hydration.
 */
export function formatLocalTime(now: Date, timeZone?: string): string {
  if (!timeZone) return formatClockTime(now.getHours(), now.getMinutes());
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** "9:05 PM" for 21, 5: the en-US 12-hour clock. */
export function formatClockTime(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

const placeName = (place: { name: string; country: string }) => `${place.name}, ${place.country}`;

/** The visitor's Christmas Eve as [start, end) in milliseconds (23 or 25 hours long where clocks change). */
function christmasEveBounds(now: Date): { start: number; end: number } {
  const year = now.getFullYear();
  return {
    start: new Date(year, DECEMBER - 1, CHRISTMAS_EVE).getTime(),
    end: new Date(year, DECEMBER - 1, CHRISTMAS_EVE + 1).getTime(),
  };
}

/** Which stop Santa is at: each of the 14 stops gets an equal share of the visitor's Christmas Eve. */
export function stopIndexAt(now: Date): number {
  const { start, end } = christmasEveBounds(now);
  const fraction = (now.getTime() - start) / (end - start);
  return Math.min(CITIES.length - 1, Math.max(0, Math.floor(fraction * CITIES.length)));
}

/**
 * Gifts delivered at `now` on Christmas Eve. The day is cut into refresh ticks; tick k of n owns the band
 * [GIFTS_MIN + k·range/n, GIFTS_MIN + (k+1)·range/n), so a later tick always shows more gifts, whatever the random
 * source returns. The default source is seeded by the tick, so the same moment always shows the same figure.
 */
export function giftsDeliveredAt(now: Date, random?: RandomSource): number {
  const { start, end } = christmasEveBounds(now);
  const ticks = Math.ceil((end - start) / TRACKER_REFRESH_MS);
  const tick = Math.min(ticks - 1, Math.max(0, Math.floor((now.getTime() - start) / TRACKER_REFRESH_MS)));
  const bandStart = (k: number) => GIFTS_MIN + Math.floor((k * (GIFTS_MAX - GIFTS_MIN)) / ticks);
  const low = bandStart(tick);
  const width = bandStart(tick + 1) - low;
  const r = (random ?? seededRandom(tick))();
  return low + Math.min(width - 1, Math.floor(r * width));
}

export function trackerState(now: Date, random?: RandomSource): TrackerState {
  if (!isChristmasEve(now)) {
    return {
      mode: "preparing",
      city: NORTH_POLE.name,
      country: NORTH_POLE.country,
      time: formatLocalTime(now),
      giftsDelivered: 0,
      nextStop: placeName(CITIES[0]),
      stopIndex: -1,
      cityId: null,
    };
  }
  const stopIndex = stopIndexAt(now);
  const city = CITIES[stopIndex]!;
  const next = CITIES[stopIndex + 1];
  return {
    mode: "live",
    city: city.name,
    country: city.country,
    time: formatLocalTime(now, city.timeZone),
    giftsDelivered: giftsDeliveredAt(now, random),
    nextStop: next ? placeName(next) : NORTH_POLE.name,
    stopIndex,
    cityId: city.id,
  };
}
