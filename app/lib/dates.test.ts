import { describe, expect, it } from "vitest";
import {
  calendarDaysBetween,
  christmasCountdownState,
  christmasTarget,
  isChristmasDay,
  nextAnnualDate,
  remainingUntil,
  splitDuration,
  type ChristmasCountdownState,
} from "./dates";

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe("christmasTarget", () => {
  it("targets this year's 25 December at local midnight before Christmas", () => {
    expect(christmasTarget(local(2026, 11, 21, 9))).toEqual(local(2026, 12, 25));
    expect(christmasTarget(local(2026, 12, 24, 23, 59, 59))).toEqual(local(2026, 12, 25));
  });
  it("moves to next year once 25 December has begun", () => {
    expect(christmasTarget(local(2026, 12, 25, 0, 0, 0))).toEqual(local(2027, 12, 25));
    expect(christmasTarget(local(2026, 12, 25, 15))).toEqual(local(2027, 12, 25));
    expect(christmasTarget(local(2026, 12, 26))).toEqual(local(2027, 12, 25));
    expect(christmasTarget(local(2026, 12, 31, 23, 59, 59))).toEqual(local(2027, 12, 25));
  });
  it("targets the same year from 1 January", () => {
    expect(christmasTarget(local(2027, 1, 1))).toEqual(local(2027, 12, 25));
  });
});

describe("christmasCountdownState", () => {
  /** Time left as the home countdown would show it, or "christmas". */
  const shown = (now: Date) => {
    const state: ChristmasCountdownState = christmasCountdownState(now);
    return state.kind === "christmas" ? "christmas" : remainingUntil(now, state.target);
  };

  it("one second before midnight on Christmas Eve it is still counting, with 1 second left", () => {
    const now = local(2026, 12, 24, 23, 59, 59);
    expect(christmasCountdownState(now)).toEqual({ kind: "counting", target: local(2026, 12, 25) });
    expect(shown(now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  it("is Christmas from the first moment of 25 December to its last", () => {
    expect(christmasCountdownState(local(2026, 12, 25, 0, 0, 0))).toEqual({ kind: "christmas" });
    expect(christmasCountdownState(local(2026, 12, 25, 12))).toEqual({ kind: "christmas" });
    expect(christmasCountdownState(local(2026, 12, 25, 23, 59, 59))).toEqual({ kind: "christmas" });
    expect(christmasCountdownState(new Date(2026, 11, 25, 23, 59, 59, 999))).toEqual({ kind: "christmas" });
  });
  it("counts to next year's 25 December from midnight on 26 December: exactly 364 days, 365 when February 29 is between", () => {
    const now = local(2026, 12, 26, 0, 0, 0);
    expect(christmasCountdownState(now)).toEqual({ kind: "counting", target: local(2027, 12, 25) });
    expect(shown(now)).toEqual({ days: 364, hours: 0, minutes: 0, seconds: 0 });
    expect(shown(local(2027, 12, 26))).toEqual({ days: 365, hours: 0, minutes: 0, seconds: 0 });
  });
  it("counts to this year's Christmas on an ordinary day", () => {
    // (1 December: no zone changes its clocks between here and Christmas, so the figures hold in any TZ.)
    const now = local(2026, 12, 1, 9, 30);
    expect(christmasCountdownState(now)).toEqual({ kind: "counting", target: local(2026, 12, 25) });
    expect(shown(now)).toEqual({ days: 23, hours: 14, minutes: 30, seconds: 0 });
  });
  it("knows Christmas Day in any year, and only 25 December", () => {
    expect(isChristmasDay(local(2028, 12, 25, 7))).toBe(true);
    expect(isChristmasDay(local(2028, 11, 25, 7))).toBe(false);
    expect(isChristmasDay(local(2028, 12, 24, 23, 59, 59))).toBe(false);
    expect(isChristmasDay(local(2028, 12, 26))).toBe(false);
  });
});

describe("remainingUntil", () => {
  it("on 24 December at noon, 12 hours remain", () => {
    const now = local(2026, 12, 24, 12);
    expect(remainingUntil(now, christmasTarget(now))).toEqual({ days: 0, hours: 12, minutes: 0, seconds: 0 });
  });
  it("one second before midnight on Christmas Eve", () => {
    const now = local(2026, 12, 24, 23, 59, 59);
    expect(remainingUntil(now, christmasTarget(now))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  it("from 25 December the next Christmas is a year away (the home countdown shows a greeting on the day itself)", () => {
    const on25 = local(2026, 12, 25, 0, 0, 1);
    expect(remainingUntil(on25, christmasTarget(on25))?.days).toBe(364);
    const on26 = local(2026, 12, 26);
    expect(remainingUntil(on26, christmasTarget(on26))?.days).toBe(364);
  });
  it("on 31 December, 359 days remain", () => {
    const now = local(2026, 12, 31);
    expect(remainingUntil(now, christmasTarget(now))).toEqual({ days: 359, hours: 0, minutes: 0, seconds: 0 });
  });
  it("is null when the target is not ahead", () => {
    expect(remainingUntil(local(2026, 12, 25), local(2026, 12, 25))).toBeNull();
    expect(remainingUntil(local(2026, 12, 26), local(2026, 12, 25))).toBeNull();
  });
});

describe("splitDuration and calendar days", () => {
  it("splits and rounds down partial seconds", () => {
    expect(splitDuration(90_061_999)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it("counts calendar days across the year boundary", () => {
    expect(calendarDaysBetween(local(2026, 12, 31, 23), local(2027, 1, 1))).toBe(1);
    expect(nextAnnualDate(local(2026, 12, 8), 12, 7)).toEqual(local(2027, 12, 7));
  });
});
