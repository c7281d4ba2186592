// @vitest-environment jsdom
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVENT_PUZZLES } from "~/content/advent-puzzles";
import type { AdventPuzzleWithInputs } from "~/content/advent-treats.types";
import { generatedPuzzle } from "~/features/activities/advent-puzzle-data";
import { DOWNLOADS_BASE, puzzleDownloadUrl, puzzleFileName, puzzlePreviewFileName, puzzlePreviewUrl } from "~/features/activities/downloads";
import { PRINTABLE_WORDS } from "~/features/activities/printable-words";
import { ANSWER_RED, puzzlePreviewSize } from "~/features/activities/puzzle-drawing";
import { LOCALES, type Locale } from "~/i18n/locale";
import { contentIn } from "../downloads-content";
import generate from "./advent-puzzles";

const dirs = new Map<Locale, string>();
const writtenIn = new Map<Locale, string[]>();
const puzzlesIn = new Map<Locale, readonly AdventPuzzleWithInputs[]>();

beforeAll(async () => {
  for (const locale of LOCALES) {
    const dir = await mkdtemp(path.join(tmpdir(), `advent-puzzles-${locale}-`));
    dirs.set(locale, dir);
    writtenIn.set(locale, await generate(dir, locale));
    puzzlesIn.set(locale, (await contentIn<typeof import("~/content/advent-puzzles")>(locale, "advent-puzzles")).ADVENT_PUZZLES);
  }
}, 60_000);
afterAll(async () => {
  for (const dir of dirs.values()) await rm(dir, { recursive: true, force: true });
});

describe.each([...LOCALES])("advent puzzle printables in %s", (locale) => {
  it("writes a PDF and a preview for every puzzle, under the names the page links to", async () => {
    const dir = dirs.get(locale)!;
    const expected = ADVENT_PUZZLES.flatMap((p) => [puzzleFileName(p.id), puzzlePreviewFileName(p.id)]);
    expect(writtenIn.get(locale)).toEqual(expected);
    expect((await readdir(dir)).sort()).toEqual([...expected].sort());
    const base = locale === "en" ? DOWNLOADS_BASE : `${DOWNLOADS_BASE}/${locale}`;
    for (const puzzle of ADVENT_PUZZLES) {
      expect(puzzleDownloadUrl(puzzle.id, locale)).toBe(`${base}/puzzle-${puzzle.id}.pdf`);
      expect(puzzlePreviewUrl(puzzle.id, locale)).toBe(`${base}/puzzle-${puzzle.id}-preview.svg`);
    }
  });

  it("makes each PDF two US Letter pages, the puzzle then its answers, titled with the puzzle in the language", async () => {
    for (const puzzle of puzzlesIn.get(locale)!) {
      const name = puzzleFileName(puzzle.id);
      const bytes = await readFile(path.join(dirs.get(locale)!, name));
      expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
      // A copy in this realm's Uint8Array: under jsdom, pdf-lib does not recognise a Node Buffer as one.
      const doc = await PDFDocument.load(new Uint8Array(bytes));
      expect(doc.getPageCount(), name).toBe(2);
      for (const page of doc.getPages()) expect(page.getSize(), name).toEqual({ width: 612, height: 792 });
      expect(doc.getTitle(), name).toBe(PRINTABLE_WORDS[locale].puzzleDocTitle(puzzle.title));
    }
  });

  it("makes each preview a well-formed SVG of the language's puzzle without its answers, at the size the page reserves", async () => {
    for (const puzzle of puzzlesIn.get(locale)!) {
      const name = puzzlePreviewFileName(puzzle.id);
      const text = await readFile(path.join(dirs.get(locale)!, name), "utf8");
      const svg = new DOMParser().parseFromString(text, "image/svg+xml");
      expect(svg.getElementsByTagName("parsererror"), name).toHaveLength(0);
      const root = svg.documentElement;
      expect(root.nodeName, name).toBe("svg");
      expect(root.getAttribute("xmlns"), name).toBe("http://www.w3.org/2000/svg");
      const { width, height } = puzzlePreviewSize(generatedPuzzle(puzzle.id, locale));
      expect([root.getAttribute("width"), root.getAttribute("height")], name).toEqual([String(width), String(height)]);
      expect(root.getAttribute("viewBox"), name).toBe(`0 0 ${width} ${height}`);
      expect(svg.getElementsByTagName("title")[0]?.textContent, name).toBe(puzzle.title);
      // No answers: nothing drawn in the answer red, no highlighter strokes.
      expect(text, name).not.toContain(ANSWER_RED);
      expect(text, name).not.toContain("stroke-opacity");
      if (puzzle.kind === "word-search") {
        // Every letter of the grid and every word of the list is there to read.
        const texts = [...svg.getElementsByTagName("text")].map((t) => t.textContent);
        expect(texts, name).toEqual([...generatedLetters(puzzle.id, locale), ...puzzle.words]);
      }
    }
  });

  it("produces the same bytes on every build", async () => {
    const again = await mkdtemp(path.join(tmpdir(), "advent-puzzles-again-"));
    try {
      await generate(again, locale);
      for (const name of writtenIn.get(locale)!) {
        expect(await readFile(path.join(again, name)), name).toEqual(await readFile(path.join(dirs.get(locale)!, name)));
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});

function generatedLetters(id: string, locale: Locale): string[] {
  const puzzle = generatedPuzzle(id, locale);
  if (puzzle.kind !== "word-search") return [];
  return puzzle.grid.flatMap((row) => [...row]);
}
