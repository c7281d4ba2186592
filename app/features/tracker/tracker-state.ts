/**
 * The tracker's fixed figures, and its clock and number formatting in the page's language. Where Santa is, his
 * presents and his progress come from the real journey (journey.ts, tracker-view.ts;
 * docs/decisions/013-tracker-route-follows-real-midnights.md).
 */
import { groupThousands } from "~/lib/format";
import { TAKE_OFF_UTC_HOUR } from "./journey";

/** The tracker's cards refresh this often. */
export const TRACKER_REFRESH_MS = 5000;
/** The sleigh's cruising altitude, a figure of the story (the spec's). */
export const SLEIGH_ALTITUDE_FT = 10_000;

const ENGLISH = "en";
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const hourFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The hour (0-23) a time falls in, in `timeZone` (the visitor's own when none is given). Sentences around a time
 * need it where a language's article follows the hour: "a la 1:30" but "a las 2:30" in Spanish, "all'1:30" but
 * "alle 2:30" in Italian; the catalogues choose with the hour's plural category.
 */
export function localHour(now: Date, timeZone?: string): number {
  if (!timeZone) return now.getHours();
  let formatter = hourFormats.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone });
    } catch {
      return now.getHours();
    }
    hourFormats.set(timeZone, formatter);
  }
  return Number(formatter.format(now)) % 24;
}

/**
 * A time of day as people read it in the page's language (`languageTag`), in `timeZone` ("9:05 PM", "21:05"); the
 * visitor's own zone when none is given. The visitor's own time on an English page (every day but Christmas Eve) is
 * written without Intl: the page's first Intl date formatter loads time-zone and calendar data, about 20 ms of main
 * thread on a phone, right after hydration.
 */
export function formatLocalTime(now: Date, timeZone?: string, languageTag: string = ENGLISH): string {
  const english = languageTag === ENGLISH;
  if (!timeZone && english) return formatClockTime(now.getHours(), now.getMinutes());
  const key = `${languageTag}|${timeZone ?? ""}`;
  let formatter = timeFormats.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(english ? "en-US" : languageTag, { hour: "numeric", minute: "2-digit", timeZone });
    } catch {
      // A zone this browser does not know: the visitor's own clock rather than an error.
      return formatLocalTime(now, undefined, languageTag);
    }
    timeFormats.set(key, formatter);
  }
  return formatter.format(now);
}

/** "9:05 PM" for 21, 5: the en-US 12-hour clock. */
export function formatClockTime(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * Santa's take-off time as the page's language writes a 24-hour time, in UTC: "10:00 UTC". (An English page writes it
 * without Intl, for the reason above: the prerendered page shows it, so it is rendered while hydrating.)
 */
export function takeOffTimeText(languageTag: string = ENGLISH): string {
  if (languageTag === ENGLISH) return `${String(TAKE_OFF_UTC_HOUR).padStart(2, "0")}:00 UTC`;
  const time = new Intl.DateTimeFormat(languageTag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
  return `${time.format(Date.UTC(2026, 11, 24, TAKE_OFF_UTC_HOUR))} UTC`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(languageTag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${languageTag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(languageTag, options)));
  return format;
}

/** A whole number in the page's language: "1,250,000", "1.250.000", "1 250 000" (English without Intl, see above). */
export function formatWhole(value: number, languageTag: string = ENGLISH): string {
  if (languageTag === ENGLISH) return groupThousands(value);
  return numberFormat(languageTag, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** The units the tracker measures in, with their English short names. */
const UNITS = { "kilometer-per-hour": "km/h", "mile-per-hour": "mph", kilometer: "km", foot: "ft" } as const;
export type TrackerUnit = keyof typeof UNITS;

/** A whole number with its unit, in the page's language: "1,234 km/h", "1.234 km/h", "10 000 pi". */
export function formatMeasure(value: number, unit: TrackerUnit, languageTag: string = ENGLISH): string {
  if (languageTag === ENGLISH) return `${groupThousands(value)} ${UNITS[unit]}`;
  return numberFormat(languageTag, { style: "unit", unit, maximumFractionDigits: 0 }).format(Math.round(value));
}

/** A share from 0 to 100 with at most one decimal, in the page's language: "12.5%", "12,5 %". */
export function formatPercent(percent: number, languageTag: string = ENGLISH): string {
  if (languageTag === ENGLISH) return `${percent}%`;
  return numberFormat(languageTag, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
