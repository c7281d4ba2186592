import { describe, expect, it } from "vitest";
import { ADVENT_DOORS } from "./advent";
import { ADVENT_PUZZLES } from "./advent-puzzles";

const BACKWARDS = new Set(["left", "up", "up-left", "down-left"]);

describe("advent puzzles", () => {
  it("are exactly the puzzles the doors name, in door order", () => {
    const named = ADVENT_DOORS.flatMap((door) => door.treats).filter((t) => t.kind === "puzzle").map((t) => t.id);
    expect(ADVENT_PUZZLES.map((p) => p.id)).toEqual(named);
  });

  it("tell a child what the puzzle really asks", () => {
    for (const puzzle of ADVENT_PUZZLES) {
      expect(puzzle.title.length, puzzle.id).toBeGreaterThan(0);
      expect(puzzle.description, puzzle.id).toMatch(/[.!?]$/);
      expect(puzzle.instructions, puzzle.id).toMatch(/[.!?]$/);
      if (puzzle.kind !== "word-search") continue;
      expect(puzzle.instructions, puzzle.id).toContain(`${puzzle.words.length} words`);
      const backwards = puzzle.directions.some((d) => BACKWARDS.has(d));
      expect(/backwards/i.test(puzzle.instructions), puzzle.id).toBe(backwards);
      expect(/slant/i.test(puzzle.instructions), puzzle.id).toBe(puzzle.directions.some((d) => d.includes("-")));
    }
  });
});
