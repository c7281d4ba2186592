/**
 * The Nice List rules (spec section 9), exactly: every function is pure, so tests pin them down.
 * - Nice Score = 85 + (sum of the character codes of the lowercased name mod 15): 85 to 99.
 * - Message = NICE_MESSAGES[same sum mod 5] (the page's language's list: the loader sends it, so this returns the index).
 * - Stars filled = floor(score / 20) of 5.
 * - Everyone is on the list.
 */
import type { NICE_MESSAGES } from "~/content/nice-list";

/** The checking screen lasts this long. */
export const NICE_LIST_CHECK_DELAY_MS = 3000;
export const NICE_SCORE_BASE = 85;
export const NICE_SCORE_SPREAD = 15;
export const NICE_SCORE_MAX = 100;
export const STAR_TOTAL = 5;
export const POINTS_PER_STAR = 20;
/** How many result messages there are, in every language (the type fails if the content's list changes length). */
export const NICE_MESSAGE_COUNT: (typeof NICE_MESSAGES)["length"] = 5;
/** Longest first name the form accepts (it must fit on the certificate). */
export const NAME_MAX_LENGTH = 40;
/** After this day of January the new season's year is shown (the twelve days of Christmas end on the 6th). */
export const SEASON_LAST_JANUARY_DAY = 6;

export interface NiceListResult {
  isOnList: true;
  /** Which of the NICE_MESSAGE_COUNT result messages to show, in the page's language. */
  messageIndex: number;
  niceScore: number;
}

/** The name as it is checked and shown: surrounding spaces removed. */
export const cleanName = (name: string) => name.trim();

export function charCodeSum(name: string): number {
  const lower = cleanName(name).toLowerCase();
  let sum = 0;
  for (let i = 0; i < lower.length; i++) sum += lower.charCodeAt(i);
  return sum;
}

export function niceScore(name: string): number {
  return NICE_SCORE_BASE + (charCodeSum(name) % NICE_SCORE_SPREAD);
}

export function messageIndex(name: string): number {
  return charCodeSum(name) % NICE_MESSAGE_COUNT;
}

export function starsFilled(score: number): number {
  return Math.min(STAR_TOTAL, Math.floor(score / POINTS_PER_STAR));
}

export function checkNiceList(name: string): NiceListResult {
  return { isOnList: true, messageIndex: messageIndex(name), niceScore: niceScore(name) };
}

/** The certificate number: 'NL-' followed by the timestamp (milliseconds) of the moment it was made. */
export function certificateNumber(now: Date): string {
  return `NL-${now.getTime()}`;
}

/**
 * The Christmas season a date belongs to: its own year, except 1–6 January, which still belong to the
 * Christmas just gone.
 */
export function seasonYear(now: Date): number {
  const year = now.getFullYear();
  return now.getMonth() === 0 && now.getDate() <= SEASON_LAST_JANUARY_DAY ? year - 1 : year;
}
