import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { generatedMaze, generatedWordSearch, type GeneratedMaze } from "./advent-puzzle-data";
import { EAST, NORTH, SOUTH, WEST } from "./maze";
import { ANSWER_RED, HIGHLIGHTS, capitalsWidth, PREVIEW_PADDING, PUZZLE_MAX_WIDTH, puzzleDrawing, puzzlePreviewSize, puzzleSvg, type Mark } from "./puzzle-drawing";
import { placementCells } from "./word-search";

const lines = (marks: Mark[]) => marks.filter((m): m is Extract<Mark, { kind: "line" }> => m.kind === "line");

describe("word search drawing", () => {
  const puzzle = generatedWordSearch("north-pole-word-search");

  it("fits the page and writes every letter in its cell", () => {
    const drawing = puzzleDrawing(puzzle);
    expect(drawing.width).toBeLessThanOrEqual(PUZZLE_MAX_WIDTH);
    const cell = drawing.width / puzzle.columns;
    const letters = drawing.marks.filter((m) => m.kind === "text" && m.anchor === "middle");
    expect(letters).toHaveLength(puzzle.rows * puzzle.columns);
    for (const mark of letters) {
      if (mark.kind !== "text") continue;
      const row = Math.floor(mark.y / cell);
      const column = Math.floor(mark.x / cell);
      expect(puzzle.grid[row]![column]).toBe(mark.text);
    }
  });

  it("marks every word from its first letter to its last only on the answer page", () => {
    expect(lines(puzzleDrawing(puzzle).marks).filter((l) => l.opacity !== undefined)).toEqual([]);
    const drawing = puzzleDrawing(puzzle, { answers: true });
    const cell = drawing.width / puzzle.columns;
    const highlights = lines(drawing.marks).filter((l) => l.opacity !== undefined);
    expect(highlights).toHaveLength(puzzle.placements.length);
    puzzle.placements.forEach((placement, i) => {
      const cells = placementCells(placement);
      const [r1, c1] = cells[0]!;
      const [r2, c2] = cells.at(-1)!;
      expect(highlights[i]).toMatchObject({ x1: (c1 + 0.5) * cell, y1: (r1 + 0.5) * cell, x2: (c2 + 0.5) * cell, y2: (r2 + 0.5) * cell });
      expect(highlights[i]!.color).toBe(HIGHLIGHTS[i % HIGHLIGHTS.length]);
    });
  });
});

