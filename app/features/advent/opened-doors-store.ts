/**
 * The advent doors a family has opened, remembered in this browser only (localStorage; nothing leaves the
 * device). The key carries a version so a future shape can start afresh instead of misreading this one. The value
 * is `{"season":2026,"doors":[1,2,5]}`: doors opened in one December are not "opened" in the next. Anything else
 * (missing, corrupt JSON, another shape, another season, numbers outside 1–24, doors not open yet) reads as
 * nothing or is filtered out, so a bad value never breaks the page.
 */
import { ADVENT_DOOR_COUNT } from "~/content/advent";

export const OPENED_DOORS_KEY = "north-pole-advent-doors-v1";

export interface OpenedDoors {
  season: number;
  doors: number[];
}

const isDoorNumber = (v: unknown, openDoors: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= Math.min(openDoors, ADVENT_DOOR_COUNT);

/** The doors opened this `season` that can be open now (1..openDoors), ascending and without repeats. */
export function parseOpenedDoors(raw: string | null | undefined, season: number, openDoors: number): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  const { season: stored, doors } = value as Partial<OpenedDoors>;
  if (stored !== season || !Array.isArray(doors)) return [];
  return [...new Set(doors.filter((d): d is number => isDoorNumber(d, openDoors)))].sort((a, b) => a - b);
}

/** The stored value once `day` has been opened too. */
export function withDoorOpened(opened: readonly number[], day: number, season: number): string {
  const doors = [...new Set([...opened, day])].sort((a, b) => a - b);
  return JSON.stringify({ season, doors } satisfies OpenedDoors);
}
