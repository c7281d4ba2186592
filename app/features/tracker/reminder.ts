/**
 * 'Set Reminder': an iCalendar (RFC 5545) event one hour before Santa reaches the visitor's town, with an alarm
 * when it starts and a link back to the tracker. Times are UTC instants, so every calendar shows them in the
 * family's own time zone. Its words are in the page's language (tracker-words.ts writes them).
 */
import type { RouteStop } from "./journey";
import { ASLEEP_BEFORE_MS } from "./tracker-view";

/** The reminder's file name on an English page (other languages name it in their own words). */
export const REMINDER_FILENAME = "track-santa-christmas-eve.ics";

/** The event's title, its description (which holds the tracker's address) and the alarm's text. */
export interface ReminderWords {
  summary: string;
  description: string;
  alarm: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const utc = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** Escapes text values (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();
/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never inside a character ("São Paulo"). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.map((part, i) => (i === 0 ? part : ` ${part}`)).join("\r\n");
}

/** The reminder for `stop`, which Santa reaches at `arrivesAt` (epoch ms): an hour before, until he arrives. */
export function reminderIcs({ now, stop, arrivesAt, trackerUrl, words }: { now: Date; stop: Pick<RouteStop, "id">; arrivesAt: number; trackerUrl: string; words: ReminderWords }): string {
  const start = new Date(arrivesAt - ASLEEP_BEFORE_MS);
  const end = new Date(arrivesAt);
  const host = new URL(trackerUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//North Pole Mail//Santa Tracker//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:santa-reaches-${stop.id}-${end.getUTCFullYear()}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeIcsText(words.summary)}`,
    `DESCRIPTION:${escapeIcsText(words.description)}`,
    `URL:${trackerUrl}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:PT0S",
    `DESCRIPTION:${escapeIcsText(words.alarm)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
