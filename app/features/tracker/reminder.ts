/**
 * 'Set Reminder': an iCalendar (RFC 5545) event one hour before Santa reaches the visitor's town, with an alarm
 * when it starts and a link back to the tracker. Times are UTC instants, so every calendar shows them in the
 * family's own time zone.
 */
import type { RouteStop } from "./journey";
import { ASLEEP_BEFORE_MS } from "./tracker-view";

export const REMINDER_FILENAME = "track-santa-christmas-eve.ics";
export const reminderSummary = (town: string) => `Santa reaches ${town} in an hour: time for bed!`;
export const reminderDescription = (town: string, trackerUrl: string) =>
  `Santa's sleigh reaches ${town} in about an hour. Children asleep, cookies out! Follow him live on the Santa tracker: ${trackerUrl}`;
export const REMINDER_ALARM_TEXT = "Santa is an hour away. Time for bed!";

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
export function reminderIcs({ now, stop, arrivesAt, trackerUrl }: { now: Date; stop: Pick<RouteStop, "id" | "name">; arrivesAt: number; trackerUrl: string }): string {
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
    `SUMMARY:${escapeIcsText(reminderSummary(stop.name))}`,
    `DESCRIPTION:${escapeIcsText(reminderDescription(stop.name, trackerUrl))}`,
    `URL:${trackerUrl}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:PT0S",
    `DESCRIPTION:${escapeIcsText(REMINDER_ALARM_TEXT)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
