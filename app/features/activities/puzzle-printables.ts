/**
 * Build-time printables for the advent puzzles (run by scripts/downloads/advent-puzzles.ts and by tests, never in
 * the browser): a two-page US Letter PDF per puzzle, the puzzle on the first page and its answers on the second,
 * drawn from the same marks as the on-screen preview (puzzle-drawing.ts).
 */
import { LineCapStyle, LineJoinStyle, rgb, setLineJoin, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { ADVENT_DOORS } from "~/content/advent";
import type { AdventPuzzleWithInputs } from "~/content/advent-treats.types";
import type { GeneratedPuzzle } from "./advent-puzzle-data";
import { PRINTABLE_WORDS, type PrintableWords } from "./printable-words";
import { puzzleDrawing, type PuzzleDrawing } from "./puzzle-drawing";
import { LETTER, centred, newDoc, wrap } from "./printables";

const TITLE_RED = rgb(0.7, 0.15, 0.12);
const INK = rgb(0.07, 0.09, 0.15);
const GREY = rgb(0.42, 0.45, 0.5);
/** Nothing is drawn below this (points from the bottom) but the credit line. */
const BOTTOM = 60;
const TEXT_WIDTH = 468;

/** "#rrggbb" as pdf-lib's colour. */
export function colour(hex: string): RGB {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Colours are written #rrggbb (got ${hex})`);
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Wrapped in as few lines as fit `width`, but with the lines as even as possible: no word left alone on the last. */
export function wrapEvenly(text: string, font: PDFFont, size: number, width: number): string[] {
  const count = wrap(text, font, size, width).length;
  let low = 0;
  let high = width;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    if (wrap(text, font, size, mid).length > count) low = mid;
    else high = mid;
  }
  return wrap(text, font, size, high);
}

/** A rounded rectangle as an SVG path (y down), for pdf-lib, whose rectangles have square corners. */
function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${x + r} ${y} L${x + w - r} ${y} Q${x + w} ${y} ${x + w} ${y + r} L${x + w} ${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} ` +
    `L${x + r} ${y + h} Q${x} ${y + h} ${x} ${y + h - r} L${x} ${y + r} Q${x} ${y} ${x + r} ${y} Z`
  );
}

/** Draws a puzzle's marks with their top-left corner at (left, top) in page points, scaled by `scale`. */
function drawMarks(page: PDFPage, drawing: PuzzleDrawing, left: number, top: number, scale: number, fonts: { bold: PDFFont; regular: PDFFont }) {
  const X = (x: number) => left + x * scale;
  const Y = (y: number) => top - y * scale;
  page.pushOperators(setLineJoin(LineJoinStyle.Round));
  for (const mark of drawing.marks) {
    switch (mark.kind) {
      case "line":
        page.drawLine({
          start: { x: X(mark.x1), y: Y(mark.y1) },
          end: { x: X(mark.x2), y: Y(mark.y2) },
          thickness: mark.width * scale,
          color: colour(mark.color),
          opacity: mark.opacity,
          lineCap: LineCapStyle.Round,
        });
        break;
      case "polyline":
        page.drawSvgPath(`M${mark.points.map(([x, y]) => `${x} ${y}`).join(" L")}`, {
          x: left,
          y: top,
          scale,
          borderColor: colour(mark.color),
          borderWidth: mark.width,
          borderLineCap: LineCapStyle.Round,
        });
        break;
      case "text": {
        const font = mark.bold ? fonts.bold : fonts.regular;
        const size = mark.size * scale;
        const x = mark.anchor === "middle" ? X(mark.x) - font.widthOfTextAtSize(mark.text, size) / 2 : X(mark.x);
        page.drawText(mark.text, { x, y: Y(mark.y), size, font, color: colour(mark.color) });
        break;
      }
      case "box":
        page.drawSvgPath(roundedRect(mark.x, mark.y, mark.width, mark.height, mark.radius), {
          x: left,
          y: top,
          scale,
          borderColor: colour(mark.stroke),
          borderWidth: mark.strokeWidth,
        });
        break;
      case "path":
        page.drawSvgPath(mark.d, {
          x: X(mark.x),
          y: Y(mark.y),
          scale: mark.scale * scale,
          color: mark.fill === null ? undefined : colour(mark.fill),
          borderColor: colour(mark.stroke),
          borderWidth: mark.strokeWidth,
          borderLineCap: LineCapStyle.Round,
        });
        break;
    }
  }
}

/** The drawing centred across the page below `top`, as large as it was drawn or shrunk to fit above the credit. */
function placeDrawing(page: PDFPage, drawing: PuzzleDrawing, top: number, fonts: { bold: PDFFont; regular: PDFFont }) {
  const scale = Math.min(1, (top - BOTTOM) / drawing.height, (LETTER.width - 72) / drawing.width);
  drawMarks(page, drawing, (LETTER.width - drawing.width * scale) / 2, top, scale, fonts);
}

function credit(page: PDFPage, regular: PDFFont, words: PrintableWords) {
  centred(page, words.puzzleCredit, regular, 10, 36, 0, LETTER.width, GREY);
}

/** The advent door a puzzle is behind (for the line under its title). */
export function puzzleDoor(id: string): number {
  const door = ADVENT_DOORS.find((d) => d.treats.some((t) => t.kind === "puzzle" && t.id === id));
  if (!door) throw new Error(`No advent door holds the puzzle "${id}"`);
  return door.day;
}

/**
 * Page 1: the title, the door and difficulty, the instructions and the puzzle drawn large. Page 2: the answers
 * (every word marked, or the way through the maze). `puzzle` and `generated` are in one language, and `words` are
 * that language's (PRINTABLE_WORDS).
 */
export async function buildPuzzlePdf(
  puzzle: AdventPuzzleWithInputs,
  generated: GeneratedPuzzle,
  words: PrintableWords = PRINTABLE_WORDS.en,
): Promise<Uint8Array> {
  if (puzzle.kind !== generated.kind) throw new Error(`Puzzle "${puzzle.id}" is a ${puzzle.kind} but its generated data is a ${generated.kind}`);
  const { doc, bold, regular } = await newDoc(words.puzzleDocTitle(puzzle.title));
  const fonts = { bold, regular };

  const page = doc.addPage([LETTER.width, LETTER.height]);
  centred(page, puzzle.title, bold, 30, LETTER.height - 64, 0, LETTER.width, TITLE_RED);
  const door = words.puzzleDoor(puzzleDoor(puzzle.id), words.difficulty[puzzle.difficulty]);
  centred(page, door, regular, 12, LETTER.height - 86, 0, LETTER.width, GREY);
  let y = LETTER.height - 116;
  for (const line of wrapEvenly(puzzle.instructions, regular, 14, TEXT_WIDTH)) {
    centred(page, line, regular, 14, y, 0, LETTER.width, INK);
    y -= 19;
  }
  placeDrawing(page, puzzleDrawing(generated), y - 8, fonts);
  credit(page, regular, words);

  const answers = doc.addPage([LETTER.width, LETTER.height]);
  centred(answers, words.puzzleAnswersTitle(puzzle.title), bold, 24, LETTER.height - 64, 0, LETTER.width, TITLE_RED);
  centred(answers, words.noPeeking, regular, 13, LETTER.height - 88, 0, LETTER.width, GREY);
  placeDrawing(answers, puzzleDrawing(generated, { answers: true }), LETTER.height - 116, fonts);
  credit(answers, regular, words);
  return doc.save();
}
