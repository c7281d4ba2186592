import { describe, expect, it } from "vitest";
import { SLEIGH_MAZE } from "~/content/advent-puzzles";
import { seededRandom } from "~/lib/random";
import { EAST, NORTH, SOUTH, WEST, generateMaze, openNeighbours, solveMaze, type Maze } from "./maze";

const bitCount = (n: number) => [NORTH, EAST, SOUTH, WEST].filter((side) => (n & side) !== 0).length;

/** A perfect maze: walls agree on both sides, the outer wall is whole, cells - 1 passages, all connected. */
function expectPerfect(maze: Maze) {
  const { rows, columns, open } = maze;
  expect(open).toHaveLength(rows);
  for (let r = 0; r < rows; r++) {
    expect(open[r]).toHaveLength(columns);
    for (let c = 0; c < columns; c++) {
      const bits = open[r]![c]!;
      expect(bits & ~(NORTH | EAST | SOUTH | WEST)).toBe(0);
      if (r === 0) expect(bits & NORTH).toBe(0);
      if (c === 0) expect(bits & WEST).toBe(0);
      if (r === rows - 1) expect(bits & SOUTH).toBe(0);
      if (c === columns - 1) expect(bits & EAST).toBe(0);
      if (c < columns - 1) expect(Boolean(bits & EAST)).toBe(Boolean(open[r]![c + 1]! & WEST));
      if (r < rows - 1) expect(Boolean(bits & SOUTH)).toBe(Boolean(open[r + 1]![c]! & NORTH));
    }
  }
  const passages = open.flat().reduce((sum, bits) => sum + bitCount(bits), 0) / 2;
  expect(passages).toBe(rows * columns - 1);
  // Everything is reachable from the start (with cells - 1 passages, that makes a tree).
  const seen = new Set<string>([String(maze.start)]);
  const queue = [maze.start];
  for (let i = 0; i < queue.length; i++) {
    for (const next of openNeighbours(maze, queue[i]!)) {
      if (seen.has(String(next))) continue;
      seen.add(String(next));
      queue.push(next);
    }
  }
  expect(seen.size).toBe(rows * columns);
}

/** The solution runs from the start to the goal, one open wall at a time, never visiting a cell twice. */
function expectSolution(maze: Maze) {
  const { solution } = maze;
  expect(solution[0]).toEqual(maze.start);
  expect(solution.at(-1)).toEqual(maze.goal);
  expect(new Set(solution.map(String)).size).toBe(solution.length);
  for (let i = 1; i < solution.length; i++) {
    expect(openNeighbours(maze, solution[i - 1]!), `step ${i}`).toContainEqual(solution[i]);
  }
}

describe("generateMaze", () => {
  it("carves the sleigh maze's size as a perfect maze with its solution, from many seeds", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const maze = generateMaze(SLEIGH_MAZE, seededRandom(seed));
      expect([maze.rows, maze.columns]).toEqual([SLEIGH_MAZE.rows, SLEIGH_MAZE.columns]);
      expect(maze.start).toEqual([0, 0]);
      expect(maze.goal).toEqual([SLEIGH_MAZE.rows - 1, SLEIGH_MAZE.columns - 1]);
      expectPerfect(maze);
      expectSolution(maze);
    }
  });

  it("works for small and lopsided grids too", () => {
    for (const [rows, columns] of [[2, 2], [2, 9], [9, 2], [5, 7]] as const) {
      const maze = generateMaze({ rows, columns }, seededRandom(rows * 10 + columns));
      expectPerfect(maze);
      expectSolution(maze);
    }
  });

  it("gives the same maze for the same seed, and another for another seed", () => {
    expect(generateMaze(SLEIGH_MAZE, seededRandom(3))).toEqual(generateMaze(SLEIGH_MAZE, seededRandom(3)));
    expect(generateMaze(SLEIGH_MAZE, seededRandom(3)).open).not.toEqual(generateMaze(SLEIGH_MAZE, seededRandom(4)).open);
  });

  it("refuses a grid too small to be a maze", () => {
    expect(() => generateMaze({ rows: 1, columns: 5 }, seededRandom(1))).toThrow(/at least 2/);
  });
});

describe("solveMaze", () => {
  it("finds the way through open walls only, and none when a wall blocks it", () => {
    // 2 x 2: a U from top-left, down, right, up to top-right.
    const open = [
      [SOUTH, SOUTH],
      [NORTH | EAST, NORTH | WEST],
    ];
    const maze = { rows: 2, columns: 2, open };
    expect(solveMaze(maze, [0, 0], [0, 1])).toEqual([[0, 0], [1, 0], [1, 1], [0, 1]]);
    const walled = { ...maze, open: [[SOUTH, 0], [NORTH | EAST, WEST]] };
    expect(solveMaze(walled, [0, 0], [0, 1])).toBeNull();
  });
});
