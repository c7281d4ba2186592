/**
 * Printables for the advent puzzles (doors 4, 11 and 19), in `locale`: a two-page PDF per puzzle (the puzzle, then
 * its answers) and an SVG preview without the answers, drawn from the language's grids in the committed
 * app/content/advent-puzzles.generated.json and its words in app/content/<locale>/advent-puzzles.ts (see
 * app/features/activities/puzzle-printables.ts and puzzle-drawing.ts). Each language has its own previews: a word
 * search's letters are that language's.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locale";
import { contentIn } from "../downloads-content";

export default async function generate(outDir: string, locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const { ADVENT_PUZZLES } = await contentIn<typeof import("~/content/advent-puzzles")>(locale, "advent-puzzles");
  const { generatedPuzzle } = await import("~/features/activities/advent-puzzle-data");
  const { puzzleFileName, puzzlePreviewFileName } = await import("~/features/activities/downloads");
  const { puzzleSvg } = await import("~/features/activities/puzzle-drawing");
  const { buildPuzzlePdf } = await import("~/features/activities/puzzle-printables");
  const { PRINTABLE_WORDS } = await import("~/features/activities/printable-words");

  const written: string[] = [];
  for (const puzzle of ADVENT_PUZZLES) {
    const generated = generatedPuzzle(puzzle.id, locale);
    const name = puzzleFileName(puzzle.id);
    await writeFile(path.join(outDir, name), await buildPuzzlePdf(puzzle, generated, PRINTABLE_WORDS[locale]));
    const preview = puzzlePreviewFileName(puzzle.id);
    await writeFile(path.join(outDir, preview), puzzleSvg(generated, puzzle.title));
    written.push(name, preview);
  }
  return written;
}
