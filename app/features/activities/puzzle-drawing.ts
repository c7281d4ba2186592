/**
 * The advent puzzles drawn once as a list of simple marks (lines, text, paths, boxes) in points with y growing down,
 * so the printable PDF (puzzle-printables.ts) and the on-screen SVG preview (puzzleSvg) show exactly the same
 * puzzle. A drawing is the puzzle itself (the grid and word list, or the maze with the sleigh and the chimney);
 * with `answers` it also marks every word and the way through the maze.
 */
import type { GeneratedMaze, GeneratedPuzzle, GeneratedWordSearch } from "./advent-puzzle-data";
import { EAST, SOUTH } from "./maze";
import { placementCells } from "./word-search";

export type Mark =
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; width: number; color: string; opacity?: number }
  | { kind: "polyline"; points: readonly (readonly [number, number])[]; width: number; color: string }
  | { kind: "text"; x: number; y: number; text: string; size: number; bold: boolean; anchor: "start" | "middle"; color: string }
  | { kind: "box"; x: number; y: number; width: number; height: number; stroke: string; strokeWidth: number; radius: number }
  /** An SVG path drawn at (x, y), scaled; `strokeWidth` is in the path's own units. */
  | { kind: "path"; d: string; x: number; y: number; scale: number; fill: string | null; stroke: string; strokeWidth: number };

export interface PuzzleDrawing {
  width: number;
  height: number;
  marks: Mark[];
}

export const INK = "#111827";
export const GRID_LINE = "#9ca3af";
export const ANSWER_RED = "#c0262d";
/** Highlighter colours for the found words, in turn; printed in grey they still read as separate strokes. */
export const HIGHLIGHTS = ["#f59e0b", "#22c55e", "#3b82f6", "#ec4899", "#a855f7", "#ef4444", "#14b8a6"] as const;

/** The widest a puzzle is drawn (points): the PDF centres it on a US Letter page, which also fits A4. */
export const PUZZLE_MAX_WIDTH = 470;
/** The most columns the word list is set in: fewer when a language's longest word would not fit its column. */
const WORD_LIST_MAX_COLUMNS = 4;
const WORD_LIST_GAP = 26;
/** The least space between the end of one column's longest word and the next column's tick box. */
const WORD_LIST_SPACE = 10;

/**
 * Helvetica Bold's advance widths for A to Z, in thousandths of an em: the PDF standard font the printables use
 * (Arial Bold, which the preview falls back to, has the same widths).
 */
const CAPITAL_WIDTHS = [
  722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
];

/** How wide `word` (capitals A-Z) is set in bold at `size` points. */
export function capitalsWidth(word: string, size: number): number {
  let width = 0;
  for (const letter of word) width += CAPITAL_WIDTHS[letter.charCodeAt(0) - 65] ?? 722;
  return (width * size) / 1000;
}

