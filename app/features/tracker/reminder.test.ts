import { describe, expect, it } from "vitest";
import { REMINDER_SUMMARY, escapeIcsText, foldIcsLine, reminderIcs, reminderStart } from "./reminder";

const url = "https://north-pole.test/track-santa";

describe("reminderStart", () => {
  it("is this year's Christmas Eve at 6 pm local until that moment passes", () => {
    expect(reminderStart(new Date(2026, 10, 22, 9))).toEqual(new Date(2026, 11, 24, 18));
    expect(reminderStart(new Date(2026, 11, 24, 17, 59, 59))).toEqual(new Date(2026, 11, 24, 18));
    expect(reminderStart(new Date(2026, 11, 24, 18))).toEqual(new Date(2027, 11, 24, 18));
    expect(reminderStart(new Date(2026, 11, 26))).toEqual(new Date(2027, 11, 24, 18));
  });
});

describe("reminderIcs", () => {
  const now = new Date(Date.UTC(2026, 10, 22, 9, 30, 0));
  const ics = reminderIcs({ now, trackerUrl: url });
  const unfolded = ics.replace(/\r\n /g, "");
  const lines = unfolded.split("\r\n");

  it("is one VEVENT in a VCALENDAR with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("starts on Christmas Eve at 6 pm in floating local time and lasts an hour", () => {
    expect(lines).toContain("DTSTART:20261224T180000");
    expect(lines).toContain("DTEND:20261224T190000");
    expect(lines).toContain("DTSTAMP:20261122T093000Z");
    expect(lines).toContain("UID:santa-tracker-2026@north-pole.test");
  });

  it("names the event and links back to the tracker", () => {
    expect(lines).toContain(`SUMMARY:${REMINDER_SUMMARY}`);
    expect(lines).toContain(`URL:${url}`);
    expect(lines).toContain(`DESCRIPTION:Santa is on his way! Follow his sleigh city by city on the Santa tracker: ${url}`);
    expect(lines).toContain("TRIGGER:-PT15M");
  });

  it("keeps every physical line within 75 octets", () => {
    for (const line of ics.split("\r\n")) expect(line.length).toBeLessThanOrEqual(75);
  });
});

describe("text helpers", () => {
  it("escapes commas, semicolons, backslashes and new lines", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
  it("folds long lines with a leading space", () => {
    const folded = foldIcsLine("x".repeat(160));
    expect(folded.split("\r\n").map((l) => l.length)).toEqual([75, 75, 12]);
    expect(folded.replace(/\r\n /g, "")).toBe("x".repeat(160));
  });
});
