import { describe, expect, it } from "vitest";
import { GAME_FACTS, GAMES } from "~/content/games";
import { PATHS } from "~/lib/paths";

describe("games hub content", () => {
  it("lists the three games in the spec's order, each linking to its page", () => {
    expect(GAMES.map((g) => g.link)).toEqual([PATHS.trivia, PATHS.elfNameGenerator, PATHS.goodDeedsTracker]);
    for (const game of GAMES) {
      expect(game.title.length).toBeGreaterThan(0);
      expect(game.description.length).toBeGreaterThan(20);
      expect(["Easy", "Medium", "Hard"]).toContain(game.difficulty);
      expect(game.time.length).toBeGreaterThan(0);
    }
  });

  it("has its four Did You Know facts, each with its own title and a sentence or more", () => {
    expect(GAME_FACTS).toHaveLength(4);
    expect(new Set(GAME_FACTS.map((f) => f.title)).size).toBe(GAME_FACTS.length);
    for (const f of GAME_FACTS) expect(f.text, f.title).toMatch(/^[A-Z].{20,}[.!?]$/);
  });
});
