import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE } from "~/content/advent-puzzles";
import { generatedPuzzle } from "./advent-puzzle-data";
import { buildPuzzlePdf, colour, puzzleDoor, wrapEvenly } from "./puzzle-printables";

describe("puzzle printables", () => {
  it("name the advent door each puzzle is behind", () => {
    expect([puzzleDoor("christmas-word-search"), puzzleDoor("sleigh-maze"), puzzleDoor("north-pole-word-search")]).toEqual([4, 11, 19]);
    expect(() => puzzleDoor("no-such-puzzle")).toThrow(/No advent door/);
  });

  it("refuse to draw a puzzle from another kind of puzzle's data", async () => {
    await expect(buildPuzzlePdf(SLEIGH_MAZE, generatedPuzzle(CHRISTMAS_WORD_SEARCH.id))).rejects.toThrow(/is a maze but its generated data is a word-search/);
  });

  it("wrap instructions into even lines, never leaving one word alone", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = "Find the 8 words in the grid and circle each one. The words go across or down.";
    const lines = wrapEvenly(text, font, 14, 468);
    expect(lines).toHaveLength(2);
    expect(lines.join(" ")).toBe(text);
    const widths = lines.map((line) => font.widthOfTextAtSize(line, 14));
    expect(Math.max(...widths)).toBeLessThanOrEqual(468);
    expect(Math.min(...widths) / Math.max(...widths)).toBeGreaterThan(0.8);
  });

  it("read colours written #rrggbb and refuse any other spelling", () => {
    expect(colour("#ff8000")).toMatchObject({ red: 1, green: 128 / 255, blue: 0 });
    expect(() => colour("#fff")).toThrow(/#rrggbb/);
  });
});
