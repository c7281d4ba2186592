import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADVENT_PUZZLES } from "../app/content/advent-puzzles";
import type { AdventPuzzleWithInputs } from "../app/content/advent-treats.types";
import { ADVENT_PUZZLE_FILE, generatedMaze, generatedPuzzle, generatedWordSearch } from "../app/features/activities/advent-puzzle-data";
import { openNeighbours } from "../app/features/activities/maze";
import { avoidedWords, findWord } from "../app/features/activities/word-search";
import { LOCALES, type Locale } from "../app/i18n/locale";
import { contentIn } from "./downloads-content";
import { ADVENT_PUZZLES_FILE, formatJson, generateAdventPuzzles, renderAdventPuzzles } from "./generate-advent-puzzles";

const puzzlesIn = async (locale: Locale) =>
  (await contentIn<{ ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] }>(locale, "advent-puzzles")).ADVENT_PUZZLES;

describe("advent puzzles generator", async () => {
  const fresh = await renderAdventPuzzles();

  it("is committed exactly as the inputs and generators make it (else run `npm run generate:puzzles`)", () => {
    expect(readFileSync(ADVENT_PUZZLES_FILE, "utf8")).toBe(fresh);
  });

  it("writes the same bytes every time", async () => {
    expect(await renderAdventPuzzles()).toBe(fresh);
  });

  it("is what the app reads, with the shapes the generators give, in every language", async () => {
    const file = await generateAdventPuzzles();
    expect(JSON.parse(fresh)).toEqual(file);
    expect(ADVENT_PUZZLE_FILE).toEqual(file);
    expect(Object.keys(ADVENT_PUZZLE_FILE.puzzles)).toEqual([...LOCALES]);
    for (const locale of LOCALES) expect(Object.keys(ADVENT_PUZZLE_FILE.puzzles[locale]), locale).toEqual(ADVENT_PUZZLES.map((p) => p.id));
  });

  it.each([...LOCALES])("holds %s puzzles a child can finish: the language's words, each once, and a way through the maze", async (locale) => {
    for (const puzzle of await puzzlesIn(locale)) {
      if (puzzle.kind === "word-search") {
        const { grid, placements } = generatedWordSearch(puzzle.id, locale);
        expect([grid.length, grid[0]!.length]).toEqual([puzzle.rows, puzzle.columns]);
        for (const placement of placements) expect(findWord(grid, placement.word)).toEqual([placement]);
        expect(placements.map((p) => p.word)).toEqual(puzzle.words);
        // Nothing a child should not find, in English or in the language.
        for (const word of avoidedWords(locale)) expect(findWord(grid, word), `${locale} ${puzzle.id}: ${word}`).toEqual([]);
      } else {
        const maze = generatedMaze(puzzle.id, locale);
        expect([maze.rows, maze.columns]).toEqual([puzzle.rows, puzzle.columns]);
        expect(maze.solution[0]).toEqual(maze.start);
        expect(maze.solution.at(-1)).toEqual(maze.goal);
        for (let i = 1; i < maze.solution.length; i++) expect(openNeighbours(maze, maze.solution[i - 1]!)).toContainEqual(maze.solution[i]);
      }
    }
  });

  it("gives each language its own grids", () => {
    const english = generatedWordSearch("christmas-word-search").grid;
    for (const locale of LOCALES.filter((l) => l !== "en")) expect(generatedWordSearch("christmas-word-search", locale).grid, locale).not.toEqual(english);
  });

  it("finds puzzles by id, language and kind, and says which are missing", () => {
    expect(generatedPuzzle("sleigh-maze").kind).toBe("maze");
    expect(generatedWordSearch("christmas-word-search", "de").placements.map((p) => p.word)).toContain("SCHLITTEN");
    expect(() => generatedWordSearch("sleigh-maze")).toThrow(/not a word search/);
    expect(() => generatedMaze("christmas-word-search")).toThrow(/not a maze/);
    expect(() => generatedPuzzle("no-such-puzzle")).toThrow(/generate:puzzles/);
    expect(() => generatedPuzzle("sleigh-maze", "xx" as Locale)).toThrow(/in xx: run npm run generate:puzzles/);
  });

  it("keeps short things on one line and packs lists of short items", () => {
    expect(formatJson({ a: [1, 2] })).toBe('{"a":[1,2]}');
    const cells = Array.from({ length: 30 }, (_, i) => [i, i]);
    const text = formatJson({ cells }, "", 40);
    expect(JSON.parse(text)).toEqual({ cells });
    expect(text.split("\n").every((line) => line.length <= 40)).toBe(true);
    expect(text.split("\n").length).toBeLessThan(30);
  });
});
