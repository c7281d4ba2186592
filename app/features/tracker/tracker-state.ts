/**
 * The tracker's fixed figures and clock formatting. Where Santa is, his presents and his progress come from the
 * real journey (journey.ts, tracker-view.ts; docs/decisions/013-tracker-route-follows-real-midnights.md).
 */

/** The tracker's cards refresh this often. */
export const TRACKER_REFRESH_MS = 5000;
/** The sleigh's cruising altitude, a figure of the story (the spec's). */
export const SLEIGH_ALTITUDE_FT = 10_000;
/** The label on the presents card while Santa is preparing (the spec's words). */
export const PREPARING_LABEL = "Christmas Eve only";

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
    try {
      formatter = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    } catch {
      // A zone this browser does not know: the visitor's own clock rather than an error.
      return formatClockTime(now.getHours(), now.getMinutes());
    }
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** "9:05 PM" for 21, 5: the en-US 12-hour clock. */
export function formatClockTime(hours: number, minutes: number): string {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}