function wordSearchDrawing(puzzle: GeneratedWordSearch, answers: boolean): PuzzleDrawing {
  const cell = Math.min(42, Math.floor(PUZZLE_MAX_WIDTH / puzzle.columns));
  const gridW = cell * puzzle.columns;
  const gridH = cell * puzzle.rows;
  const marks: Mark[] = [];
  // Light lines between the cells help small fingers keep to a row; the frame is thick.
  for (let c = 1; c < puzzle.columns; c++) {
    marks.push({ kind: "line", x1: c * cell, y1: 0, x2: c * cell, y2: gridH, width: 0.75, color: GRID_LINE });
  }
  for (let r = 1; r < puzzle.rows; r++) {
    marks.push({ kind: "line", x1: 0, y1: r * cell, x2: gridW, y2: r * cell, width: 0.75, color: GRID_LINE });
  }
  if (answers) {
    puzzle.placements.forEach((placement, i) => {
      const cells = placementCells(placement);
      const [r1, c1] = cells[0]!;
      const [r2, c2] = cells.at(-1)!;
      marks.push({
        kind: "line",
        x1: (c1 + 0.5) * cell,
        y1: (r1 + 0.5) * cell,
        x2: (c2 + 0.5) * cell,
        y2: (r2 + 0.5) * cell,
        width: cell * 0.72,
        color: HIGHLIGHTS[i % HIGHLIGHTS.length]!,
        opacity: 0.45,
      });
    });
  }
  const size = Math.round(cell * 0.56);
  puzzle.grid.forEach((row, r) => {
    [...row].forEach((letter, c) => {
      marks.push({ kind: "text", x: (c + 0.5) * cell, y: (r + 0.5) * cell + size * 0.36, text: letter, size, bold: true, anchor: "middle", color: INK });
    });
  });
  marks.push({ kind: "box", x: 0, y: 0, width: gridW, height: gridH, stroke: INK, strokeWidth: 3, radius: 6 });

  // The word list, in columns under the grid, each word with a box to tick; bigger words for bigger cells.
  const wordSize = Math.min(16, Math.round(cell * 0.4));
  const tick = Math.round(wordSize * 0.9);
  const rowH = Math.round(wordSize * 1.8);
  // As many columns as the longest word allows (German's SCHNEEFLOCKE needs a wider column than SNOWFLAKE).
  const widest = Math.max(...puzzle.placements.map((p) => capitalsWidth(p.word, wordSize)));
  const needed = tick + 6 + widest + WORD_LIST_SPACE;
  const columns = Math.max(1, Math.min(WORD_LIST_MAX_COLUMNS, Math.floor(gridW / needed)));
  const columnW = gridW / columns;
  const rowsOfWords = Math.ceil(puzzle.placements.length / columns);
  const listTop = gridH + WORD_LIST_GAP;
  puzzle.placements.forEach((placement, i) => {
    const x = (i % columns) * columnW + 6;
    const y = listTop + Math.floor(i / columns) * rowH;
    marks.push({ kind: "box", x, y, width: tick, height: tick, stroke: INK, strokeWidth: 1.2, radius: 2 });
    if (answers) {
      const at = (u: number, v: number) => [x + (u * tick) / 12, y + (v * tick) / 12] as const;
      marks.push({ kind: "polyline", points: [at(2.5, 6.5), at(5.5, 9.5), at(10.5, 2.5)], width: 2, color: ANSWER_RED });
    }
    marks.push({ kind: "text", x: x + tick + 6, y: y + tick - 1, text: placement.word, size: wordSize, bold: true, anchor: "start", color: INK });
  });
  return { width: gridW, height: listTop + (rowsOfWords - 1) * rowH + tick + 2, marks };
}

/**
 * The sleigh (facing right, into the maze) in a 76 x 56 box, and the roof with its chimney in a 76 x 72 box: plain
 * line art with white fill, for a child to colour in.
 */
export const SLEIGH_ICON = {
  width: 76,
  height: 56,
  paths: [
    // A sack of presents and a parcel on the seat.
    { d: "M19 31 C13 21 18 9 27 9 C36 9 41 21 35 31 Z", fill: "#ffffff" },
    { d: "M23 12 L27 16 L31 12", fill: null },
    { d: "M36 20 L48 20 L48 31 L36 31 Z M42 20 L42 31", fill: "#ffffff" },
    // The body: a tall rounded back, a low seat and a front that sweeps up.
    { d: "M6 14 C6 7 14 7 15 13 L18 31 L50 31 C56 31 58 27 60 21 C62 14 71 12 71 20 L67 37 C65 43 59 46 51 46 L14 46 C9 46 6 42 6 37 Z", fill: "#ffffff" },
    // A star on the side.
    { d: "M33 34 L35 37.5 L39 38 L36 40.5 L37 44 L33 42 L29 44 L30 40.5 L27 38 L31 37.5 Z", fill: null },
    // Runners and their struts, curling up at the front.
    { d: "M16 46 L16 53 M52 46 L52 53 M2 53 L64 53 C74 53 76 44 69 41", fill: null },
  ],
} as const;

