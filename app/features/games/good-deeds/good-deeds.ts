/**
 * The good deeds tracker's rules (second spec document, sections 3, 4, 7 and 9): deeds, points, status tiers,
 * This Week, the average, and reading/writing the list in browser storage. Pure: "now", the random source and
 * the storage are passed in.
 */
import { randomInt, type RandomSource } from "~/lib/random";

/** The browser storage key the list lives under. */
export const GOOD_DEEDS_STORAGE_KEY = "christmas-good-deeds";
/** Typed deeds score a random whole number of points in this range (inclusive). */
export const TYPED_DEED_MIN_POINTS = 5;
export const TYPED_DEED_MAX_POINTS = 19;
/** "This Week" counts deeds recorded less than this long ago. */
export const THIS_WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface GoodDeed {
  /** Derived from the time it was added (milliseconds since 1970), made unique within the list. */
  id: string;
  text: string;
  /** The day it was added, as a locale date string. */
  date: string;
  points: number;
}

/**
 * Status tiers by total points, highest first: the first whose minimum is reached applies. The label and message
 * are the English text and the tier's key: the tracker shows them translated (a descriptor keyed by the label).
 */
export const DEED_TIERS = [
  { minPoints: 200, label: "Super Nice!", message: "Santa is absolutely amazed by your kindness!" },
  { minPoints: 150, label: "Very Nice!", message: "You're definitely on the Nice List!" },
  { minPoints: 100, label: "Nice!", message: "Keep up the great work!" },
  { minPoints: 50, label: "Getting There!", message: "You're doing wonderful things!" },
  { minPoints: 0, label: "Just Starting!", message: "Every good deed counts!" },
] as const;

export type DeedTier = (typeof DEED_TIERS)[number];

export function tierFor(totalPoints: number): DeedTier {
  return DEED_TIERS.find((tier) => totalPoints >= tier.minPoints) ?? DEED_TIERS[DEED_TIERS.length - 1]!;
}

export interface DeedChange {
  change: "added" | "deleted";
  text: string;
  points: number;
  /** The total and the tier after the change. */
  total: number;
  tier: DeedTier;
}

/**
 * What the live region says after a deed is added or deleted (the tracker words it in the page's language): the
 * change, then the new total and tier, so a screen-reader user hears the result without hunting for the points card.
 */
export function deedChange(change: DeedChange["change"], deed: Pick<GoodDeed, "text" | "points">, deedsAfter: readonly GoodDeed[]): DeedChange {
  const total = totalPoints(deedsAfter);
  return { change, text: deed.text, points: deed.points, total, tier: tierFor(total) };
}

/** The add button works only when the trimmed text is not blank. */
export function canAddDeed(text: string): boolean {
  return text.trim().length > 0;
}

export function randomDeedPoints(random: RandomSource): number {
  return randomInt(random, TYPED_DEED_MIN_POINTS, TYPED_DEED_MAX_POINTS);
}

/** A new deed recorded at `now`; the id is the time, with a counter when that time is already taken. */
export function createDeed(
  text: string,
  points: number,
  now: Date,
  existing: readonly GoodDeed[] = [],
  locale?: string | string[],
): GoodDeed {
  const base = String(now.getTime());
  const taken = new Set(existing.map((d) => d.id));
  let id = base;
  for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
  return { id, text: text.trim(), date: now.toLocaleDateString(locale), points };
}

/** New deeds go on top. */
export function addDeed(deeds: readonly GoodDeed[], deed: GoodDeed): GoodDeed[] {
  return [deed, ...deeds];
}

export function deleteDeed(deeds: readonly GoodDeed[], id: string): GoodDeed[] {
  return deeds.filter((d) => d.id !== id);
}

export function totalPoints(deeds: readonly GoodDeed[]): number {
  return deeds.reduce((sum, d) => sum + d.points, 0);
}

/** Total divided by count, rounded; 0 for an empty list. */
export function averagePoints(deeds: readonly GoodDeed[]): number {
  return deeds.length === 0 ? 0 : Math.round(totalPoints(deeds) / deeds.length);
}

/**
 * The day a deed was recorded, in the page's language (`languageTag`, e.g. "pt-BR"): from the time its id starts
 * with, so a deed added on an English page reads in German on the German page; else the date it was stored with.
 */
export function deedDateLabel(deed: GoodDeed, languageTag: string): string {
  const fromId = /^(\d{9,})/.exec(deed.id)?.[1];
  return fromId ? new Date(Number(fromId)).toLocaleDateString(languageTag) : deed.date;
}

/** When a deed was recorded: the time its id starts with, else its date; null when neither can be read. */
export function recordedAt(deed: GoodDeed): number | null {
  const fromId = /^(\d{9,})/.exec(deed.id)?.[1];
  if (fromId) return Number(fromId);
  const parsed = Date.parse(deed.date);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Deeds recorded in the last 7 days (less than THIS_WEEK_MS before `now`). */
export function thisWeekCount(deeds: readonly GoodDeed[], now: Date): number {
  return deeds.filter((d) => {
    const at = recordedAt(d);
    return at !== null && now.getTime() - at < THIS_WEEK_MS;
  }).length;
}

export interface DeedSummary {
  count: number;
  total: number;
  thisWeek: number;
  average: number;
  tier: DeedTier;
}

export function summarize(deeds: readonly GoodDeed[], now: Date): DeedSummary {
  const total = totalPoints(deeds);
  return { count: deeds.length, total, thisWeek: thisWeekCount(deeds, now), average: averagePoints(deeds), tier: tierFor(total) };
}

function isDeed(value: unknown): value is GoodDeed {
  if (typeof value !== "object" || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.id === "string" &&
    d.id.length > 0 &&
    typeof d.text === "string" &&
    d.text.trim().length > 0 &&
    typeof d.date === "string" &&
    typeof d.points === "number" &&
    Number.isFinite(d.points) &&
    d.points >= 0
  );
}

/**
 * Reads the stored list. Anything that is not a JSON array gives an empty list; entries that are not deeds
 * (or repeat an id) are dropped. Never throws.
 */
export function parseStoredDeeds(raw: string | null): GoodDeed[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const deeds: GoodDeed[] = [];
  for (const item of value) {
    if (!isDeed(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    deeds.push({ id: item.id, text: item.text, date: item.date, points: item.points });
  }
  return deeds;
}

/** The slice of the Web Storage API the tracker uses. */
export type DeedStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Loads the list; a storage that throws (disabled, private mode) gives an empty list. */
export function loadDeeds(storage: DeedStorage | null): GoodDeed[] {
  try {
    return parseStoredDeeds(storage?.getItem(GOOD_DEEDS_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Saves the list; returns false when the browser refused (full or disabled storage). */
export function saveDeeds(storage: DeedStorage | null, deeds: readonly GoodDeed[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(GOOD_DEEDS_STORAGE_KEY, JSON.stringify(deeds));
    return true;
  } catch {
    return false;
  }
}

/** Removes the stored item (Reset). */
export function clearDeeds(storage: DeedStorage | null): void {
  try {
    storage?.removeItem(GOOD_DEEDS_STORAGE_KEY);
  } catch {
    // Nothing stored that we can reach: nothing to remove.
  }
}
