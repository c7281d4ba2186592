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
  { path: PATHS.about, file: "routes/about.tsx" },
  { path: PATHS.privacy, file: "routes/privacy.tsx" },
  { path: PATHS.santasAddress, file: "routes/santas-address.tsx" },
  { path: PATHS.games, file: "routes/christmas-games.tsx" },
  { path: PATHS.parentResources, file: "routes/parent-resources.tsx" },
  { path: PATHS.stories, file: "routes/christmas-stories.tsx" },
  { path: PATHS.giftIdeas, file: "routes/gift-ideas.tsx" },
  { path: PATHS.planning, file: "routes/christmas-planning.tsx" },
  { path: PATHS.printableTemplates, file: "routes/printable-templates.tsx" },
  { path: PATHS.traditions, file: "routes/christmas-traditions.tsx" },
  { path: PATHS.reindeerProfiles, file: "routes/reindeer-profiles.tsx" },
  { path: PATHS.northPoleVillage, file: "routes/north-pole-village.tsx" },
  { path: PATHS.trivia, file: "routes/christmas-trivia.tsx" },
  { path: PATHS.elfNameGenerator, file: "routes/elf-name-generator.tsx" },
  { path: PATHS.goodDeedsTracker, file: "routes/good-deeds-tracker.tsx" },
];
