import { describe, expect, it } from "vitest";
import { ADVENT_DOOR_COUNT } from "~/content/advent";
import { adventSeason, daysUntilAdvent, isDoorOpen, localCalendarDate, type CalendarDate } from "./advent-season";

const on = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const openDays = (date: CalendarDate) =>
  Array.from({ length: ADVENT_DOOR_COUNT }, (_, i) => i + 1).filter((day) => isDoorOpen(adventSeason(date), day));

describe("the visitor's local date", () => {
  it("is read from the local clock, so 30 November 23:59 is still November and 00:00 is 1 December", () => {
    expect(localCalendarDate(new Date(2026, 10, 30, 23, 59, 59, 999))).toEqual(on(2026, 11, 30));
    expect(localCalendarDate(new Date(2026, 11, 1, 0, 0, 0, 0))).toEqual(on(2026, 12, 1));
    expect(localCalendarDate(new Date(2028, 1, 29, 12))).toEqual(on(2028, 2, 29));
  });
});

describe("which doors are open", () => {
  it("none at 30 November 23:59, with the countdown at one day", () => {
    const state = adventSeason(localCalendarDate(new Date(2026, 10, 30, 23, 59)));
    expect(state).toEqual({ phase: "countdown", openDoors: 0, daysToAdvent: 1, season: 2026 });
    expect(openDays(on(2026, 11, 30))).toEqual([]);
  });

  it("door 1 only at 1 December 00:00", () => {
    const state = adventSeason(localCalendarDate(new Date(2026, 11, 1, 0, 0)));
    expect(state).toEqual({ phase: "advent", openDoors: 1, daysToAdvent: 0, season: 2026 });
    expect(openDays(on(2026, 12, 1))).toEqual([1]);
  });

  it("doors 1 to N on N December", () => {
    expect(openDays(on(2026, 12, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(isDoorOpen(adventSeason(on(2026, 12, 5)), 6)).toBe(false);
    expect(adventSeason(on(2026, 12, 23)).openDoors).toBe(23);
  });

  it("all 24 on 24 December, still in advent", () => {
    expect(adventSeason(on(2026, 12, 24))).toEqual({ phase: "advent", openDoors: 24, daysToAdvent: 0, season: 2026 });
  });

  it("all 24 from 25 December to 6 January, the Christmas season of the December just gone", () => {
    expect(adventSeason(on(2026, 12, 25))).toEqual({ phase: "christmas", openDoors: 24, daysToAdvent: 0, season: 2026 });
    expect(adventSeason(on(2026, 12, 31)).phase).toBe("christmas");
    expect(adventSeason(on(2027, 1, 1))).toMatchObject({ phase: "christmas", openDoors: 24, season: 2026 });
    expect(adventSeason(on(2027, 1, 6))).toMatchObject({ phase: "christmas", openDoors: 24, season: 2026 });
  });

  it("last season's doors, all open, from 7 January while the calendar rests", () => {
    expect(adventSeason(on(2027, 1, 7))).toEqual({ phase: "resting", openDoors: 24, daysToAdvent: 328, season: 2026 });
    expect(adventSeason(on(2027, 10, 31))).toMatchObject({ phase: "resting", openDoors: 24, daysToAdvent: 31, season: 2026 });
  });

  it("none from 1 November, when the countdown starts", () => {
    expect(adventSeason(on(2026, 11, 1))).toEqual({ phase: "countdown", openDoors: 0, daysToAdvent: 30, season: 2026 });
    expect(adventSeason(on(2026, 11, 23))).toEqual({ phase: "countdown", openDoors: 0, daysToAdvent: 8, season: 2026 });
    expect(adventSeason(on(2026, 11, 24)).daysToAdvent).toBe(7);
  });

  it("on 29 February of a leap year: resting, last season's doors open, the right count to 1 December", () => {
    // 29 Feb 2028 → 1 Dec 2028: 1 day left of February, then 31+30+31+30+31+31+30+31+30 days of March–November.
    expect(adventSeason(on(2028, 2, 29))).toEqual({ phase: "resting", openDoors: 24, daysToAdvent: 276, season: 2027 });
    expect(daysUntilAdvent(on(2028, 3, 1))).toBe(275);
    // Before the leap day a 2028 date is one day further from 1 December than the same date in 2027; after it, equal.
    expect(daysUntilAdvent(on(2028, 2, 28)) - daysUntilAdvent(on(2027, 2, 28))).toBe(1);
    expect(daysUntilAdvent(on(2028, 3, 1)) - daysUntilAdvent(on(2027, 3, 1))).toBe(0);
  });

  it("never opens a door numbered outside 1–24", () => {
    const state = adventSeason(on(2026, 12, 25));
    expect(isDoorOpen(state, 0)).toBe(false);
    expect(isDoorOpen(state, 25)).toBe(false);
  });
});

describe("days to 1 December", () => {
  it("counts calendar days, 0 all through December", () => {
    expect(daysUntilAdvent(on(2026, 11, 30))).toBe(1);
    expect(daysUntilAdvent(on(2026, 12, 1))).toBe(0);
    expect(daysUntilAdvent(on(2026, 12, 31))).toBe(0);
    expect(daysUntilAdvent(on(2027, 1, 1))).toBe(334);
  });
});
