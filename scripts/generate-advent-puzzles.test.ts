import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADVENT_PUZZLES } from "../app/content/advent-puzzles";
import { ADVENT_PUZZLE_FILE, generatedMaze, generatedPuzzle, generatedWordSearch } from "../app/features/activities/advent-puzzle-data";
import { openNeighbours } from "../app/features/activities/maze";
import { findWord } from "../app/features/activities/word-search";
import { ADVENT_PUZZLES_FILE, formatJson, generateAdventPuzzles, renderAdventPuzzles } from "./generate-advent-puzzles";

describe("advent puzzles generator", () => {
  const fresh = renderAdventPuzzles();

  it("is committed exactly as the inputs and generators make it (else run `npm run generate:puzzles`)", () => {
    expect(readFileSync(ADVENT_PUZZLES_FILE, "utf8")).toBe(fresh);
  });

  it("writes the same bytes every time", () => {
    expect(renderAdventPuzzles()).toBe(fresh);
  });

  it("is what the app reads, with the shapes the generators give", () => {
    expect(JSON.parse(fresh)).toEqual(generateAdventPuzzles());
    expect(ADVENT_PUZZLE_FILE).toEqual(generateAdventPuzzles());
    expect(Object.keys(ADVENT_PUZZLE_FILE.puzzles)).toEqual(ADVENT_PUZZLES.map((p) => p.id));
  });

  it("holds puzzles a child can finish: every word once, and a way through the maze", () => {
    for (const puzzle of ADVENT_PUZZLES) {
      if (puzzle.kind === "word-search") {
        const { grid, placements } = generatedWordSearch(puzzle.id);
        expect([grid.length, grid[0]!.length]).toEqual([puzzle.rows, puzzle.columns]);
        for (const placement of placements) expect(findWord(grid, placement.word)).toEqual([placement]);
        expect(placements.map((p) => p.word)).toEqual(puzzle.words);
      } else {
        const maze = generatedMaze(puzzle.id);
        expect([maze.rows, maze.columns]).toEqual([puzzle.rows, puzzle.columns]);
        expect(maze.solution[0]).toEqual(maze.start);
        expect(maze.solution.at(-1)).toEqual(maze.goal);
        for (let i = 1; i < maze.solution.length; i++) expect(openNeighbours(maze, maze.solution[i - 1]!)).toContainEqual(maze.solution[i]);
      }
    }
  });

  it("finds puzzles by id and kind, and says which are missing", () => {
    expect(generatedPuzzle("sleigh-maze").kind).toBe("maze");
    expect(() => generatedWordSearch("sleigh-maze")).toThrow(/not a word search/);
    expect(() => generatedMaze("christmas-word-search")).toThrow(/not a maze/);
    expect(() => generatedPuzzle("no-such-puzzle")).toThrow(/generate:puzzles/);
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
