/**
 * A seeded perfect maze generator (pure: no React, no clock, the random source is passed in). Run at build time by
 * scripts/generate-advent-puzzles.ts; its output is committed, so a printed maze never changes between builds.
 *
 * "Perfect" means the passages form a spanning tree of the grid: every cell can be reached, and between any two
 * cells there is exactly one way through, so the way from the start to the goal is the one solution.
 */
import type { RandomSource } from "~/lib/random";

/** A cell as [row, column], 0-based from the top-left. */
export type MazeCell = readonly [row: number, column: number];

/** The sides of a cell, as bits of a cell's `open` number. */
export const NORTH = 1;
export const EAST = 2;
export const SOUTH = 4;
export const WEST = 8;

const SIDES = [
  { side: NORTH, opposite: SOUTH, dr: -1, dc: 0 },
  { side: EAST, opposite: WEST, dr: 0, dc: 1 },
  { side: SOUTH, opposite: NORTH, dr: 1, dc: 0 },
  { side: WEST, opposite: EAST, dr: 0, dc: -1 },
] as const;

export interface Maze {
  rows: number;
  columns: number;
  /**
   * open[row][column]: the sides of that cell with no wall (NORTH | EAST | SOUTH | WEST). The outer wall is whole
   * here; the way in (the start's west side) and the way out (the goal's east side) are drawn as gaps.
   */
  open: number[][];
  /** The top-left cell, entered from the left. */
  start: MazeCell;
  /** The bottom-right cell, left through the right. */
  goal: MazeCell;
  /** The one way from the start to the goal, cell by cell, both included. */
  solution: MazeCell[];
}

export interface MazeInput {
  rows: number;
  columns: number;
}

/** The cells next to `cell` with no wall between, in NORTH, EAST, SOUTH, WEST order. */
export function openNeighbours(maze: Pick<Maze, "open" | "rows" | "columns">, [row, column]: MazeCell): MazeCell[] {
  const bits = maze.open[row]?.[column] ?? 0;
  return SIDES.filter(({ side, dr, dc }) => {
    const r = row + dr;
    const c = column + dc;
    return (bits & side) !== 0 && r >= 0 && r < maze.rows && c >= 0 && c < maze.columns;
  }).map(({ dr, dc }) => [row + dr, column + dc] as const);
}

/** The cells from `from` to `to` along open passages (breadth first, so the shortest; in a perfect maze, the only). */
export function solveMaze(maze: Pick<Maze, "open" | "rows" | "columns">, from: MazeCell, to: MazeCell): MazeCell[] | null {
  const key = ([r, c]: MazeCell) => r * maze.columns + c;
  const previous = new Map<number, MazeCell | null>([[key(from), null]]);
  const queue: MazeCell[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    if (key(cell) === key(to)) {
      const path: MazeCell[] = [];
      for (let at: MazeCell | null = cell; at; at = previous.get(key(at))!) path.push(at);
      return path.reverse();
    }
    for (const next of openNeighbours(maze, cell)) {
      if (previous.has(key(next))) continue;
      previous.set(key(next), cell);
      queue.push(next);
    }
  }
  return null;
}

/**
 * Carves a perfect maze with a randomised depth-first search (the "recursive backtracker", run with a stack): long
 * winding corridors with a few side turnings, which suits young solvers. Pass seededRandom(seed) for a repeatable maze.
 */
export function generateMaze({ rows, columns }: MazeInput, random: RandomSource): Maze {
  if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 2 || columns < 2) {
    throw new Error(`A maze needs whole-number rows and columns of at least 2 (got ${rows} x ${columns})`);
  }
  const open = Array.from({ length: rows }, () => Array<number>(columns).fill(0));
  const visited = Array.from({ length: rows }, () => Array<boolean>(columns).fill(false));
  const start: MazeCell = [0, 0];
  const goal: MazeCell = [rows - 1, columns - 1];
  const stack: MazeCell[] = [start];
  visited[0]![0] = true;
  while (stack.length > 0) {
    const [row, column] = stack[stack.length - 1]!;
    const choices = SIDES.filter(({ dr, dc }) => visited[row + dr]?.[column + dc] === false);
    if (choices.length === 0) {
      stack.pop();
      continue;
    }
    const { side, opposite, dr, dc } = choices[Math.floor(random() * choices.length)]!;
    open[row]![column] = open[row]![column]! | side;
    open[row + dr]![column + dc] = open[row + dr]![column + dc]! | opposite;
    visited[row + dr]![column + dc] = true;
    stack.push([row + dr, column + dc]);
  }
  const solution = solveMaze({ open, rows, columns }, start, goal)!;
  return { rows, columns, open, start, goal, solution };
}
