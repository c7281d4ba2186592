/**
 * Every count the site claims in its copy must hold against the data (issue 24: the activities hub's "15+ Christmas
 * Songs" and "20+ Coloring Pages" were promises before the advent calendar made them true). The scan below finds
 * each number-plus-noun claim in the content and page files; every claim it finds must be listed here with the
 * figure it must match, so a new claim cannot slip in unchecked.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVITY_STATS } from "./activities";
import { ADVENT_DOORS } from "./advent";
import { COLORING_PAGES } from "./all-coloring-pages";
import { FEATURED_COLORING_PAGES } from "./coloring-pages";
import { GAMES } from "./games";
import { MOVIES } from "./movies";
import { RECIPES } from "./recipes";
import { REINDEER } from "./reindeer";
import { SONGS } from "./all-songs";
import { FEATURED_SONGS } from "./songs";
import { STORY_COLLECTIONS } from "./stories";
import { VILLAGE_LOCATIONS } from "./village";

const WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, "twenty-four": 24,
};

/** A claimed figure: "15+" means at least 15; "Six" or "9" means exactly that many. */
function holds(claim: string, actual: number): boolean {
  const plus = /^(\d+)\+$/.exec(claim);
  if (plus) return actual >= Number(plus[1]);
  const n = /^\d+$/.test(claim) ? Number(claim) : WORDS[claim.toLowerCase()];
  return n === actual;
}

describe("the activities hub's stats", () => {
  const stat = (label: string) => ACTIVITY_STATS.find((s) => s.label === label)!.value;
  it("claim no more songs, coloring pages and movies than the site has", () => {
    expect(holds(stat("Christmas Songs"), SONGS.length), `${stat("Christmas Songs")} songs, ${SONGS.length} in songs.ts`).toBe(true);
    expect(holds(stat("Coloring Pages"), COLORING_PAGES.length), `${stat("Coloring Pages")} coloring pages, ${COLORING_PAGES.length}`).toBe(true);
    expect(holds(stat("Family Movies"), MOVIES.length), `${stat("Family Movies")} movies, ${MOVIES.length}`).toBe(true);
  });
});

describe("the story collections", () => {
  it("count the stories their pages hold", () => {
    const counts: Record<string, number> = { "reindeer-tales": REINDEER.length, "village-tales": VILLAGE_LOCATIONS.length };
    for (const c of STORY_COLLECTIONS) expect(c.storiesCount, c.id).toBe(counts[c.id]);
  });
});

/** What each noun counts, by the file that says it (a page counts what it shows). */
const COUNTS: Record<string, Record<string, number>> = {
  "routes/christmas-songs.tsx": { carols: FEATURED_SONGS.length, songs: FEATURED_SONGS.length },
  "routes/activities.tsx": { carols: FEATURED_SONGS.length, drawings: FEATURED_COLORING_PAGES.length, "coloring pages": FEATURED_COLORING_PAGES.length },
  "routes/coloring-pages.tsx": { "coloring pages": FEATURED_COLORING_PAGES.length, drawings: FEATURED_COLORING_PAGES.length },
  "routes/christmas-recipes.tsx": { recipes: RECIPES.length },
  "routes/christmas-games.tsx": { games: GAMES.length },
  "routes/reindeer-profiles.tsx": { reindeer: REINDEER.length },
  "routes/advent.tsx": { doors: ADVENT_DOORS.length },
  "content/stories.ts": { reindeer: REINDEER.length },
  "content/village.ts": { reindeer: REINDEER.length },
  "content/track-santa.ts": { reindeer: REINDEER.length },
};

const NOUNS = "coloring pages|carols|songs|drawings|recipes|movies|films|stories|games|reindeer|doors";
const CLAIM = new RegExp(
  `\\b(\\d+\\+?|${Object.keys(WORDS).sort((a, b) => b.length - a.length).join("|")})\\s+(?:(?:original|traditional|much-loved|free|family|Christmas|new|printable|more)\\s+){0,3}(${NOUNS})\\b`,
  "gi",
);

/** Files whose figures are facts about the world, not counts of the site's things (a poem's eight reindeer). */
const NOT_SITE_COUNTS = new Set(["content/trivia-questions.ts"]);

/** Claims a family can read: the code files of app/content and app/routes without their comments. */
function claimsIn(relative: string): { claim: string; noun: string; text: string }[] {
  const code = readFileSync(path.resolve("app", relative), "utf8").replace(/\/\*[\s\S]*?\*\/|(?<![:"'`])\/\/[^\n]*/g, "");
  return [...code.matchAll(CLAIM)]
    .map((m) => ({ claim: m[1]!, noun: m[2]!.toLowerCase(), text: m[0] }));
}

describe("counts claimed in page and content copy", () => {
  const files = ["content", "routes"].flatMap((dir) =>
    readdirSync(path.resolve("app", dir))
      .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
      .map((f) => `${dir}/${f}`)
      .filter((f) => !NOT_SITE_COUNTS.has(f)),
  );

  it("finds the claims it knows about (the scan itself works)", () => {
    expect(claimsIn("routes/christmas-recipes.tsx").map((c) => c.text)).toContain("nine family recipes");
  });

  it("hold for every claim found, and every claim is one this test knows how to check", () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const { claim, noun, text } of claimsIn(file)) {
        const actual = COUNTS[file]?.[noun === "films" ? "movies" : noun];
        if (actual === undefined) problems.push(`${file}: "${text}" is not checked: add what it counts to COUNTS`);
        else if (!holds(claim, actual)) problems.push(`${file}: "${text}" but the data has ${actual}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
