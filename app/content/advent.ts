/**
 * The advent calendar's 24 doors (issue 24). Each door holds one or two treats, all new this season: 12 coloring
 * pages (in coloring-pages.ts, after the 8 featured ones), 9 carols (in songs.ts, after the 6 featured ones), and the
 * treats that exist only behind a door (advent-treats.ts: stories, crafts, a recipe, printable puzzles, a game
 * challenge and a good-deed idea). Nine doors pair a carol with a coloring page drawn for it.
 *
 * A door names its treats by kind and id; app/content/content.test.ts checks that every id exists, that no treat is
 * behind two doors and that none of them was on the site before the calendar.
 */

export type AdventTreatKind = "coloring" | "song" | "story" | "craft" | "recipe" | "puzzle" | "game" | "deed";

export interface AdventTreatRef {
  kind: AdventTreatKind;
  id: string;
}

export interface AdventDoor {
  /** 1–24: the December day the door opens. */
  day: number;
  treats: readonly [AdventTreatRef] | readonly [AdventTreatRef, AdventTreatRef];
}

export const ADVENT_DOOR_COUNT = 24;

const coloring = (id: string): AdventTreatRef => ({ kind: "coloring", id });
const song = (id: string): AdventTreatRef => ({ kind: "song", id });
const story = (id: string): AdventTreatRef => ({ kind: "story", id });
const craft = (id: string): AdventTreatRef => ({ kind: "craft", id });
const puzzle = (id: string): AdventTreatRef => ({ kind: "puzzle", id });

export const ADVENT_DOORS: readonly AdventDoor[] = [
  { day: 1, treats: [craft("paper-chain-countdown")] },
  { day: 2, treats: [song("jolly-old-saint-nicholas"), coloring("santa-checks-his-list")] },
  { day: 3, treats: [story("the-lost-mitten")] },
  { day: 4, treats: [puzzle("christmas-word-search")] },
  { day: 5, treats: [coloring("polar-bear-cub")] },
  { day: 6, treats: [song("up-on-the-housetop"), coloring("reindeer-on-the-roof")] },
  { day: 7, treats: [{ kind: "recipe", id: "cinnamon-star-biscuits" }] },
  { day: 8, treats: [craft("clove-orange-pomanders")] },
  { day: 9, treats: [song("the-holly-and-the-ivy"), coloring("holly-wreath")] },
  { day: 10, treats: [{ kind: "game", id: "trivia-star-challenge" }] },
  { day: 11, treats: [puzzle("sleigh-maze")] },
  { day: 12, treats: [song("good-king-wenceslas"), coloring("king-in-the-snow")] },
  { day: 13, treats: [story("the-elf-who-could-not-whistle")] },
  { day: 14, treats: [coloring("nutcracker-soldier")] },
  { day: 15, treats: [song("here-we-come-a-wassailing"), coloring("carol-singers")] },
  { day: 16, treats: [{ kind: "deed", id: "kindness-notes" }] },
  { day: 17, treats: [craft("pine-cone-bird-feeder")] },
  { day: 18, treats: [song("o-little-town-of-bethlehem"), coloring("little-town-at-night")] },
  { day: 19, treats: [puzzle("north-pole-word-search")] },
  { day: 20, treats: [song("the-first-noel"), coloring("shining-star")] },
  { day: 21, treats: [song("hark-the-herald-angels-sing"), coloring("angel-with-trumpet")] },
  { day: 22, treats: [coloring("snow-globe")] },
  { day: 23, treats: [song("we-three-kings"), coloring("three-kings-camels")] },
  { day: 24, treats: [story("the-night-the-snow-sang")] },
];
