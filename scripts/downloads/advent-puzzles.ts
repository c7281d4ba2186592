/**
 * Printables for the advent puzzles (doors 4, 11 and 19): a two-page PDF per puzzle (the puzzle, then its answers)
 * and an SVG preview without the answers, drawn from the committed app/content/advent-puzzles.generated.json (see
 * app/features/activities/puzzle-printables.ts and puzzle-drawing.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

export default async function generate(outDir: string): Promise<string[]> {
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
    const preview = puzzlePreviewFileName(puzzle.id);
    await writeFile(path.join(outDir, preview), puzzleSvg(generated, puzzle.title));
    written.push(name, preview);
  }
  return written;
}
