import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locale";
import * as en from "./helplines";
import { HELPLINE_LINES, HELPLINE_ORDER, helplinesFor, type HelplineId } from "./helplines";

// Every language's helplines file, as the page's loader reads it (the English one for English).
const localised = import.meta.glob<typeof en>("./*/helplines.ts", { eager: true });
const contentIn = (locale: Locale): typeof en => (locale === "en" ? en : { ...en, ...localised[`./${locale}/helplines.ts`]! });
const listIn = (locale: Locale) => helplinesFor(locale, contentIn(locale).HELPLINES);

/** Each language's own countries, which its list starts with, in this order. */
const OWN_COUNTRIES_FIRST: Record<Locale, readonly string[]> = {
  en: ["US", "US", "GB", "CA", "IE", "AU", "NZ"],
  de: ["DE", "AT", "CH"],
  fr: ["FR", "BE", "CH", "CA", "LU"],
  es: ["ES", "AR", "CO", "US", "US"],
  it: ["IT", "IT", "CH"],
  "pt-br": ["BR", "BR", "PT"],
};
/** How each language names its first country. */
const FIRST_PLACE: Record<Locale, string> = { en: "United States", de: "Deutschland", fr: "France", es: "España", it: "Italia", "pt-br": "Brasil" };
/** The emergency number the emergency line names first: the language's own countries'. */
const FIRST_EMERGENCY: Record<Locale, string> = { en: "911", de: "112", fr: "112", es: "112", it: "112", "pt-br": "190" };
/** The English list's countries, which every language lists after its own. */
const ENGLISH_LIST_COUNTRIES = ["US", "GB", "CA", "IE", "AU", "NZ"];

describe("children's helplines", () => {
  it("are a file in every language but English", () => {
    expect(Object.keys(localised).sort()).toEqual(LOCALES.filter((l) => l !== "en").map((l) => `./${l}/helplines.ts`).sort());
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const list = listIn(locale);
    const content = contentIn(locale);

    it("list the language's own countries first", () => {
      const own = OWN_COUNTRIES_FIRST[locale];
      expect(list.slice(0, own.length).map((h) => h.country)).toEqual(own);
      expect(list[0]!.place).toBe(FIRST_PLACE[locale]);
    });

    it("then every country of the English list, and the European 116 111 last", () => {
      const countries = new Set(list.map((h) => h.country));
      for (const country of ENGLISH_LIST_COUNTRIES) expect(countries, country).toContain(country);
      expect(list.at(-1)).toMatchObject({ id: "europe", country: "EU", number: "116 111", dial: "116111" });
    });

    it("name each organisation, with a number, a dial string of digits (and a leading + only) and the words", () => {
      for (const h of list) {
        expect(h.organisation.trim().length, h.id).toBeGreaterThan(3);
        expect(h.place.trim(), h.id).not.toBe("");
        expect(h.note.trim(), h.id).not.toBe("");
        expect(h.number, h.id).toMatch(/\d/);
        expect(h.dial, h.id).toMatch(/^\+?\d{3,15}$/);
        expect(h.number.replace(/\D/g, ""), h.id).toBe(h.dial.replace(/\D/g, ""));
      }
    });

    it("dial only the numbers written once in HELPLINE_LINES, each line once", () => {
      for (const h of list) {
        const line = HELPLINE_LINES[h.id];
        expect({ country: h.country, number: h.number, dial: h.dial }, h.id).toEqual({ country: line.country, number: line.number, dial: line.dial });
      }
      expect(new Set(list.map((h) => `${h.country} ${h.dial}`)).size).toBe(list.length);
    });

    it("word every line, and the panel around them, in the language", () => {
      expect(Object.keys(content.HELPLINES).sort()).toEqual(Object.keys(HELPLINE_LINES).sort());
      for (const text of [content.HELPLINES_HEADING, content.HELPLINES_INTRO, content.HELPLINES_MORE, content.HELPLINES_EMERGENCY]) expect(text.trim()).not.toBe("");
      if (locale !== "en") {
        expect(content.HELPLINES_MORE).not.toBe(en.HELPLINES_MORE);
        expect(content.HELPLINES_EMERGENCY).not.toBe(en.HELPLINES_EMERGENCY);
      }
    });

    it("name the language's own emergency number first", () => {
      const numbers = content.HELPLINES_EMERGENCY.match(/\b\d{3}\b/g) ?? [];
      expect(numbers[0]).toBe(FIRST_EMERGENCY[locale]);
    });
  });

  it("order only lines that exist", () => {
    for (const ids of Object.values(HELPLINE_ORDER)) for (const id of ids) expect(Object.keys(HELPLINE_LINES)).toContain(id satisfies HelplineId);
  });
});
