import { describe, expect, it } from "vitest";
import { arrivalAt, parseRoute } from "./journey";
import { escapeIcsText, foldIcsLine, reminderIcs, reminderSummary } from "./reminder";
import routeJson from "./route.generated.json";

const url = "https://north-pole.test/track-santa";
const route = parseRoute(routeJson);

describe("reminderIcs: one hour before Santa reaches your town", () => {
  const london = route.stops.find((s) => s.id === "london")!;
  const arrivesAt = arrivalAt(london, 2026);
  const now = new Date(Date.UTC(2026, 10, 22, 9, 30, 0));
  const ics = reminderIcs({ now, stop: london, arrivesAt, trackerUrl: url });
  const unfolded = ics.replace(/\r\n /g, "");
  const lines = unfolded.split("\r\n");

  it("is one VEVENT in a VCALENDAR with CRLF line ends", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("starts an hour before the arrival and ends at it, as UTC instants (shown in the family's own zone)", () => {
    const d = new Date(arrivesAt);
    // London's arrival is within its midnight hour: 00:xx UTC on 25 December.
    expect(d.getUTCDate()).toBe(25);
    expect(d.getUTCHours()).toBe(0);
    const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(lines).toContain(`DTSTART:${stamp(arrivesAt - 3_600_000)}`);
    expect(lines).toContain(`DTEND:${stamp(arrivesAt)}`);
    expect(lines).toContain("DTSTAMP:20261122T093000Z");
    expect(lines).toContain("UID:santa-reaches-london-2026@north-pole.test");
  });

  it("names the town, rings when it starts, and links back to the tracker", () => {
    expect(lines).toContain(`SUMMARY:${escapeIcsText(reminderSummary("London"))}`);
    expect(lines).toContain(`URL:${url}`);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:Santa's sleigh reaches London"))).toContain(url);
    expect(lines).toContain("TRIGGER:PT0S");
  });

  it("keeps every physical line within 75 octets, even with accented town names", () => {
    const sao = { id: "sao-paulo", name: "São Paulo ".repeat(12).trim() };
    const long = reminderIcs({ now, stop: sao, arrivesAt, trackerUrl: url });
    for (const text of [ics, long]) for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, "")).toContain(`SUMMARY:${reminderSummary(sao.name)}`);
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
