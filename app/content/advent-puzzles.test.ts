import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locale";
import { ADVENT_DOORS } from "./advent";
import { ADVENT_PUZZLES as ENGLISH } from "./advent-puzzles";
import type { AdventPuzzleWithInputs } from "./advent-treats.types";

const BACKWARDS = new Set(["left", "up", "up-left", "down-left"]);

// How each language's instructions say that words run backwards, and on a slant.
const SAYS_BACKWARDS: Record<Locale, RegExp> = {
  en: /backwards/i,
  es: /al revés/i,
  fr: /à l'envers/i,
  de: /rückwärts/i,
  it: /al contrario/i,
  "pt-br": /de trás para a frente/i,
};
const SAYS_SLANT: Record<Locale, RegExp> = {
  en: /slant/i,
  es: /diagonal/i,
  fr: /diagonale/i,
  de: /schräg/i,
  it: /diagonale/i,
  "pt-br": /diagonal/i,
};

const modules = import.meta.glob<{ ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] }>("./*/advent-puzzles.ts", { eager: true });
const puzzlesIn = (locale: Locale) => (locale === "en" ? ENGLISH : modules[`./${locale}/advent-puzzles.ts`]!.ADVENT_PUZZLES);

describe("advent puzzles", () => {
  it("are exactly the puzzles the doors name, in door order", () => {
    const named = ADVENT_DOORS.flatMap((door) => door.treats).filter((t) => t.kind === "puzzle").map((t) => t.id);
    expect(ENGLISH.map((p) => p.id)).toEqual(named);
  });

  it.each([...LOCALES])("tell a child what the puzzle really asks, in %s", (locale) => {
    for (const puzzle of puzzlesIn(locale)) {
      expect(puzzle.title.length, puzzle.id).toBeGreaterThan(0);
      expect(puzzle.description, puzzle.id).toMatch(/[.!?]$/);
      expect(puzzle.instructions, puzzle.id).toMatch(/[.!?]$/);
      if (puzzle.kind !== "word-search") continue;
      expect(puzzle.instructions, puzzle.id).toContain(` ${puzzle.words.length} `);
      const backwards = puzzle.directions.some((d) => BACKWARDS.has(d));
      expect(SAYS_BACKWARDS[locale].test(puzzle.instructions), puzzle.id).toBe(backwards);
      expect(SAYS_SLANT[locale].test(puzzle.instructions), puzzle.id).toBe(puzzle.directions.some((d) => d.includes("-")));
    }
  });

  it.each(LOCALES.filter((l) => l !== "en"))("hide the %s language's own words, not the English", (locale) => {
    for (const [i, puzzle] of puzzlesIn(locale).entries()) {
      const english = ENGLISH[i]!;
      if (puzzle.kind !== "word-search" || english.kind !== "word-search") continue;
      const shared = puzzle.words.filter((w) => english.words.includes(w));
      // A word may be the same in both languages (AURORA), but the list is the language's.
      expect(shared.length, `${puzzle.id}: ${shared.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });
});
