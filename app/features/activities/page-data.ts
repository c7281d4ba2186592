/**
 * What the activity pages' loaders send of the content: only the words a card shows, never the drawings (a coloring
 * page's line art is drawn by the build into an SVG file and a PDF, not by the page).
 */
import type { ColoringPage } from "~/content/coloring-pages";

/** A coloring page as its card shows it. */
export type ColoringCardData = Pick<ColoringPage, "id" | "title" | "description" | "character" | "difficulty">;

export function coloringCards(pages: readonly ColoringPage[]): ColoringCardData[] {
  return pages.map(({ id, title, description, character, difficulty }) => ({ id, title, description, character, difficulty }));
}
