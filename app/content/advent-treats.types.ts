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
