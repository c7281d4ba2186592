import { describe, expect, it } from "vitest";
import { ADVENT_PUZZLES } from "~/content/advent-puzzles";
import type { AdventWordSearchPuzzle } from "~/content/advent-treats.types";
import { LOCALES } from "~/i18n/locale";
import { seededRandom } from "~/lib/random";
import {
  ALL_DIRECTIONS,
  FILL_LETTERS,
  avoidedWords,
  checkWordSearchInput,
  findWord,
  generateWordSearch,
  placementCells,
  type WordSearch,
  type WordSearchInput,
} from "./word-search";

const wordSearches = ADVENT_PUZZLES.filter((p): p is AdventWordSearchPuzzle => p.kind === "word-search");

/** Everything a fair puzzle must be, checked from the grid itself. */
function expectFair(puzzle: WordSearch, input: WordSearchInput) {
  expect(puzzle.grid).toHaveLength(input.rows);
  for (const row of puzzle.grid) expect(row).toMatch(new RegExp(`^[${FILL_LETTERS}]{${input.columns}}$`));
  expect(puzzle.placements.map((p) => p.word)).toEqual([...input.words]);
  for (const placement of puzzle.placements) {
    expect(input.directions).toContain(placement.direction);
    // The word reads at its recorded cells …
    const read = placementCells(placement).map(([r, c]) => puzzle.grid[r]?.[c] ?? "?").join("");
    expect(read, placement.word).toBe(placement.word);
    // … and nowhere else, in any direction.
    expect(findWord(puzzle.grid, placement.word), placement.word).toEqual([placement]);
  }
  for (const word of input.avoid ?? avoidedWords()) expect(findWord(puzzle.grid, word), word).toEqual([]);
}

describe("findWord", () => {
  it("reads in all eight directions and reports where each reading starts", () => {
    const grid = ["CAT", "AAA", "TAC"];
    expect(findWord(grid, "CAT")).toEqual([
      { word: "CAT", row: 0, column: 0, direction: "right" },
      { word: "CAT", row: 0, column: 0, direction: "down" },
      { word: "CAT", row: 2, column: 2, direction: "left" },
      { word: "CAT", row: 2, column: 2, direction: "up" },
    ]);
    expect(findWord(["XXC", "XAX", "TXX"], "CAT")).toEqual([{ word: "CAT", row: 0, column: 2, direction: "down-left" }]);
    expect(findWord(["DOG"], "CAT")).toEqual([]);
  });
});

describe("checkWordSearchInput", () => {
  const base: WordSearchInput = { words: ["STAR", "TREE"], rows: 6, columns: 6, directions: ["right", "down"] };

  it("accepts words that can each be found exactly once", () => {
    expect(() => checkWordSearchInput(base)).not.toThrow();
  });

  it("refuses words that would be found twice or cannot fit", () => {
    expect(() => checkWordSearchInput({ ...base, words: ["STAR", "STARS"] })).toThrow(/hides inside "STARS"/);
    expect(() => checkWordSearchInput({ ...base, words: ["RATS", "STARS"] })).toThrow(/hides inside "STARS"/);
    expect(() => checkWordSearchInput({ ...base, words: ["LEVEL"] })).toThrow(/backwards/);
    expect(() => checkWordSearchInput({ ...base, words: ["STAR", "STAR"] })).toThrow(/twice/);
    expect(() => checkWordSearchInput({ ...base, words: ["Star"] })).toThrow(/capital letters/);
    expect(() => checkWordSearchInput({ ...base, words: ["SNOWFLAKE"] })).toThrow(/too long/);
    expect(() => checkWordSearchInput({ ...base, directions: [] })).toThrow(/direction/);
  });

  it("refuses a word that spells one a child should not find, in the puzzle's language's list", () => {
    const [english] = avoidedWords();
    expect(() => checkWordSearchInput({ ...base, words: [`X${english}X`] })).toThrow(/cannot be used/);
    const german = avoidedWords("de").find((w) => !avoidedWords().includes(w))!;
    expect(() => checkWordSearchInput({ ...base, words: [`X${german}`.slice(0, 6)] })).not.toThrow();
    expect(() => checkWordSearchInput({ ...base, words: [`X${german}`.slice(0, 6)], avoid: avoidedWords("de") })).toThrow(/cannot be used/);
  });
});

describe("avoidedWords", () => {
  it("keeps the English list in every language and adds the language's own", () => {
    const english = avoidedWords();
    for (const locale of LOCALES) {
      const words = avoidedWords(locale);
      expect(words.slice(0, english.length), locale).toEqual(english);
      if (locale !== "en") expect(words.length, locale).toBeGreaterThan(english.length);
      for (const word of words) expect(word, locale).toMatch(/^[A-Z]{3,}$/);
    }
  });
});

describe("generateWordSearch", () => {
  it.each(wordSearches.map((p) => [p.id, p] as const))("makes a fair %s from many seeds", (_id, input) => {
    for (let seed = 1; seed <= 25; seed++) expectFair(generateWordSearch(input, seededRandom(seed)), input);
  });

  it("gives the same grid for the same seed, and another for another seed", () => {
    const input = wordSearches[0]!;
    expect(generateWordSearch(input, seededRandom(7))).toEqual(generateWordSearch(input, seededRandom(7)));
    expect(generateWordSearch(input, seededRandom(7)).grid).not.toEqual(generateWordSearch(input, seededRandom(8)).grid);
  });

  it("shares the directions out, so every allowed direction is used when there are enough words", () => {
    const hard = wordSearches.find((p) => p.directions.length === ALL_DIRECTIONS.length)!;
    for (let seed = 1; seed <= 10; seed++) {
      const used = new Set(generateWordSearch(hard, seededRandom(seed)).placements.map((p) => p.direction));
      expect([...used].sort()).toEqual([...ALL_DIRECTIONS].sort());
    }
  });

  it("steers round the language's own unwanted words, which the English list alone would let through", () => {
    const french = avoidedWords("fr").filter((w) => !avoidedWords().includes(w));
    const input: WordSearchInput = { words: ["LUGE", "NEIGE"], rows: 7, columns: 7, directions: ["right", "down"] };
    const spellsFrench = (grid: string[]) => french.some((w) => findWord(grid, w).length > 0);
    // A seed whose grid, filled with only the English list to avoid, spells one of the French words …
    const seed = Array.from({ length: 300 }, (_, i) => i + 1).find((s) => spellsFrench(generateWordSearch(input, seededRandom(s)).grid));
    expect(seed).toBeDefined();
    // … gives a fair grid without any of them when the French list is passed.
    const withFrench = { ...input, avoid: avoidedWords("fr") };
    const puzzle = generateWordSearch(withFrench, seededRandom(seed!));
    expectFair(puzzle, withFrench);
    expect(spellsFrench(puzzle.grid)).toBe(false);
  });

  it("keeps short words from repeating even in a crowded grid", () => {
    const input: WordSearchInput = { words: ["ELF", "HAT", "BOW", "JOY", "FIR", "ICE"], rows: 5, columns: 5, directions: ALL_DIRECTIONS };
    for (let seed = 1; seed <= 40; seed++) expectFair(generateWordSearch(input, seededRandom(seed)), input);
  });

  it("says so when the words cannot fit", () => {
    const input: WordSearchInput = { words: ["ABC", "DEF", "GHI", "JKL"], rows: 3, columns: 3, directions: ["right"] };
    expect(() => generateWordSearch(input, seededRandom(1))).toThrow(/Could not fit 4 words/);
  });
});
