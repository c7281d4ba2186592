import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { COUNTRY_NOTE_MAX_CHARS, loadCountryNotes } from "./customs";
import routeFile from "./route.generated.json";

describe("the tracker's country notes", () => {
  it("cover the same 62 countries of the route (the 60 most populous, and the featured cities' New Zealand and Emirates) in every language, each short enough to read aloud", async () => {
    const english = await loadCountryNotes("en");
    const codes = Object.keys(english);
    expect(codes).toHaveLength(62);
    for (const code of codes) expect(routeFile.countryCodes, code).toContain(code);
    for (const locale of LOCALES) {
      const notes = await loadCountryNotes(locale);
      expect(Object.keys(notes), locale).toEqual(codes);
      for (const [code, note] of Object.entries(notes)) {
        expect(note.length, `${locale} ${code}`).toBeLessThanOrEqual(COUNTRY_NOTE_MAX_CHARS);
        expect(note.trim(), `${locale} ${code}`).toMatch(/[.!?»]$/);
      }
    }
  });
  it("include the countries with the most stops' people on the route", async () => {
    const notes = await loadCountryNotes("en");
    for (const code of ["CN", "IN", "US", "ID", "BR", "NG", "MX", "DE", "FR", "GB", "IT", "ES"]) expect(notes[code], code).toBeTruthy();
  });
});