export const CHIMNEY_ICON = {
  width: 76,
  height: 72,
  paths: [
    // The roof's ridge and slopes.
    { d: "M2 70 L38 48 L74 70", fill: null },
    // The chimney stands on the right-hand slope, with its cap on top.
    { d: "M44 51.7 L44 12 L62 12 L62 62.7 Z", fill: "#ffffff" },
    { d: "M40 5 L66 5 L66 12 L40 12 Z", fill: "#ffffff" },
    // Bricks.
    { d: "M44 21 L62 21 M44 30 L62 30 M44 39 L62 39 M44 48 L62 48 M53 12 L53 21 M48 21 L48 30 M57 21 L57 30 M53 30 L53 39 M48 39 L48 48 M57 39 L57 48 M53 48 L53 57", fill: null },
  ],
} as const;

/** Where the answer line ends: down into the chimney's opening. */
const CHIMNEY_MOUTH = { x: 53, y: 9 };

const ICON_STROKE = 2.2;
const MAZE_CELL = 28;
const MAZE_WALL = 3.5;
/** Room beside the maze for the sleigh (left) and the chimney (right). */
const MAZE_SIDE = 84;

function icon(art: typeof SLEIGH_ICON | typeof CHIMNEY_ICON, x: number, y: number): Mark[] {
  return art.paths.map((p) => ({ kind: "path", d: p.d, x, y, scale: 1, fill: p.fill, stroke: INK, strokeWidth: ICON_STROKE }));
}

function mazeDrawing(maze: GeneratedMaze, answers: boolean): PuzzleDrawing {
  const cell = MAZE_CELL;
  const mazeW = cell * maze.columns;
  const mazeH = cell * maze.rows;
  const left = MAZE_SIDE;
  // The sleigh's top reaches above the maze, so the maze starts a little way down.
  const top = Math.max(0, SLEIGH_ICON.height / 2 - cell / 2);
  const marks: Mark[] = [];
  const [startRow, startColumn] = maze.start;
  const [goalRow, goalColumn] = maze.goal;
  const entranceY = top + (startRow + 0.5) * cell;
  const exitY = top + (goalRow + 0.5) * cell;

  // Walls, joined into long runs: the top and bottom of each row, the sides of each column.
  const run = (x1: number, y1: number, x2: number, y2: number) =>
    marks.push({ kind: "line", x1: left + x1, y1: top + y1, x2: left + x2, y2: top + y2, width: MAZE_WALL, color: INK });
  for (let r = 0; r <= maze.rows; r++) {
    let from: number | null = null;
    for (let c = 0; c <= maze.columns; c++) {
      // A wall along the top of cell (r, c): the frame, or a closed south side of the cell above.
      const wall = c < maze.columns && (r === 0 || r === maze.rows || (maze.open[r - 1]![c]! & SOUTH) === 0);
      if (wall && from === null) from = c;
      if (!wall && from !== null) {
        run(from * cell, r * cell, c * cell, r * cell);
        from = null;
      }
    }
  }
  for (let c = 0; c <= maze.columns; c++) {
    let from: number | null = null;
    for (let r = 0; r <= maze.rows; r++) {
      // A wall along the left of cell (r, c): the frame (but for the way in and out), or a closed east side.
      const gap = (c === startColumn && c === 0 && r === startRow) || (c === maze.columns && r === goalRow && goalColumn === c - 1);
      const wall = r < maze.rows && !gap && (c === 0 || c === maze.columns || (maze.open[r]![c - 1]! & EAST) === 0);
      if (wall && from === null) from = r;
      if (!wall && from !== null) {
        run(c * cell, from * cell, c * cell, r * cell);
        from = null;
      }
    }
  }

  const sleighX = left - SLEIGH_ICON.width - 6;
  marks.push(...icon(SLEIGH_ICON, sleighX, entranceY - SLEIGH_ICON.height / 2));
  // The chimney's opening sits just below the way out.
  const chimneyX = left + mazeW + 6;
  const chimneyY = exitY + 2;
  marks.push(...icon(CHIMNEY_ICON, chimneyX, chimneyY));

  if (answers) {
    const points: [number, number][] = [[sleighX + SLEIGH_ICON.width - 4, entranceY]];
    for (const [r, c] of maze.solution) points.push([left + (c + 0.5) * cell, top + (r + 0.5) * cell]);
    points.push([chimneyX + CHIMNEY_MOUTH.x, exitY], [chimneyX + CHIMNEY_MOUTH.x, chimneyY + CHIMNEY_MOUTH.y]);
    marks.push({ kind: "polyline", points, width: 4, color: ANSWER_RED });
  }
  const height = Math.max(top + mazeH + MAZE_WALL / 2, chimneyY + CHIMNEY_ICON.height + ICON_STROKE);
  return { width: left + mazeW + MAZE_SIDE, height: Math.ceil(height), marks };
}

