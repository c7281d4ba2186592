import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeFromPath, localisedPath, pagePathOf, preferredLocale, unlocalisedPath } from "./locale";

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

  it("suggests the first browser language we have, never a near miss", () => {
    expect(preferredLocale(["fr-CA", "en"])).toBe("fr");
    expect(preferredLocale(["pt-PT"])).toBe("pt-br");
    expect(preferredLocale(["nl", "de-AT"])).toBe("de");
    expect(preferredLocale(["nl", "sv"])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});
