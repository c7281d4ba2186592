/**
 * The printable puzzles behind advent doors 4, 11 and 19 (app/content/advent.ts): two word searches and a maze.
 * The grids and the maze are made from these inputs by scripts/generate-advent-puzzles.ts and committed in
 * advent-puzzles.generated.json, so the puzzle a child prints is the same on every build; after changing an input,
 * run `npm run generate:puzzles`.
 */
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "./advent-treats.types";

export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  id: "christmas-word-search",
  kind: "word-search",
  title: "Christmas Word Search",
  description: "Eight little Christmas words are hiding in a grid of letters. Can you find them all?",
  difficulty: "Easy",
  instructions: "Find the 8 words in the grid and circle each one. The words go across or down.",
  words: ["STAR", "TREE", "SNOW", "BELL", "GIFT", "ELF", "SLEIGH", "HOLLY"],
  rows: 10,
  columns: 10,
  directions: ["right", "down"],
  seed: 4,
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  id: "sleigh-maze",
  kind: "maze",
  title: "Sleigh Maze",
  description: "Santa's sleigh is lost above the rooftops. Find the one clear way through the snowy maze to the chimney.",
  difficulty: "Medium",
  instructions: "Draw a line from the sleigh to the chimney. Stay between the walls: you cannot cross them!",
  rows: 18,
  columns: 14,
  // Picked from the first few hundred seeds: the way through winds over the whole maze (107 of its 252 cells),
  // with a dozen wrong turnings off it and no straight stretch longer than four cells.
  seed: 107,
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  id: "north-pole-word-search",
  kind: "word-search",
  title: "North Pole Word Search",
  description: "Fourteen words from Santa's snowy home are hidden in a big grid, and some of them are hiding backwards!",
  difficulty: "Hard",
  instructions: "Find the 14 words and circle each one. Words go across, down, on a slant and even backwards.",
  words: [
    "WORKSHOP",
    "REINDEER",
    "TOYMAKER",
    "SNOWFLAKE",
    "ICICLE",
    "AURORA",
    "MITTENS",
    "LANTERN",
    "SNOWDRIFT",
    "COCOA",
    "SCARF",
    "BLIZZARD",
    "TOBOGGAN",
    "WRAPPING",
  ],
  rows: 14,
  columns: 14,
  directions: ["right", "down", "down-right", "up-right", "left", "up", "up-left", "down-left"],
  seed: 19,
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
