import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalogs.server";
import { arrivalAt, parseRoute } from "./journey";
import { REMINDER_FILENAME, escapeIcsText, foldIcsLine, reminderIcs } from "./reminder";
import routeJson from "./route.generated.json";
import { reminderWords } from "./tracker-words";

const english = setupI18n({ locale: "en", messages: { en: {} } });

const url = "https://north-pole.test/track-santa";
const route = parseRoute(routeJson);

describe("reminderIcs: one hour before Santa reaches your town", () => {
  const london = route.stops.find((s) => s.id === "london")!;
  const arrivesAt = arrivalAt(london, 2026);
  const now = new Date(Date.UTC(2026, 10, 22, 9, 30, 0));
  const words = reminderWords(english, london.name, url);
  const ics = reminderIcs({ now, stop: london, arrivesAt, trackerUrl: url, words });
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
    expect(lines).toContain("SUMMARY:Santa reaches London in an hour: time for bed!");
    expect(words.fileName).toBe(REMINDER_FILENAME);
    expect(lines).toContain(`URL:${url}`);
    expect(lines.find((l) => l.startsWith("DESCRIPTION:Santa's sleigh reaches London"))).toContain(url);
    expect(lines).toContain("TRIGGER:PT0S");
  });

  it("keeps every physical line within 75 octets, even with accented town names", () => {
    const sao = { id: "sao-paulo", name: "São Paulo ".repeat(12).trim() };
    const saoWords = reminderWords(english, sao.name, url);
    const long = reminderIcs({ now, stop: sao, arrivesAt, trackerUrl: url, words: saoWords });
    for (const text of [ics, long]) for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, "")).toContain(`SUMMARY:${escapeIcsText(saoWords.summary)}`);
  });

  it("is written in the page's language, file name included", async () => {
    const i18n = setupI18n({ locale: "es", messages: { es: await loadMessages("es", ["features/tracker"]) } });
    const spanishUrl = "https://north-pole.test/es/track-santa";
    const spanish = reminderWords(i18n, "Madrid", spanishUrl);
    const text = reminderIcs({ now, stop: london, arrivesAt, trackerUrl: spanishUrl, words: spanish }).replace(/\r\n /g, "");
    expect(text).toContain("Papá Noel");
    expect(text).toContain("Madrid");
    expect(text).toContain("/es/track-santa");
    expect(spanish.fileName).toMatch(/^[a-z0-9-]+\.ics$/);
    expect(spanish.fileName).not.toBe(REMINDER_FILENAME);
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
