/**
 * The pages that exist, one line each, in the spec's route order. app/routes.ts registers them, the
 * prerender step renders each to HTML, and sitemap.xml lists them. Add a line when a page is built.
 */
import { PATHS } from "./lib/paths";

export interface PageEntry {
  path: string;
  file: string;
}

export const PAGES: readonly PageEntry[] = [
  { path: PATHS.home, file: "routes/home.tsx" },
  { path: PATHS.writeToSanta, file: "routes/write-to-santa.tsx" },
  { path: PATHS.niceList, file: "routes/nice-list.tsx" },
  { path: PATHS.trackSanta, file: "routes/track-santa.tsx" },
  { path: PATHS.games, file: "routes/christmas-games.tsx" },
  { path: PATHS.trivia, file: "routes/christmas-trivia.tsx" },
  { path: PATHS.elfNameGenerator, file: "routes/elf-name-generator.tsx" },
  { path: PATHS.goodDeedsTracker, file: "routes/good-deeds-tracker.tsx" },
];
