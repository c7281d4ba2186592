import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, localeFromPath, localisedPath, pagePathOf, preferredLocale, requestLocale, unlocalisedPath } from "./locale";

describe("locales in URLs", () => {
  it("reads the locale from the first segment, English otherwise", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/nice-list")).toBe("en");
    expect(localeFromPath("/es")).toBe("es");
    expect(localeFromPath("/pt-br/christmas-recipes/eggnog")).toBe("pt-br");
    expect(localeFromPath("/en/nice-list")).toBe("en");
    expect(localeFromPath("/esperanto")).toBe("en");
    expect(localeFromPath("/DE/advent")).toBe("en");
  });

  it("adds and removes the prefix, the home page without a trailing slash", () => {
    expect(localisedPath("/", "es")).toBe("/es");
    expect(localisedPath("/nice-list", "fr")).toBe("/fr/nice-list");
    expect(localisedPath("/nice-list", DEFAULT_LOCALE)).toBe("/nice-list");
    expect(unlocalisedPath("/es")).toBe("/");
    expect(unlocalisedPath("/es/nice-list")).toBe("/nice-list");
    expect(unlocalisedPath("/nice-list")).toBe("/nice-list");
    for (const locale of LOCALES) expect(unlocalisedPath(localisedPath("/games/christmas-trivia", locale))).toBe("/games/christmas-trivia");
  });

  it("finds the page a loader's request is for, data requests included", () => {
    expect(pagePathOf("https://x.test/es/nice-list.data")).toBe("/es/nice-list");
    expect(pagePathOf("https://x.test/es.data")).toBe("/es");
    expect(pagePathOf("https://x.test/_root.data")).toBe("/");
    expect(pagePathOf("https://x.test/_.data")).toBe("/");
    expect(pagePathOf("https://x.test/fr/")).toBe("/fr");
    expect(pagePathOf("https://x.test/")).toBe("/");
  });

  it("formats dates, numbers and plurals the way each language writes them (Intl with LOCALE_TAGS)", () => {
    const eve = new Date(Date.UTC(2026, 11, 24, 12));
    const long = (locale: keyof typeof LOCALE_TAGS) =>
      new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(eve);
    expect(long("en")).toBe("December 24, 2026");
    expect(long("es")).toBe("24 de diciembre de 2026");
    expect(long("fr")).toBe("24 décembre 2026");
    expect(long("de")).toBe("24. Dezember 2026");
    expect(long("it")).toBe("24 dicembre 2026");
    expect(long("pt-br")).toBe("24 de dezembro de 2026");
    const number = (locale: keyof typeof LOCALE_TAGS) => new Intl.NumberFormat(LOCALE_TAGS[locale]).format(1234567.5);
    expect([number("en"), number("de"), number("pt-br")]).toEqual(["1,234,567.5", "1.234.567,5", "1.234.567,5"]);
    expect(number("fr").replace(/\s/g, " ")).toBe("1 234 567,5");
    const plural = (locale: keyof typeof LOCALE_TAGS, n: number) => new Intl.PluralRules(LOCALE_TAGS[locale]).select(n);
    expect([plural("en", 0), plural("fr", 0), plural("pt-br", 0), plural("de", 0)]).toEqual(["other", "one", "one", "other"]);
    expect([plural("es", 1), plural("it", 2)]).toEqual(["one", "other"]);
  });

  it("reads a loader's request's locale, data requests included", () => {
    expect(requestLocale(new Request("https://x.test/pt-br/nice-list.data"))).toBe("pt-br");
    expect(requestLocale(new Request("https://x.test/_.data"))).toBe("en");
  });

  it("suggests the first browser language we have, never a near miss", () => {
    expect(preferredLocale(["fr-CA", "en"])).toBe("fr");
    expect(preferredLocale(["pt-PT"])).toBe("pt-br");
    expect(preferredLocale(["nl", "de-AT"])).toBe("de");
    expect(preferredLocale(["nl", "sv"])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});
