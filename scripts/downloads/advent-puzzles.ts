/**
 * Printables for the advent puzzles (doors 4, 11 and 19): a two-page PDF per puzzle (the puzzle, then its answers)
 * and, in English, an SVG preview without the answers, drawn from the committed
 * app/content/advent-puzzles.generated.json (see app/features/activities/puzzle-printables.ts and
 * puzzle-drawing.ts). The puzzles' words are English in every language for now (their grids are generated from
 * English word lists), so each language's folder gets the English PDF under the same name.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locale";

export default async function generate(outDir: string, locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const { ADVENT_PUZZLES } = await import("~/content/advent-puzzles");
  const { generatedPuzzle } = await import("~/features/activities/advent-puzzle-data");
  const { puzzleFileName, puzzlePreviewFileName } = await import("~/features/activities/downloads");
  const { puzzleSvg } = await import("~/features/activities/puzzle-drawing");
  const { buildPuzzlePdf } = await import("~/features/activities/puzzle-printables");

  const written: string[] = [];
  for (const puzzle of ADVENT_PUZZLES) {
    const generated = generatedPuzzle(puzzle.id);
    const name = puzzleFileName(puzzle.id);
    await writeFile(path.join(outDir, name), await buildPuzzlePdf(puzzle, generated));
    written.push(name);
    if (locale !== DEFAULT_LOCALE) continue;
    const preview = puzzlePreviewFileName(puzzle.id);
    await writeFile(path.join(outDir, preview), puzzleSvg(generated, puzzle.title));
    written.push(preview);
  }
  return written;
}