export function puzzleDrawing(puzzle: GeneratedPuzzle, { answers = false } = {}): PuzzleDrawing {
  return puzzle.kind === "word-search" ? wordSearchDrawing(puzzle, answers) : mazeDrawing(puzzle, answers);
}

/** White space around the drawing in the SVG preview. */
export const PREVIEW_PADDING = 16;

/** The preview image's size (for the <img>'s width and height, so the page does not jump as it loads). */
export function puzzlePreviewSize(puzzle: GeneratedPuzzle): { width: number; height: number } {
  const { width, height } = puzzleDrawing(puzzle);
  return { width: width + 2 * PREVIEW_PADDING, height: height + 2 * PREVIEW_PADDING };
}

const attr = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const num = (n: number) => String(Math.round(n * 100) / 100);

function markSvg(mark: Mark): string {
  switch (mark.kind) {
    case "line":
      return `<line x1="${num(mark.x1)}" y1="${num(mark.y1)}" x2="${num(mark.x2)}" y2="${num(mark.y2)}" stroke="${mark.color}" stroke-width="${num(mark.width)}"${mark.opacity === undefined ? "" : ` stroke-opacity="${mark.opacity}"`}/>`;
    case "polyline":
      return `<polyline points="${mark.points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ")}" fill="none" stroke="${mark.color}" stroke-width="${num(mark.width)}"/>`;
    case "text":
      return `<text x="${num(mark.x)}" y="${num(mark.y)}" font-size="${num(mark.size)}"${mark.bold ? ' font-weight="bold"' : ""}${mark.anchor === "middle" ? ' text-anchor="middle"' : ""} fill="${mark.color}">${attr(mark.text)}</text>`;
    case "box":
      return `<rect x="${num(mark.x)}" y="${num(mark.y)}" width="${num(mark.width)}" height="${num(mark.height)}" rx="${num(mark.radius)}" fill="none" stroke="${mark.stroke}" stroke-width="${num(mark.strokeWidth)}"/>`;
    case "path":
      return `<path transform="translate(${num(mark.x)} ${num(mark.y)})${mark.scale === 1 ? "" : ` scale(${mark.scale})`}" d="${attr(mark.d)}" fill="${mark.fill ?? "none"}" stroke="${mark.stroke}" stroke-width="${num(mark.strokeWidth)}"/>`;
  }
}

/**
 * A puzzle as a standalone SVG file (the build writes one per puzzle beside its PDF, without the answers), for the
 * page to show as an <img>.
 */
export function puzzleSvg(puzzle: GeneratedPuzzle, title: string, { answers = false } = {}): string {
  const drawing = puzzleDrawing(puzzle, { answers });
  const width = drawing.width + 2 * PREVIEW_PADDING;
  const height = drawing.height + 2 * PREVIEW_PADDING;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `font-family="Helvetica, Arial, sans-serif" stroke-linecap="round" stroke-linejoin="round"><title>${attr(title)}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/><g transform="translate(${PREVIEW_PADDING} ${PREVIEW_PADDING})">` +
    `${drawing.marks.map(markSvg).join("")}</g></svg>\n`
  );
}
