/**
 * Every URL of the site (second spec document, section 2), named once. Links, navigation, sitemap and
 * tests import these instead of spelling paths out.
 */
export const PATHS = {
  home: "/",
  writeToSanta: "/write-to-santa",
  /** The link in every reply: a page that deletes its letter when its button is pressed. */
  deleteLetter: "/letters/delete",
  /** Santa's reply, read aloud: the private link in every reply (issue 37). */
  listenReply: "/letters/reply",
  /** The letter page's script posts here (a resource route with a plain JSON answer). */
  apiLetters: "/api/letters",
  niceList: "/nice-list",
  trackSanta: "/track-santa",
  recipes: "/christmas-recipes",
  activities: "/activities",
  about: "/about",
  privacy: "/privacy",
  santasAddress: "/santas-address",
  coloringPages: "/coloring-pages",
  songs: "/christmas-songs",
  cards: "/christmas-cards",
  movies: "/christmas-movies",
  games: "/christmas-games",
  parentResources: "/parent-resources",
  stories: "/christmas-stories",
  giftIdeas: "/resources/gift-ideas",
  planning: "/resources/christmas-planning",
  printableTemplates: "/resources/printable-templates",
  traditions: "/resources/christmas-traditions",
  reindeerProfiles: "/stories/reindeer-profiles",
  northPoleVillage: "/stories/north-pole-village",
  trivia: "/games/christmas-trivia",
  elfNameGenerator: "/games/elf-name-generator",
  goodDeedsTracker: "/games/good-deeds-tracker",
  /** The advent calendar (issue 24). */
  advent: "/advent",
  /** The reviewer console (issue 34): held letters, for invited reviewers signed in with a passkey. Never linked. */
  review: "/review",
  reviewSignIn: "/review/sign-in",
  reviewSignOut: "/review/sign-out",
  /** An invitation link from `npm run admin -- reviewer add` opens this page with its token. */
  reviewInvitation: "/review/invitation",
  /** The passkey ceremonies' answers (JSON from the page's script): /review/passkey/register and /review/passkey/sign-in. */
  reviewPasskey: "/review/passkey",
  /** One held letter: /review/letters/<id>. */
  reviewLetters: "/review/letters",
  /** The daily sample of replied letters, for a second look. */
  reviewSample: "/review/sample",
} as const;

/** Whether a path belongs to the reviewer console (rendered per request, never prerendered, no site chrome). */
export const isReviewPath = (path: string) => path === PATHS.review || path.startsWith(`${PATHS.review}/`);

export const RECIPE_SLUGS = [
  "gingerbread-cookies",
  "roast-turkey-cranberry-sauce",
  "eggnog",
  "christmas-pudding",
  "sugar-plum-fairy-bites",
  "santas-favorite-cookies",
  "warm-milk-for-santa",
  "reindeer-carrots",
  "santas-hot-cocoa",
] as const;

export const recipePath = (slug: (typeof RECIPE_SLUGS)[number]) => `/recipe/${slug}` as const;

/** A path without its trailing slash ("/" stays "/"). */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith("/")) return pathname.replace(/\/+$/, "") || "/";
  return pathname;
}
