/**
 * The advent puzzles as generated in every language (app/content/advent-puzzles.generated.json, written by
 * scripts/generate-advent-puzzles.ts from the inputs in app/content/advent-puzzles.ts and each language's
 * app/content/<locale>/advent-puzzles.ts): the word search grids of the language's words with where each word is,
 * and the maze's walls with its solution. The printables and previews are drawn from this file,
 * never from a fresh run of the generators, so the puzzle a child prints is the same on every build.
 */
import generated from "~/content/advent-puzzles.generated.json";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import type { Maze } from "./maze";
import type { WordSearch } from "./word-search";

export type GeneratedWordSearch = { kind: "word-search" } & WordSearch;
export type GeneratedMaze = { kind: "maze" } & Maze;
export type GeneratedPuzzle = GeneratedWordSearch | GeneratedMaze;

export interface AdventPuzzleFile {
  about: string;
  /** By language, then by puzzle id in door order. */
  puzzles: Record<Locale, Record<string, GeneratedPuzzle>>;
}

/**
 * The committed file. JSON imports are typed loosely (strings for the kinds, plain arrays for cells), hence the
 * cast; scripts/generate-advent-puzzles.test.ts checks the file is exactly what the typed generator writes.
 */
export const ADVENT_PUZZLE_FILE = generated as unknown as AdventPuzzleFile;

/** The puzzle `id` as generated from `locale`'s words. */
export function generatedPuzzle(id: string, locale: Locale = DEFAULT_LOCALE): GeneratedPuzzle {
  const puzzle = ADVENT_PUZZLE_FILE.puzzles[locale]?.[id];
  if (!puzzle) throw new Error(`No generated puzzle "${id}" in ${locale}: run npm run generate:puzzles`);
  return puzzle;
}

export function generatedWordSearch(id: string, locale: Locale = DEFAULT_LOCALE): GeneratedWordSearch {
  const puzzle = generatedPuzzle(id, locale);
  if (puzzle.kind !== "word-search") throw new Error(`Puzzle "${id}" is a ${puzzle.kind}, not a word search`);
  return puzzle;
}

export function generatedMaze(id: string, locale: Locale = DEFAULT_LOCALE): GeneratedMaze {
  const puzzle = generatedPuzzle(id, locale);
  if (puzzle.kind !== "maze") throw new Error(`Puzzle "${id}" is a ${puzzle.kind}, not a maze`);
  return puzzle;
}
