import { describe, expect, it } from "vitest";
import { resultMessage } from "~/features/games/trivia/trivia-rules";
import { countStoryWords, parseStoryMarkup } from "~/lib/story-markup";
import { PATHS } from "~/lib/paths";
import { PAGES } from "~/route-table";
import { ACTIVITIES } from "./activities";
import { ADVENT_DOORS, type AdventTreatKind } from "./advent";
import { ADVENT_CRAFTS, ADVENT_GAME_CHALLENGE, ADVENT_GOOD_DEED, ADVENT_RECIPE, ADVENT_STORIES } from "./advent-treats";
import { DEED_SUGGESTIONS } from "./good-deeds";
import { DIFFICULTIES } from "./recipes";
import { SONGS } from "./all-songs";
import { FEATURED_SONG_COUNT } from "./songs";
import { FEATURED_STORIES, READ_ALOUD_WORDS_PER_MINUTE } from "./stories";
import { TRIVIA_QUESTIONS } from "./trivia-questions";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** Every string in a treat, however deeply nested, with where it was found. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** The treats this file owns, by the kind the door table gives them. */
const OWN_TREATS: Partial<Record<AdventTreatKind, readonly { id: string }[]>> = {
  story: ADVENT_STORIES,
  craft: ADVENT_CRAFTS,
  recipe: [ADVENT_RECIPE],
  game: [ADVENT_GAME_CHALLENGE],
  deed: [ADVENT_GOOD_DEED],
};
const ALL_OWN = Object.values(OWN_TREATS).flat();

