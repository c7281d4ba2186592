/**
 * The activity pages (activities, advent, cards, songs, coloring) in every language: rendered with their loader's
 * data and their own catalogues as the server renders them, no interface sentence of ours is left in English, the
 * content is the language's, and each page's title is its language's own.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { TreatView } from "~/features/advent/treat-view";
import { loadMessages } from "~/i18n/catalogs.server";
import { LOCALES, localisedPath, type Locale } from "~/i18n/locale";
import { catalogsFor } from "~/i18n/page-catalogs";
import { PATHS } from "~/lib/paths";
import { englishContentPhrases } from "../../tests/support/content-phrases";
import * as activities from "./activities";
import * as advent from "./advent";
import * as cards from "./christmas-cards";
import * as songs from "./christmas-songs";
import * as coloring from "./coloring-pages";

interface PageModule {
  default: ComponentType<{ loaderData: unknown }>;
  loader: (args: never) => unknown;
  meta: (args: never) => unknown;
}

const PAGES: [string, PageModule][] = [
  [PATHS.activities, activities as unknown as PageModule],
  [PATHS.advent, advent as unknown as PageModule],
  [PATHS.cards, cards as unknown as PageModule],
  [PATHS.songs, songs as unknown as PageModule],
  [PATHS.coloringPages, coloring as unknown as PageModule],
];

/** msgid → msgstr of a catalogue's PO file in one locale. */
function poEntries(locale: Locale, catalogue: string): Map<string, string> {
  const text = readFileSync(path.resolve("app/locales", locale, `${catalogue}.po`), "utf8");
  const entries = new Map<string, string>();
  for (const m of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(JSON.parse(`"${m[1]}"`), JSON.parse(`"${m[2]}"`));
  return entries;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** Our English sentences and labels a page's catalogues hold that its language words differently. */
function englishLeftovers(html: string, locale: Locale, page: string): string[] {
  const own = catalogsFor(page).filter((c) => c !== "layout");
  return own.flatMap((catalogue) =>
    [...poEntries(locale, catalogue)]
      .filter(([english, translated]) => english !== translated && !/[{<]/.test(english) && english.length >= 8)
      .map(([english]) => english)
      .filter((english) => html.includes(`>${escapeHtml(english)}<`) || html.includes(`"${escapeHtml(english)}"`)),
  );
}

function render(page: PageModule, url: string, loaderData: unknown, locale: Locale, messages: Messages): string {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const Page = page.default;
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Page loaderData={loaderData} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

/** How each language says when door 1 and door 8 open (the prerendered calendar shows every door shut). */
const DOOR_LABELS: Record<Exclude<Locale, "en">, [string, string]> = {
  es: ["Ventana 1, se abre el 1 de diciembre", "Ventana 8, se abre el 8 de diciembre"],
  fr: ["Case 1, s'ouvre le 1er décembre", "Case 8, s'ouvre le 8 décembre"],
  de: ["Türchen 1, geht am 1. Dezember auf", "Türchen 8, geht am 8. Dezember auf"],
  it: ["Finestrella 1, si apre il 1º dicembre", "Finestrella 8, si apre l'8 dicembre"],
  "pt-br": ["Janelinha 1, abre em 1º de dezembro", "Janelinha 8, abre em 8 de dezembro"],
};

describe.each(LOCALES.filter((l) => l !== "en"))("the activity pages in %s", (locale) => {
  it("says when each advent door opens as the language writes a date", async () => {
    const url = localisedPath(PATHS.advent, locale);
    const messages = await loadMessages(locale, catalogsFor(PATHS.advent));
    const html = render(advent as unknown as PageModule, url, advent.loader({ request: new Request(`http://localhost${url}`) } as never), locale, messages);
    for (const label of DOOR_LABELS[locale as Exclude<Locale, "en">]) expect(html).toContain(`aria-label="${escapeHtml(label)}"`);
  });

  it.each(PAGES)("%s says everything in the page's language and links its own printables", async (page, module) => {
    const url = localisedPath(page, locale);
    const messages = await loadMessages(locale, catalogsFor(page));
    const data = module.loader({ request: new Request(`http://localhost${url}`) } as never);
    const html = render(module, url, data, locale, messages);
    expect(englishLeftovers(html, locale, page)).toEqual([]);
    for (const href of html.matchAll(/href="(\/downloads\/[^"]+\.pdf)"/g)) expect(href[1]).toMatch(new RegExp(`^/downloads/${locale}/`));
  });

  it("opens every advent door's treats in the page's language, the puzzles' words and previews included", async () => {
    const phrases = englishContentPhrases(locale);
    const messages = await loadMessages(locale, catalogsFor(PATHS.advent));
    const { doors } = advent.loader({ request: new Request(`http://localhost${localisedPath(PATHS.advent, locale)}`) } as never);
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    for (const door of doors) {
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <MemoryRouter initialEntries={[localisedPath(PATHS.advent, locale)]}>
            {door.treats.map((treat) => (
              <TreatView key={treat.id} treat={treat} day={door.day} />
            ))}
          </MemoryRouter>
        </I18nProvider>,
      );
      expect(englishLeftovers(html, locale, PATHS.advent), `door ${door.day}`).toEqual([]);
      expect(phrases.filter((p) => html.includes(escapeHtml(p))), `door ${door.day}`).toEqual([]);
      for (const href of html.matchAll(/href="(\/downloads\/[^"]+\.pdf)"/g)) expect(href[1]).toMatch(new RegExp(`^/downloads/${locale}/`));
      // A puzzle's preview shows its grid, whose letters are the language's.
      for (const src of html.matchAll(/src="(\/downloads\/[^"]*puzzle-[^"]+)"/g)) expect(src[1]).toMatch(new RegExp(`^/downloads/${locale}/`));
    }
  });

  it("gives each page a title of its own, in the language", async () => {
    const titles = await Promise.all(
      PAGES.map(async ([page, module]) => {
        const messages = await loadMessages(locale, catalogsFor(page));
        const tags = module.meta({ location: { pathname: localisedPath(page, locale) }, matches: [{ id: "root", loaderData: { locale, messages } }] } as never) as { title?: string }[];
        return tags.find((t) => t.title)!.title!;
      }),
    );
    const english = await Promise.all(
      PAGES.map(async ([page, module]) => {
        const messages = await loadMessages("en", catalogsFor(page));
        const tags = module.meta({ location: { pathname: page }, matches: [{ id: "root", loaderData: { locale: "en", messages } }] } as never) as { title?: string }[];
        return tags.find((t) => t.title)!.title!;
      }),
    );
    expect(new Set(titles).size).toBe(PAGES.length);
    titles.forEach((title, i) => expect(title).not.toBe(english[i]));
  });
});
