/**
 * The pages that exist, one line each, in the spec's route order. app/routes.ts registers them, the
 * prerender step renders each to HTML, and sitemap.xml lists them. Add a line when a page is built.
 */
import { PATHS, recipePath } from "./lib/paths";

export interface PageEntry {
  path: string;
  file: string;
  /** Needed when one file serves several paths (the recipe pages). */
  id?: string;
}

export const PAGES: readonly PageEntry[] = [
  { path: PATHS.home, file: "routes/home.tsx" },
  { path: PATHS.writeToSanta, file: "routes/write-to-santa.tsx" },
  { path: PATHS.niceList, file: "routes/nice-list.tsx" },
  { path: PATHS.trackSanta, file: "routes/track-santa.tsx" },
  { path: PATHS.recipes, file: "routes/christmas-recipes.tsx" },
  { path: PATHS.activities, file: "routes/activities.tsx" },
  { path: PATHS.about, file: "routes/about.tsx" },
  { path: PATHS.privacy, file: "routes/privacy.tsx" },
  { path: PATHS.santasAddress, file: "routes/santas-address.tsx" },
  { path: recipePath("gingerbread-cookies"), file: "routes/recipe.tsx", id: "recipe-gingerbread-cookies" },
  { path: recipePath("roast-turkey-cranberry-sauce"), file: "routes/recipe.tsx", id: "recipe-roast-turkey-cranberry-sauce" },
  { path: recipePath("eggnog"), file: "routes/recipe.tsx", id: "recipe-eggnog" },
  { path: recipePath("christmas-pudding"), file: "routes/recipe.tsx", id: "recipe-christmas-pudding" },
  { path: recipePath("sugar-plum-fairy-bites"), file: "routes/recipe.tsx", id: "recipe-sugar-plum-fairy-bites" },
  { path: recipePath("santas-favorite-cookies"), file: "routes/recipe.tsx", id: "recipe-santas-favorite-cookies" },
  { path: recipePath("warm-milk-for-santa"), file: "routes/recipe.tsx", id: "recipe-warm-milk-for-santa" },
  { path: recipePath("reindeer-carrots"), file: "routes/recipe.tsx", id: "recipe-reindeer-carrots" },
  { path: recipePath("santas-hot-cocoa"), file: "routes/recipe.tsx", id: "recipe-santas-hot-cocoa" },
  { path: PATHS.coloringPages, file: "routes/coloring-pages.tsx" },
  { path: PATHS.songs, file: "routes/christmas-songs.tsx" },
  { path: PATHS.cards, file: "routes/christmas-cards.tsx" },
  { path: PATHS.movies, file: "routes/christmas-movies.tsx" },
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
  { path: PATHS.advent, file: "routes/advent.tsx" },
];
