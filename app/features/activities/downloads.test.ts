import { describe, expect, it } from "vitest";
import { downloadHref } from "~/lib/downloads";
import { COLORING_PAGES } from "~/content/all-coloring-pages";
import { FEATURED_COLORING_PAGES } from "~/content/coloring-pages";
import { LOCALES } from "~/i18n/locale";
import { seededRandom } from "~/lib/random";
import { cardTemplateDownloadUrl, coloringDownloadUrl, coloringPreviewUrl, pickRandomColoringPage, puzzleDownloadUrl } from "./downloads";

describe("coloring downloads", () => {
  it("serve each page from /downloads in English and from the language's own folder in the others", () => {
    expect(coloringDownloadUrl("jolly-santa")).toBe("/downloads/coloring-jolly-santa.pdf");
    expect(coloringDownloadUrl("jolly-santa", "en")).toBe("/downloads/coloring-jolly-santa.pdf");
    expect(coloringDownloadUrl("jolly-santa", "es")).toBe("/downloads/es/coloring-jolly-santa.pdf");
    expect(cardTemplateDownloadUrl("reindeer", "pt-br")).toBe("/downloads/pt-br/card-template-reindeer.pdf");
    expect(puzzleDownloadUrl("sleigh-maze", "de")).toBe("/downloads/de/puzzle-sleigh-maze.pdf");
  });

  it("follow the same rule as DownloadLink, for every language", () => {
    for (const locale of LOCALES) {
      expect(coloringDownloadUrl("jolly-santa", locale)).toBe(downloadHref("coloring-jolly-santa.pdf", locale));
      expect(puzzleDownloadUrl("sleigh-maze", locale)).toBe(downloadHref("puzzle-sleigh-maze.pdf", locale));
    }
  });

  it("show the same wordless preview in every language", () => {
    expect(coloringPreviewUrl("jolly-santa")).toBe("/downloads/coloring-jolly-santa-preview.svg");
  });

  it("'Download a Random Page' follows the random source, not always the first page", () => {
    expect(pickRandomColoringPage(() => 0, FEATURED_COLORING_PAGES).id).toBe(FEATURED_COLORING_PAGES[0]!.id);
    expect(pickRandomColoringPage(() => 0.999, FEATURED_COLORING_PAGES).id).toBe(FEATURED_COLORING_PAGES.at(-1)!.id);
    const random = seededRandom(2026);
    const seen = new Set(Array.from({ length: 200 }, () => pickRandomColoringPage(random, FEATURED_COLORING_PAGES).id));
    expect(seen).toEqual(new Set(FEATURED_COLORING_PAGES.map((p) => p.id)));
  });

  it("'Download a Random Page' picks only from the pages shown, never an advent door's page", () => {
    expect(COLORING_PAGES.length).toBeGreaterThan(FEATURED_COLORING_PAGES.length);
    const random = seededRandom(24);
    const advent = new Set(COLORING_PAGES.slice(FEATURED_COLORING_PAGES.length).map((p) => p.id));
    for (let i = 0; i < 500; i++) expect(advent.has(pickRandomColoringPage(random, FEATURED_COLORING_PAGES).id)).toBe(false);
  });
});
