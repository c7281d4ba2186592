import type { ColoringPage } from "~/content/coloring-pages";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { downloadHref } from "~/lib/downloads";
import { pick, type RandomSource } from "~/lib/random";

export { DOWNLOADS_BASE } from "~/lib/downloads";

/** The analytics kinds of a coloring page download (spec section 7). */
export const COLORING_DOWNLOAD_KIND = "coloring_page";
export const RANDOM_COLORING_DOWNLOAD_KIND = "coloring_page_random";
export const CARD_TEMPLATE_DOWNLOAD_KIND = "card_template";

export const coloringFileName = (id: string) => `coloring-${id}.pdf`;
export const cardTemplateFileName = (id: string) => `card-template-${id}.pdf`;
/** A coloring page's PDF in a language (its title and words are that language's; the drawing is the same). */
export const coloringDownloadUrl = (id: string, locale: Locale = DEFAULT_LOCALE) => downloadHref(coloringFileName(id), locale);
/**
 * The on-screen preview of a coloring page's drawing (an SVG written by the build beside the English PDF). It has
 * no words, so every language shows the same file.
 */
export const coloringPreviewFileName = (id: string) => `coloring-${id}-preview.svg`;
export const coloringPreviewUrl = (id: string) => downloadHref(coloringPreviewFileName(id));
export const cardTemplateDownloadUrl = (id: string, locale: Locale = DEFAULT_LOCALE) => downloadHref(cardTemplateFileName(id), locale);

/** An advent puzzle's printable: the puzzle on page 1, its answers on page 2 (scripts/downloads/advent-puzzles.ts). */
export const puzzleFileName = (id: string) => `puzzle-${id}.pdf`;
export const puzzleDownloadUrl = (id: string, locale: Locale = DEFAULT_LOCALE) => downloadHref(puzzleFileName(id), locale);
/**
 * The puzzle without its answers, as an SVG for the page to show (size: puzzlePreviewSize in puzzle-drawing.ts). A
 * word search's letters are its language's, so every language has its own preview beside its PDF.
 */
export const puzzlePreviewFileName = (id: string) => `puzzle-${id}-preview.svg`;
export const puzzlePreviewUrl = (id: string, locale: Locale = DEFAULT_LOCALE) => downloadHref(puzzlePreviewFileName(id), locale);

/**
 * 'Download a Random Page': a genuinely random page (the spec's version always gave the first), from the pages the
 * coloring pages page shows (its loader's), so it never gives away an advent door's page before its day.
 */
export function pickRandomColoringPage<P extends Pick<ColoringPage, "id">>(random: RandomSource, pages: readonly P[]): P {
  return pick(random, pages);
}
