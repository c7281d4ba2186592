/**
 * 'Set Reminder': an iCalendar (RFC 5545) event for Christmas Eve at 6 pm in the visitor's own time (a
 * "floating" time, so the calendar shows 6 pm wherever the family is), with a link back to the tracker.
 */
import { CHRISTMAS_EVE, DECEMBER } from "~/lib/dates";

export const REMINDER_HOUR = 18;
export const REMINDER_DURATION_HOURS = 1;
/** The alarm rings this many minutes before the event. */
export const REMINDER_ALARM_MINUTES = 15;
export const REMINDER_FILENAME = "track-santa-christmas-eve.ics";
export const REMINDER_SUMMARY = "Track Santa on Christmas Eve!";

/** This year's Christmas Eve at 6 pm local, or next year's once that moment has passed. */
export function reminderStart(now: Date): Date {
  const thisYear = new Date(now.getFullYear(), DECEMBER - 1, CHRISTMAS_EVE, REMINDER_HOUR);
  if (now.getTime() < thisYear.getTime()) return thisYear;
  return new Date(now.getFullYear() + 1, DECEMBER - 1, CHRISTMAS_EVE, REMINDER_HOUR);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A local ("floating") date-time: no Z and no time zone. */
const floating = (d: Date) =>
  `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
const utc = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** Escapes text values (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line to 75 octets per line (RFC 5545 §3.1); our text is ASCII. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let rest = line;
  parts.push(rest.slice(0, 75));
  rest = rest.slice(75);
  while (rest.length > 0) {
    parts.push(` ${rest.slice(0, 74)}`);
    rest = rest.slice(74);
  }
  return parts.join("\r\n");
}

export function reminderIcs({ now, trackerUrl }: { now: Date; trackerUrl: string }): string {
  const start = reminderStart(now);
  const end = new Date(start.getTime() + REMINDER_DURATION_HOURS * 3_600_000);
  const host = new URL(trackerUrl).host;
  const description = `Santa is on his way! Follow his sleigh city by city on the Santa tracker: ${trackerUrl}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//North Pole Mail//Santa Tracker//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:santa-tracker-${start.getFullYear()}@${host}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${floating(start)}`,
    `DTEND:${floating(end)}`,
    `SUMMARY:${escapeIcsText(REMINDER_SUMMARY)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${trackerUrl}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `TRIGGER:-PT${REMINDER_ALARM_MINUTES}M`,
    `DESCRIPTION:${escapeIcsText("Santa is about to fly! Open the tracker.")}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
