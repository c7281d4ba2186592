import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { MAILING_DEADLINE } from "~/content/santas-address";
import { calendarDaysBetween, nextAnnualDate } from "~/lib/dates";

/**
 * The mailing deadline a visitor is counting towards (second spec document, section 4): December 7 of this
 * year, or of next year once it has passed. December 7 itself still counts as this year's (0 days left: post
 * today); from December 8 the counter moves to next year.
 */
export function mailingDeadline(now: Date): Date {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Searching from the last moment of yesterday keeps today's date as "still ahead".
  return nextAnnualDate(new Date(startOfToday.getTime() - 1), MAILING_DEADLINE.month, MAILING_DEADLINE.day);
}

/** Whole calendar days from today until the deadline (0 on the day itself). */
export function daysLeftToMail(now: Date): number {
  return calendarDaysBetween(now, mailingDeadline(now));
}

/** What the counter says for a number of days left, shown with `i18n._(…)` in the page's language. */
export function daysLeftText(days: number): MessageDescriptor {
  if (days === 0) return msg`Today is the last day to mail your letter!`;
  return msg`${plural(days, { one: "# day left to mail your letter", other: "# days left to mail your letter" })}`;
}
