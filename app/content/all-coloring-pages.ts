/**
 * Every coloring page: the featured eight, then the advent calendar's twelve. For the build's printables, the
 * advent page's loader and tests; pages that show only the featured eight import coloring-pages.ts instead.
 */
import { ADVENT_COLORING_PAGES } from "./advent-coloring-pages";
import { FEATURED_COLORING_PAGES, type ColoringPage } from "./coloring-pages";

export const COLORING_PAGES: readonly ColoringPage[] = [...FEATURED_COLORING_PAGES, ...ADVENT_COLORING_PAGES];
export const COLORING_PAGE_COUNT = 20;
