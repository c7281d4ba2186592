import { FEATURED_COLORING_PAGES, type ColoringPage } from "~/content/coloring-pages";
import { pick, type RandomSource } from "~/lib/random";

/** Where build-time printables are served (scripts/build-downloads.ts writes public/downloads/). */
export const DOWNLOADS_BASE = "/downloads";

/** The analytics kinds of a coloring page download (spec section 7). */
export const COLORING_DOWNLOAD_KIND = "coloring_page";
export const RANDOM_COLORING_DOWNLOAD_KIND = "coloring_page_random";
export const CARD_TEMPLATE_DOWNLOAD_KIND = "card_template";

export const coloringFileName = (id: string) => `coloring-${id}.pdf`;
export const cardTemplateFileName = (id: string) => `card-template-${id}.pdf`;
export const coloringDownloadUrl = (id: string) => `${DOWNLOADS_BASE}/${coloringFileName(id)}`;
/** The on-screen preview of a coloring page's drawing (an SVG written by the build beside the PDF). */
export const coloringPreviewFileName = (id: string) => `coloring-${id}-preview.svg`;
export const coloringPreviewUrl = (id: string) => `${DOWNLOADS_BASE}/${coloringPreviewFileName(id)}`;
export const cardTemplateDownloadUrl = (id: string) => `${DOWNLOADS_BASE}/${cardTemplateFileName(id)}`;

/** The analytics kind of an advent puzzle download. */
export const PUZZLE_DOWNLOAD_KIND = "advent_puzzle";
/** An advent puzzle's printable: the puzzle on page 1, its answers on page 2 (scripts/downloads/advent-puzzles.ts). */
export const puzzleFileName = (id: string) => `puzzle-${id}.pdf`;
export const puzzleDownloadUrl = (id: string) => `${DOWNLOADS_BASE}/${puzzleFileName(id)}`;
/** The puzzle without its answers, as an SVG for the page to show (size: puzzlePreviewSize in puzzle-drawing.ts). */
export const puzzlePreviewFileName = (id: string) => `puzzle-${id}-preview.svg`;
export const puzzlePreviewUrl = (id: string) => `${DOWNLOADS_BASE}/${puzzlePreviewFileName(id)}`;

/**
 * 'Download a Random Page': a genuinely random page (the spec's version always gave the first), from the pages the
 * coloring pages page shows, so it never gives away an advent door's page before its day.
 */
export function pickRandomColoringPage(random: RandomSource, pages: readonly ColoringPage[] = FEATURED_COLORING_PAGES): ColoringPage {
  return pick(random, pages);
}