describe("word list under the grid", () => {
  it("measures capitals as the PDF's bold font does", async () => {
    const doc = await PDFDocument.create();
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    for (const word of ["ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "SCHNEEFLOCKE"]) expect(capitalsWidth(word, 13)).toBeCloseTo(bold.widthOfTextAtSize(word, 13), 6);
  });

  it.each([...LOCALES])("keeps every %s word clear of the next column's tick box and inside the grid's width", (locale) => {
    for (const id of ["christmas-word-search", "north-pole-word-search"]) {
      const drawing = puzzleDrawing(generatedWordSearch(id, locale));
      const words = drawing.marks.filter((m): m is Extract<Mark, { kind: "text" }> => m.kind === "text" && m.anchor === "start");
      const ticks = drawing.marks.filter((m): m is Extract<Mark, { kind: "box" }> => m.kind === "box" && m.width < 30);
      expect(words).toHaveLength(ticks.length);
      // Each word follows its own tick box; the boxes further along the same row are the next columns'.
      words.forEach((word, i) => {
        const end = word.x + capitalsWidth(word.text, word.size);
        expect(end, `${locale} ${word.text}`).toBeLessThanOrEqual(drawing.width);
        const own = ticks[i]!;
        for (const box of ticks.filter((t) => t.y === own.y && t.x > own.x)) expect(end, `${locale} ${word.text}`).toBeLessThan(box.x - 4);
      });
    }
  });
});

describe("maze drawing", () => {
  const maze = generatedMaze("sleigh-maze");

  /** The wall segments (in cell units) the drawing's lines cover, each one cell long. */
  function drawnWalls(m: GeneratedMaze): Set<string> {
    const drawing = puzzleDrawing(m);
    const walls = lines(drawing.marks);
    const left = Math.min(...walls.map((l) => Math.min(l.x1, l.x2)));
    const top = Math.min(...walls.map((l) => Math.min(l.y1, l.y2)));
    const cell = (Math.max(...walls.map((l) => Math.max(l.x1, l.x2))) - left) / m.columns;
    const out = new Set<string>();
    for (const l of walls) {
      const [x1, x2] = [l.x1, l.x2].map((x) => Math.round((x - left) / cell)).sort((a, b) => a - b);
      const [y1, y2] = [l.y1, l.y2].map((y) => Math.round((y - top) / cell)).sort((a, b) => a - b);
      for (let x = x1!; x < x2!; x++) out.add(`h ${y1} ${x}`);
      for (let y = y1!; y < y2!; y++) out.add(`v ${x1} ${y}`);
    }
    return out;
  }

  it("draws exactly the closed walls, with a way in beside the sleigh and a way out beside the chimney", () => {
    const expected = new Set<string>();
    for (let r = 0; r < maze.rows; r++) {
      for (let c = 0; c < maze.columns; c++) {
        const bits = maze.open[r]![c]!;
        if (!(bits & NORTH)) expected.add(`h ${r} ${c}`);
        if (!(bits & SOUTH)) expected.add(`h ${r + 1} ${c}`);
        if (!(bits & WEST) && !(r === maze.start[0] && c === 0)) expected.add(`v ${c} ${r}`);
        if (!(bits & EAST) && !(r === maze.goal[0] && c === maze.columns - 1)) expected.add(`v ${c + 1} ${r}`);
      }
    }
    expect([...drawnWalls(maze)].sort()).toEqual([...expected].sort());
  });

  it("draws the way through only on the answer page, through every cell of the solution", () => {
    expect(puzzleDrawing(maze).marks.some((m) => m.kind === "polyline")).toBe(false);
    const drawing = puzzleDrawing(maze, { answers: true });
    const route = drawing.marks.filter((m) => m.kind === "polyline");
    expect(route).toHaveLength(1);
    const points = route[0]!.kind === "polyline" ? route[0]!.points : [];
    expect(route[0]).toMatchObject({ color: ANSWER_RED });
    // The sleigh, every solution cell's centre, then two points into the chimney.
    expect(points).toHaveLength(maze.solution.length + 3);
    const [sx, sy] = points[1]!;
    const [gx, gy] = points[maze.solution.length]!;
    const cell = (gx - sx) / (maze.goal[1] - maze.start[1]);
    expect((gy - sy) / (maze.goal[0] - maze.start[0])).toBeCloseTo(cell);
    maze.solution.forEach(([r, c], i) => {
      expect(points[i + 1]![0]).toBeCloseTo(sx + (c - maze.start[1]) * cell);
      expect(points[i + 1]![1]).toBeCloseTo(sy + (r - maze.start[0]) * cell);
    });
  });
});

describe("puzzleSvg", () => {
  it("is a standalone SVG the size puzzlePreviewSize gives, on a white page", () => {
    const puzzle = generatedWordSearch("christmas-word-search");
    const svg = puzzleSvg(puzzle, "Christmas Word Search");
    const { width, height } = puzzlePreviewSize(puzzle);
    expect(width).toBe(puzzleDrawing(puzzle).width + 2 * PREVIEW_PADDING);
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"`)).toBe(true);
    expect(svg).toContain('<rect width="100%" height="100%" fill="#fff"/>');
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });

  it("escapes the title so it can never break out of the markup", () => {
    const svg = puzzleSvg(generatedMaze("sleigh-maze"), 'Elves & "friends" <script>');
    expect(svg).toContain("<title>Elves &amp; &quot;friends&quot; &lt;script></title>");
    expect(svg).not.toContain("<script>");
  });
});
