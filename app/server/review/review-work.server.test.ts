import { describe, expect, it } from "vitest";
import { isEscalationOutcome, longWaitWarning, NOTE_MAX_LENGTH, noteText, sampleDay, sampleSize } from "./review-work.server";

describe("the daily sample's size", () => {
  it.each([
    [0, 2, 0],
    [1, 2, 1],
    [49, 2, 1],
    [50, 2, 1],
    [51, 2, 2],
    [1000, 2, 20],
    [10, 0, 0],
    [10, 100, 10],
    [3, 50, 2],
  ])("%i replied letters at %i%% draw %i", (replied, percent, drawn) => {
    expect(sampleSize(replied, percent)).toBe(drawn);
  });
  it("names days in UTC", () => {
    expect(sampleDay(Date.parse("2026-12-24T23:59:59Z"))).toBe("2026-12-24");
    expect(sampleDay(Date.parse("2026-12-25T00:00:00Z"))).toBe("2026-12-25");
  });
});

describe("a note's text", () => {
  it("is trimmed, required and at most 2,000 characters", () => {
    expect(noteText("  Spoke to the lead.\r\n")).toEqual({ ok: true, text: "Spoke to the lead." });
    expect(noteText("   ")).toMatchObject({ ok: false });
    expect(noteText(null)).toMatchObject({ ok: false });
    expect(noteText("x".repeat(NOTE_MAX_LENGTH))).toMatchObject({ ok: true });
    expect(noteText("x".repeat(NOTE_MAX_LENGTH + 1))).toMatchObject({ ok: false, error: expect.stringContaining("2001") });
  });
});

describe("escalation outcomes", () => {
  it("accepts only the listed ones", () => {
    expect(isEscalationOutcome("referred-police")).toBe(true);
    expect(isEscalationOutcome("toString")).toBe(false);
    expect(isEscalationOutcome("")).toBe(false);
  });
});

describe("the hourly warning", () => {
  const health = { held: 3, oldestHeldSeconds: 15 * 3600 + 59, heldOverWarning: 2, escalationsOpen: 0, decidedToday: { released: 0, ordinary: 0, dismissed: 0 }, sampleWaiting: 0, missed: 0 };
  it("says how many wait past 12 hours and the oldest wait, and is silent when none does", () => {
    expect(longWaitWarning(health)?.message).toMatch(/^2 held letters have waited more than 12 hours for a reviewer \(the oldest 15 h\)/);
    expect(longWaitWarning({ ...health, heldOverWarning: 0 })).toBeNull();
  });
});
