/**
 * The shapes of the treats that exist only behind an advent door (app/content/advent.ts names them by kind and id).
 * Their data lives in advent-treats.ts (stories, crafts, the recipe, the game challenge, the good-deed idea) and
 * advent-puzzles.ts (the printable word searches and maze). Stories reuse the stories page's Story shape and markup.
 */
import type { Difficulty } from "./recipes";

export interface AdventCraft {
  id: string;
  title: string;
  /** One or two sentences a child can read. */
  description: string;
  difficulty: Difficulty;
  /** Minutes, start to finish. */
  minutes: number;
  materials: readonly string[];
  steps: readonly string[];
  /** Where a grown-up must help (scissors, oven, hot glue); omitted when none is needed. */
  grownUpNote?: string;
}

export interface AdventRecipe {
  id: string;
  title: string;
  description: string;
  prepMinutes: number;
  cookMinutes: number;
  /** For example "Makes 20 biscuits". */
  yield: string;
  /** Metric first, US measure in brackets, as on the recipe pages. */
  ingredients: readonly string[];
  steps: readonly string[];
  grownUpNote: string;
}

export interface AdventGameChallenge {
  id: string;
  title: string;
  description: string;
  /** Internal path of the game the challenge is played in. */
  gamePath: string;
  /** What counts as meeting the challenge, in a child's words. */
  goal: string;
  tips: readonly string[];
}

export interface AdventGoodDeed {
  id: string;
  title: string;
  description: string;
  steps: readonly string[];
  /** Points the good deeds tracker would give it, on that page's scale (5–20). */
  points: number;
}

export type PuzzleKind = "word-search" | "maze";

export interface AdventPuzzle {
  id: string;
  kind: PuzzleKind;
  title: string;
  description: string;
  difficulty: Difficulty;
}

/** The eight ways a word can run through a word search grid (down the page is "down"). */
export type WordSearchDirection = "right" | "down" | "down-right" | "up-right" | "left" | "up" | "up-left" | "down-left";

/**
 * A word search with the inputs its generator needs (scripts/generate-advent-puzzles.ts). The generated grid is
 * committed in advent-puzzles.generated.json, so changing any input here means running `npm run generate:puzzles`.
 */
export interface AdventWordSearchPuzzle extends AdventPuzzle {
  kind: "word-search";
  /** What the printable tells a child to do, in their words. */
  instructions: string;
  /** Capital letters only, each placed exactly once; no word may contain another or read the same backwards. */
  words: readonly string[];
  rows: number;
  columns: number;
  /** The ways words may run. */
  directions: readonly WordSearchDirection[];
  /** Seeds the generator: the same inputs and seed always give the same grid. */
  seed: number;
}

/** A maze from the top-left cell (the start) to the bottom-right cell (the goal), with its generator's inputs. */
export interface AdventMazePuzzle extends AdventPuzzle {
  kind: "maze";
  instructions: string;
  rows: number;
  columns: number;
  seed: number;
}

export type AdventPuzzleWithInputs = AdventWordSearchPuzzle | AdventMazePuzzle;
