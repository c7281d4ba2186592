/**
 * A page's messages come from several catalogues at once (the layout's, its features', its own: page-catalogs), and
 * Lingui keys a message by its English and context alone. So where two catalogues a page loads hold the same English
 * with different translations, one silently wins on that page: the German menu said "Aktivitäten" on five pages and
 * "Mitmachen" on the rest. Give such messages a context (`msg({ message, context })`) or one translation.
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { poFile, poMessages } from "../../tests/support/catalogues";
import pageCatalogs from "./page-catalogs.generated.json";

describe.each([...LOCALES])("the %s catalogues", (locale) => {
  it("agree on every message that two of them share on one page", () => {
    const clashes = new Set<string>();
    for (const [page, catalogues] of Object.entries(pageCatalogs as Record<string, string[]>)) {
      const seen = new Map<string, { catalogue: string; translation: string }>();
      for (const catalogue of catalogues) {
        for (const { context, source, translation } of poMessages(poFile(locale, catalogue))) {
          const key = `${context}\u0004${source}`;
          const first = seen.get(key);
          if (!first) seen.set(key, { catalogue, translation });
          else if (first.translation !== translation) {
            clashes.add(`${page}: "${source}" is "${first.translation}" in ${first.catalogue} but "${translation}" in ${catalogue}`);
          }
        }
      }
    }
    expect([...clashes]).toEqual([]);
  });
});