/** A metric amount (g or ml) must be followed by its US measure in brackets, as on the recipe pages. */
const METRIC_WITHOUT_US = /\d+\s?(g|ml)\b(?!\s*\((?:[\d½¼¾⅓⅔ +]+)\s*(cups?|tbsp|tsp|oz|feet|inch))/;

describe("the advent stories", () => {
  it("are the three the door table names, with ids unused by the stories page", () => {
    expect(ADVENT_STORIES.map((s) => s.id)).toEqual(["the-lost-mitten", "the-elf-who-could-not-whistle", "the-night-the-snow-sang"]);
    const all = [...FEATURED_STORIES, ...ADVENT_STORIES];
    expect(unique(all.map((s) => s.id))).toBe(true);
    expect(unique(all.map((s) => s.title))).toBe(true);
    for (const s of ADVENT_STORIES) {
      for (const field of [s.title, s.summary, s.ageGroup]) expect(field.trim().length, s.id).toBeGreaterThan(3);
      expect(s.ageGroup, s.id).toMatch(/^Ages \d+-\d+$/);
    }
  });

  it("are 400 to 700 words, and each stated reading time matches its length read aloud", () => {
    for (const s of ADVENT_STORIES) {
      const words = countStoryWords(s.content);
      expect(words, s.id).toBeGreaterThanOrEqual(400);
      expect(words, s.id).toBeLessThanOrEqual(700);
      expect(Math.round(words / READ_ALOUD_WORDS_PER_MINUTE), s.id).toBe(s.readMinutes);
    }
  });

  it("use the story markup: headings, paragraphs and one moral at the end, with no stray asterisks", () => {
    for (const s of ADVENT_STORIES) {
      const blocks = parseStoryMarkup(s.content);
      expect(blocks.filter((b) => b.kind === "heading").length, s.id).toBeGreaterThanOrEqual(2);
      expect(blocks.filter((b) => b.kind === "paragraph").length, s.id).toBeGreaterThanOrEqual(8);
      expect(blocks.filter((b) => b.kind === "moral").length, s.id).toBe(1);
      expect(blocks.at(-1)?.kind, s.id).toBe("moral");
      expect(blocks[0]?.kind, `${s.id} opens with a paragraph`).toBe("paragraph");
      for (const b of blocks) expect(b.text, s.id).not.toContain("*");
    }
  });
});

describe("the advent treats behind the doors", () => {
  it("have unique, non-empty ids, and no empty text anywhere", () => {
    expect(unique(ALL_OWN.map((t) => t.id))).toBe(true);
    for (const treat of ALL_OWN) {
      expect(treat.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const [at, text] of strings(treat, treat.id)) expect(text.trim().length, at).toBeGreaterThan(0);
    }
  });

  it("are exactly the stories, crafts, recipe, game and deed the door table names, each behind one door", () => {
    const refs = ADVENT_DOORS.flatMap((d) => d.treats);
    for (const [kind, treats] of Object.entries(OWN_TREATS)) {
      const behindDoors = refs.filter((r) => r.kind === kind).map((r) => r.id);
      expect(unique(behindDoors), kind).toBe(true);
      expect([...behindDoors].sort(), kind).toEqual(treats.map((t) => t.id).sort());
    }
  });

  it("include the nine new carols, one behind each song door, none of them a featured song", () => {
    const songDoors = ADVENT_DOORS.flatMap((d) => d.treats).filter((r) => r.kind === "song").map((r) => r.id);
    expect(songDoors).toEqual(SONGS.slice(FEATURED_SONG_COUNT).map((s) => s.id));
  });
});

describe("the advent crafts", () => {
  it("are the paper chain, the clove orange pomanders and the bird feeder, each with materials and steps", () => {
    expect(ADVENT_CRAFTS.map((c) => c.id)).toEqual(["paper-chain-countdown", "clove-orange-pomanders", "pine-cone-bird-feeder"]);
    for (const c of ADVENT_CRAFTS) {
      expect(DIFFICULTIES, c.id).toContain(c.difficulty);
      expect(Number.isInteger(c.minutes) && c.minutes > 0, c.id).toBe(true);
      expect(c.materials.length, c.id).toBeGreaterThanOrEqual(3);
      expect(c.steps.length, c.id).toBeGreaterThanOrEqual(4);
      // The shape asks for one or two sentences a child can read.
      expect(c.description.match(/[.!?](\s|$)/g)?.length ?? 0, c.id).toBeGreaterThanOrEqual(1);
      expect(c.description.match(/[.!?](\s|$)/g)?.length ?? 0, c.id).toBeLessThanOrEqual(2);
      for (const m of c.materials) expect(m, `${c.id}: ${m}`).not.toMatch(METRIC_WITHOUT_US);
    }
  });

  it("count down one link a day from 1 December to Christmas Eve", () => {
    const chain = ADVENT_CRAFTS.find((c) => c.id === "paper-chain-countdown")!;
    expect(chain.steps.join(" ")).toContain("1 to 24");
    expect(ADVENT_DOORS.find((d) => d.treats.some((t) => t.id === chain.id))?.day).toBe(1);
  });

  it("make pomanders that warn the grown-up about small children and cloves, and start each hole before its clove", () => {
    const pomander = ADVENT_CRAFTS.find((c) => c.id === "clove-orange-pomanders")!;
    expect(pomander.materials.join(" ")).toMatch(/cloves/);
    expect(pomander.steps.join(" ")).toMatch(/poke a small hole/);
    expect(pomander.grownUpNote).toMatch(/under three/);
  });

  it("are not crafts the site already had (the activities hub's crafts are different treats)", () => {
    const hub = new Set(ACTIVITIES.map((a) => a.id));
    for (const c of ADVENT_CRAFTS) expect(hub.has(c.id), c.id).toBe(false);
  });

  it("feed the birds only plain fat and seed, never anything salty", () => {
    const feeder = ADVENT_CRAFTS.find((c) => c.id === "pine-cone-bird-feeder")!;
    const materials = feeder.materials.join(" ");
    expect(materials).toMatch(/lard|suet|shortening/);
    expect(materials).toMatch(/seed/);
    expect(materials).not.toMatch(/salt|peanut butter|bread|margarine|bacon|crisps/i);
    expect(feeder.grownUpNote).toMatch(/salt/);
  });
});

describe("the advent recipe", () => {
  it("is a cookable, nut-free cinnamon star cookie recipe in metric with US measures", () => {
    const r = ADVENT_RECIPE;
    expect(r.id).toBe("cinnamon-star-biscuits");
    expect(r.prepMinutes).toBeGreaterThan(0);
    expect(r.cookMinutes).toBeGreaterThan(0);
    expect(r.yield).toMatch(/^Makes (about )?\d+ /);
    expect(r.ingredients.length).toBeGreaterThanOrEqual(5);
    expect(r.steps.length).toBeGreaterThanOrEqual(4);
    for (const i of r.ingredients) {
      expect(i, i).toMatch(/\d|½|¼|¾|⅓|⅔|pinch/i);
      expect(i, i).not.toMatch(METRIC_WITHOUT_US);
    }
    expect(r.ingredients.join(" ")).toMatch(/cinnamon/);
    expect(r.ingredients.join(" ")).not.toMatch(/nut|almond|hazel|pecan|pistachio/i);
    expect(r.description).toMatch(/no nuts/i);
    const ovenStep = r.steps.find((s) => s.includes("°C"));
    expect(ovenStep).toMatch(/°F/);
    expect(r.grownUpNote).toMatch(/oven/);
  });
});

describe("the advent game challenge", () => {
  it("is played in the trivia game, at its real path", () => {
    expect(ADVENT_GAME_CHALLENGE.gamePath).toBe(PATHS.trivia);
    expect(PAGES.map((p) => p.path)).toContain(ADVENT_GAME_CHALLENGE.gamePath);
    expect(ADVENT_GAME_CHALLENGE.tips.length).toBeGreaterThanOrEqual(3);
  });

  it("sets a goal the quiz can really meet, out of its real number of questions and with its real messages", () => {
    const { goal } = ADVENT_GAME_CHALLENGE;
    const match = goal.match(/at least (\d+) of the (\d+) questions/);
    expect(match, goal).not.toBeNull();
    const [target, total] = [Number(match![1]), Number(match![2])];
    expect(total).toBe(TRIVIA_QUESTIONS.length);
    expect(target).toBeGreaterThan(0);
    expect(target).toBeLessThan(total);
    // The message the goal promises is the one the quiz shows at that score, and one fewer right does not earn it.
    expect(goal).toContain(resultMessage(target, total));
    expect(resultMessage(target - 1, total)).not.toBe(resultMessage(target, total));
    // The super-star goal: every question right is the only way to be a Christmas Expert.
    expect(goal).toContain(`all ${total}`);
    expect(resultMessage(total, total)).toMatch(/^Christmas Expert/);
    expect(resultMessage(total - 1, total)).not.toMatch(/^Christmas Expert/);
  });
});

describe("the advent good deed", () => {
  it("is worth points on the good deeds tracker's own scale", () => {
    const points = DEED_SUGGESTIONS.map((d) => d.points);
    expect([Math.min(...points), Math.max(...points)]).toEqual([5, 20]);
    expect(Number.isInteger(ADVENT_GOOD_DEED.points)).toBe(true);
    expect(ADVENT_GOOD_DEED.points).toBeGreaterThanOrEqual(Math.min(...points));
    expect(ADVENT_GOOD_DEED.points).toBeLessThanOrEqual(Math.max(...points));
    expect(ADVENT_GOOD_DEED.steps.length).toBeGreaterThanOrEqual(4);
  });
});
