// @vitest-environment jsdom
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVENT_PUZZLES } from "~/content/advent-puzzles";
import { generatedPuzzle } from "~/features/activities/advent-puzzle-data";
import { DOWNLOADS_BASE, puzzleDownloadUrl, puzzleFileName, puzzlePreviewFileName, puzzlePreviewUrl } from "~/features/activities/downloads";
import { ANSWER_RED, puzzlePreviewSize } from "~/features/activities/puzzle-drawing";
import generate from "./advent-puzzles";

let dir: string;
let written: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "advent-puzzles-"));
  written = await generate(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("advent puzzle printables", () => {
  it("writes a PDF and a preview for every puzzle, under the names the page links to", async () => {
    const expected = ADVENT_PUZZLES.flatMap((p) => [puzzleFileName(p.id), puzzlePreviewFileName(p.id)]);
    expect(written).toEqual(expected);
    expect((await readdir(dir)).sort()).toEqual([...expected].sort());
    for (const puzzle of ADVENT_PUZZLES) {
      expect(puzzleDownloadUrl(puzzle.id)).toBe(`${DOWNLOADS_BASE}/puzzle-${puzzle.id}.pdf`);
      expect(puzzlePreviewUrl(puzzle.id)).toBe(`${DOWNLOADS_BASE}/puzzle-${puzzle.id}-preview.svg`);
    }
  });

  it("makes each PDF two US Letter pages, the puzzle then its answers, titled with the puzzle", async () => {
    for (const puzzle of ADVENT_PUZZLES) {
      const name = puzzleFileName(puzzle.id);
      const bytes = await readFile(path.join(dir, name));
      expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
      // A copy in this realm's Uint8Array: under jsdom, pdf-lib does not recognise a Node Buffer as one.
      const doc = await PDFDocument.load(new Uint8Array(bytes));
      expect(doc.getPageCount(), name).toBe(2);
      for (const page of doc.getPages()) expect(page.getSize(), name).toEqual({ width: 612, height: 792 });
      expect(doc.getTitle(), name).toContain(puzzle.title);
    }
  });

  it("makes each preview a well-formed SVG of the puzzle without its answers, at the size the page reserves", async () => {
    for (const puzzle of ADVENT_PUZZLES) {
      const name = puzzlePreviewFileName(puzzle.id);
      const text = await readFile(path.join(dir, name), "utf8");
      const svg = new DOMParser().parseFromString(text, "image/svg+xml");
      expect(svg.getElementsByTagName("parsererror"), name).toHaveLength(0);
      const root = svg.documentElement;
      expect(root.nodeName, name).toBe("svg");
      expect(root.getAttribute("xmlns"), name).toBe("http://www.w3.org/2000/svg");
      const { width, height } = puzzlePreviewSize(generatedPuzzle(puzzle.id));
      expect([root.getAttribute("width"), root.getAttribute("height")], name).toEqual([String(width), String(height)]);
      expect(root.getAttribute("viewBox"), name).toBe(`0 0 ${width} ${height}`);
      expect(svg.getElementsByTagName("title")[0]?.textContent, name).toBe(puzzle.title);
      // No answers: nothing drawn in the answer red, no highlighter strokes.
      expect(text, name).not.toContain(ANSWER_RED);
      expect(text, name).not.toContain("stroke-opacity");
      if (puzzle.kind === "word-search") {
        // Every letter of the grid and every word of the list is there to read.
        const texts = [...svg.getElementsByTagName("text")].map((t) => t.textContent);
        expect(texts, name).toEqual([...generatedLetters(puzzle.id), ...puzzle.words]);
      }
    }
  });

  it("produces the same bytes on every build", async () => {
    const again = await mkdtemp(path.join(tmpdir(), "advent-puzzles-again-"));
    try {
      await generate(again);
      for (const name of written) expect(await readFile(path.join(again, name)), name).toEqual(await readFile(path.join(dir, name)));
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});

function generatedLetters(id: string): string[] {
  const puzzle = generatedPuzzle(id);
  if (puzzle.kind !== "word-search") return [];
  return puzzle.grid.flatMap((row) => [...row]);
}
