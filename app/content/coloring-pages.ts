/**
 * Eight original coloring pages, drawn as line art on a 400 × 500 canvas (second spec document: 8 pages,
 * difficulty Easy, Medium or Hard). The same shapes draw the on-screen preview (an SVG file the build writes, features/activities/line-art-svg.ts)
 * and the print-ready one-page PDF generated at build time (scripts/downloads/content-activities.ts).
 * Shapes are drawn in order; each is filled white unless it says otherwise, so later shapes sit on top.
 */
import type { Difficulty } from "./recipes";

/**
 * One shape of a line drawing. `stroke` is the outline thickness (LINE_ART_STROKE when left out); a stroke of 0
 * draws no outline at all, only the fill: a white mask that hides what is behind it.
 */
export type LineShape =
  | { kind: "path"; d: string; fill?: "white" | "black" | "none"; stroke?: number }
  | { kind: "circle"; cx: number; cy: number; r: number; fill?: "white" | "black" | "none"; stroke?: number }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; fill?: "white" | "black" | "none"; stroke?: number }
  | { kind: "rect"; x: number; y: number; width: number; height: number; rx?: number; fill?: "white" | "black" | "none"; stroke?: number };

export interface LineDrawing {
  /** The canvas is always 0 0 400 500. */
  shapes: readonly LineShape[];
}

export const LINE_ART_WIDTH = 400;
export const LINE_ART_HEIGHT = 500;
/** Outline thickness in canvas units: thick and clean so a child can colour inside the lines. */
export const LINE_ART_STROKE = 6;

export interface ColoringPage {
  id: string;
  title: string;
  description: string;
  character: string;
  difficulty: Difficulty;
  drawing: LineDrawing;
}

export const COLORING_PAGE_COUNT = 8;
/** How many of them the coloring pages page shows as its cards: the first eight, the spec's. */
export const FEATURED_COLORING_PAGE_COUNT = 8;

// Small drawing helpers: they only build path strings from numbers.
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + i * 36) * Math.PI) / 180;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join(" L")} Z`;
}

function flake(cx: number, cy: number, r: number): LineShape {
  const d = [0, 60, 120]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const dx = (r * Math.cos(a)).toFixed(1);
      const dy = (r * Math.sin(a)).toFixed(1);
      return `M${cx - Number(dx)} ${cy - Number(dy)} L${cx + Number(dx)} ${cy + Number(dy)}`;
    })
    .join(" ");
  return { kind: "path", d, fill: "none", stroke: 4 };
}

function scallops(x1: number, x2: number, y: number, count: number, depth: number): string {
  const step = (x2 - x1) / count;
  let d = `M${x1} ${y}`;
  for (let i = 0; i < count; i++) d += ` Q${x1 + step * i + step / 2} ${y + depth} ${x1 + step * (i + 1)} ${y}`;
  return d;
}

const dot = (cx: number, cy: number, r = 6): LineShape => ({ kind: "circle", cx, cy, r, fill: "black" });

export const COLORING_PAGES: readonly ColoringPage[] = [
  {
    id: "jolly-santa",
    title: "Jolly Santa",
    description: "Santa in his floppy hat and big buckled belt, with a beard made of fluffy curls.",
    character: "Santa",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "path", d: "M110 470 Q118 330 200 318 Q282 330 290 470 Z" },
        { kind: "path", d: "M140 350 Q92 380 96 428" , fill: "none" },
        { kind: "path", d: "M260 350 Q308 380 304 428", fill: "none" },
        { kind: "circle", cx: 98, cy: 442, r: 22 },
        { kind: "circle", cx: 302, cy: 442, r: 22 },
        { kind: "path", d: "M200 340 L200 400 M200 432 L200 470", fill: "none" },
        { kind: "path", d: "M121 400 L279 400 L283 432 L117 432 Z" },
        { kind: "rect", x: 180, y: 396, width: 40, height: 40, rx: 4 },
        { kind: "rect", x: 191, y: 407, width: 18, height: 18, rx: 2 },
        { kind: "circle", cx: 200, cy: 190, r: 60 },
        { kind: "path", d: "M138 195 Q126 262 158 296 Q175 330 200 338 Q225 330 242 296 Q274 262 262 195 Q240 236 200 236 Q160 236 138 195 Z" },
        { kind: "path", d: "M188 262 Q200 272 212 262", fill: "none", stroke: 4 },
        { kind: "path", d: "M200 224 Q180 204 158 222 Q178 240 200 228 Q222 240 242 222 Q220 204 200 224 Z" },
        { kind: "circle", cx: 200, cy: 208, r: 12 },
        dot(178, 180),
        dot(222, 180),
        { kind: "path", d: "M142 150 Q150 70 230 55 Q290 50 300 100 Q270 86 256 150 Z" },
        { kind: "circle", cx: 300, cy: 106, r: 18 },
        { kind: "rect", x: 128, y: 134, width: 144, height: 32, rx: 16 },
      ],
    },
  },
  {
    id: "dasher-the-reindeer",
    title: "Dasher the Reindeer",
    description: "A friendly reindeer with branching antlers, a cosy scarf and a big round nose.",
    character: "Reindeer",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "path", d: "M150 300 Q138 380 118 470 L282 470 Q262 380 250 300 Z" },
        { kind: "ellipse", cx: 200, cy: 420, rx: 45, ry: 42 },
        { kind: "path", d: "M222 328 L236 402 L262 394 L248 320 Z" },
        { kind: "path", d: "M146 298 Q200 328 254 298 L258 326 Q200 356 142 326 Z" },
        { kind: "path", d: "M162 150 Q140 100 150 58 M150 102 Q124 96 112 68 M156 80 Q172 68 174 46", fill: "none", stroke: 8 },
        { kind: "path", d: "M238 150 Q260 100 250 58 M250 102 Q276 96 288 68 M244 80 Q228 68 226 46", fill: "none", stroke: 8 },
        { kind: "path", d: "M152 172 Q100 150 94 176 Q110 198 156 190 Z" },
        { kind: "path", d: "M248 172 Q300 150 306 176 Q290 198 244 190 Z" },
        { kind: "ellipse", cx: 200, cy: 220, rx: 62, ry: 76 },
        { kind: "ellipse", cx: 200, cy: 272, rx: 44, ry: 32 },
        { kind: "circle", cx: 200, cy: 256, r: 17 },
        { kind: "path", d: "M184 288 Q200 300 216 288", fill: "none", stroke: 4 },
        dot(178, 206, 8),
        dot(222, 206, 8),
      ],
    },
  },
  {
    id: "snowy-the-snowman",
    title: "Snowy the Snowman",
    description: "Three big snowballs, a tall top hat, a carrot nose and a long striped scarf.",
    character: "Snowman",
    difficulty: "Easy",
    drawing: {
      shapes: [
        { kind: "path", d: "M20 478 Q200 456 380 478", fill: "none" },
        { kind: "circle", cx: 200, cy: 388, r: 92 },
        { kind: "circle", cx: 200, cy: 262, r: 70 },
        { kind: "path", d: "M136 250 L70 200 M92 216 L78 190", fill: "none" },
        { kind: "path", d: "M264 250 L330 200 M308 216 L322 190", fill: "none" },
        { kind: "circle", cx: 200, cy: 244, r: 8 },
        { kind: "circle", cx: 200, cy: 274, r: 8 },
        { kind: "circle", cx: 200, cy: 304, r: 8 },
        { kind: "circle", cx: 200, cy: 360, r: 8 },
        { kind: "circle", cx: 200, cy: 150, r: 52 },
        { kind: "path", d: "M224 222 L232 292 L256 286 L246 220 Z" },
        { kind: "path", d: "M148 200 Q200 222 252 200 L252 222 Q200 244 148 222 Z" },
        { kind: "rect", x: 160, y: 36, width: 80, height: 66, rx: 4 },
        { kind: "rect", x: 160, y: 80, width: 80, height: 16 },
        { kind: "rect", x: 138, y: 96, width: 124, height: 14, rx: 7 },
        dot(183, 140),
        dot(217, 140),
        { kind: "path", d: "M200 152 L248 162 L200 170 Z" },
        dot(178, 180, 3.5),
        dot(189, 187, 3.5),
        dot(200, 190, 3.5),
        dot(211, 187, 3.5),
        dot(222, 180, 3.5),
      ],
    },
  },
  {
    id: "jingle-the-elf",
    title: "Jingle the Elf",
    description: "Santa's busiest helper, with pointy ears, curly shoes and a jingly hat.",
    character: "Elf",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "rect", x: 162, y: 410, width: 28, height: 52 },
        { kind: "rect", x: 210, y: 410, width: 28, height: 52 },
        { kind: "path", d: "M152 458 L195 458 L195 478 L150 478 Q122 478 124 452 Q138 464 152 458 Z" },
        { kind: "path", d: "M248 458 L205 458 L205 478 L250 478 Q278 478 276 452 Q262 464 248 458 Z" },
        { kind: "path", d: "M140 262 Q200 250 260 262 L285 420 L262 405 L240 420 L218 405 L200 420 L182 405 L160 420 L138 405 L115 420 Z" },
        { kind: "path", d: "M146 300 Q110 330 112 370", fill: "none" },
        { kind: "path", d: "M254 300 Q290 330 288 370", fill: "none" },
        { kind: "circle", cx: 112, cy: 380, r: 14 },
        { kind: "circle", cx: 288, cy: 380, r: 14 },
        { kind: "path", d: "M129 345 L271 345 L274 372 L126 372 Z" },
        { kind: "rect", x: 184, y: 341, width: 32, height: 35, rx: 4 },
        { kind: "path", d: "M150 258 L170 286 L185 262 L200 292 L215 262 L230 286 L250 258 Z" },
        { kind: "path", d: "M148 200 Q108 168 116 216 Q130 228 150 216 Z" },
        { kind: "path", d: "M252 200 Q292 168 284 216 Q270 228 250 216 Z" },
        { kind: "circle", cx: 200, cy: 205, r: 55 },
        dot(182, 205),
        dot(218, 205),
        { kind: "path", d: "M180 228 Q200 246 220 228", fill: "none", stroke: 4 },
        { kind: "circle", cx: 166, cy: 226, r: 9, stroke: 3 },
        { kind: "circle", cx: 234, cy: 226, r: 9, stroke: 3 },
        { kind: "path", d: "M148 172 Q160 80 215 60 Q262 44 292 90 Q256 80 252 172 Z" },
        { kind: "circle", cx: 294, cy: 100, r: 14 },
        { kind: "path", d: "M140 175 L152 160 L164 175 L176 160 L188 175 L200 160 L212 175 L224 160 L236 175 L248 160 L260 175 L260 192 L140 192 Z" },
      ],
    },
  },
  {
    id: "gingerbread-house",
    title: "Gingerbread House",
    description: "A sweet little house with an icing roof, candy windows and lollipops by the door.",
    character: "Gingerbread",
    difficulty: "Hard",
    drawing: {
      shapes: [
        { kind: "path", d: "M10 456 Q200 440 390 456", fill: "none" },
        { kind: "rect", x: 250, y: 122, width: 36, height: 78 },
        { kind: "rect", x: 244, y: 112, width: 48, height: 16, rx: 6 },
        { kind: "rect", x: 80, y: 232, width: 240, height: 216 },
        { kind: "path", d: "M60 242 L200 112 L340 242 Z" },
        { kind: "path", d: "M157 152 L243 152 M109 196 L291 196", fill: "none", stroke: 4 },
        { kind: "path", d: scallops(60, 340, 242, 10, 22), fill: "none" },
        { kind: "circle", cx: 200, cy: 184, r: 16 },
        { kind: "path", d: "M200 168 L200 200 M184 184 L216 184", fill: "none", stroke: 4 },
        { kind: "circle", cx: 142, cy: 220, r: 9 },
        { kind: "circle", cx: 258, cy: 220, r: 9 },
        { kind: "circle", cx: 200, cy: 136, r: 9 },
        { kind: "rect", x: 102, y: 282, width: 62, height: 56, rx: 6 },
        { kind: "path", d: "M133 282 L133 338 M102 310 L164 310", fill: "none", stroke: 4 },
        { kind: "rect", x: 236, y: 282, width: 62, height: 56, rx: 6 },
        { kind: "path", d: "M267 282 L267 338 M236 310 L298 310", fill: "none", stroke: 4 },
        { kind: "path", d: "M170 448 L170 372 Q200 336 230 372 L230 448 Z" },
        dot(218, 410, 5),
        { kind: "path", d: "M112 448 L112 404", fill: "none" },
        { kind: "circle", cx: 112, cy: 388, r: 20 },
        { kind: "path", d: "M112 388 m-9 0 a9 9 0 1 1 9 9 a5 5 0 0 1 -5 -5", fill: "none", stroke: 3 },
        { kind: "path", d: "M288 448 L288 404", fill: "none" },
        { kind: "circle", cx: 288, cy: 388, r: 20 },
        { kind: "path", d: "M288 388 m-9 0 a9 9 0 1 1 9 9 a5 5 0 0 1 -5 -5", fill: "none", stroke: 3 },
        { kind: "path", d: scallops(80, 320, 448, 8, -14), fill: "none", stroke: 4 },
      ],
    },
  },
  {
    id: "christmas-tree",
    title: "Christmas Tree",
    description: "A tall tree with a shining star, round baubles and a looping garland.",
    character: "Tree",
    difficulty: "Easy",
    drawing: {
      shapes: [
        { kind: "rect", x: 175, y: 372, width: 50, height: 56 },
        { kind: "path", d: "M138 424 L262 424 L246 480 L154 480 Z" },
        { kind: "path", d: "M200 166 L322 380 L78 380 Z" },
        { kind: "path", d: "M200 108 L296 268 L104 268 Z" },
        { kind: "path", d: "M200 58 L266 180 L134 180 Z" },
        { kind: "path", d: "M116 332 Q200 362 286 322", fill: "none" },
        { kind: "path", d: "M140 236 Q200 258 262 232", fill: "none" },
        { kind: "circle", cx: 156, cy: 352, r: 13 },
        { kind: "circle", cx: 246, cy: 348, r: 13 },
        { kind: "circle", cx: 200, cy: 300, r: 13 },
        { kind: "circle", cx: 166, cy: 258, r: 12 },
        { kind: "circle", cx: 236, cy: 254, r: 12 },
        { kind: "circle", cx: 200, cy: 150, r: 11 },
        { kind: "path", d: starPath(200, 50, 34, 14) },
      ],
    },
  },
  {
    id: "christmas-stockings",
    title: "Christmas Stockings",
    description: "Two stockings hung by the mantel, one with a star and one with a snowflake, and a present waiting below.",
    character: "Stockings",
    difficulty: "Easy",
    drawing: {
      shapes: [
        { kind: "rect", x: 24, y: 56, width: 352, height: 34, rx: 6 },
        { kind: "path", d: "M30 90 Q80 112 130 90 Q180 112 230 90 Q280 112 330 90 Q352 104 370 90", fill: "none", stroke: 4 },
        { kind: "path", d: "M130 96 Q130 70 146 70", fill: "none", stroke: 4 },
        { kind: "path", d: "M95 128 L165 128 L165 332 Q165 382 115 382 L72 382 Q36 382 36 352 Q36 322 72 320 L95 318 Z" },
        { kind: "path", d: "M72 320 Q36 322 36 352 Q36 382 72 382 Q60 350 72 320 Z" },
        { kind: "rect", x: 84, y: 100, width: 92, height: 40, rx: 8 },
        { kind: "path", d: starPath(130, 226, 28, 12) },
        { kind: "path", d: "M305 128 L235 128 L235 332 Q235 382 285 382 L328 382 Q364 382 364 352 Q364 322 328 320 L305 318 Z" },
        { kind: "path", d: "M328 320 Q364 322 364 352 Q364 382 328 382 Q340 350 328 320 Z" },
        { kind: "rect", x: 224, y: 100, width: 92, height: 40, rx: 8 },
        flake(270, 230, 30),
        { kind: "rect", x: 160, y: 404, width: 80, height: 72 },
        { kind: "rect", x: 152, y: 392, width: 96, height: 20, rx: 3 },
        { kind: "path", d: "M200 412 L200 476", fill: "none" },
        { kind: "path", d: "M200 392 Q180 366 168 380 Q178 396 200 392 Q222 366 232 380 Q222 396 200 392 Z" },
      ],
    },
  },
  {
    id: "snowy-cabin",
    title: "Snowy Cabin Night",
    description: "A log cabin in the snow under a big round moon, with pine trees and falling snowflakes.",
    character: "Winter Scene",
    difficulty: "Hard",
    drawing: {
      shapes: [
        { kind: "path", d: "M0 330 Q120 272 230 330 Q320 292 400 320", fill: "none", stroke: 4 },
        { kind: "path", d: "M0 424 Q100 398 200 418 Q300 438 400 408", fill: "none" },
        { kind: "circle", cx: 336, cy: 84, r: 34 },
        flake(60, 80, 12),
        flake(150, 56, 10),
        flake(236, 110, 12),
        flake(110, 168, 10),
        flake(320, 186, 10),
        flake(200, 40, 8),
        { kind: "rect", x: 256, y: 236, width: 24, height: 46 },
        { kind: "path", d: "M268 226 Q256 210 268 198 Q280 186 270 170", fill: "none", stroke: 4 },
        { kind: "rect", x: 150, y: 300, width: 140, height: 112 },
        { kind: "path", d: "M150 328 L290 328 M150 356 L230 356 M150 384 L230 384", fill: "none", stroke: 3 },
        { kind: "path", d: "M134 308 L220 236 L306 308 Z" },
        { kind: "path", d: scallops(134, 306, 308, 6, 14), fill: "none", stroke: 4 },
        { kind: "rect", x: 166, y: 336, width: 40, height: 34, rx: 3 },
        { kind: "path", d: "M186 336 L186 370 M166 353 L206 353", fill: "none", stroke: 3 },
        { kind: "rect", x: 240, y: 346, width: 36, height: 66, rx: 3 },
        dot(268, 382, 4),
        { kind: "rect", x: 62, y: 368, width: 16, height: 32 },
        { kind: "path", d: "M70 282 L116 370 L24 370 Z" },
        { kind: "path", d: "M70 246 L104 316 L36 316 Z" },
        { kind: "rect", x: 337, y: 378, width: 16, height: 30 },
        { kind: "path", d: "M345 292 L388 380 L302 380 Z" },
        { kind: "path", d: "M345 258 L378 326 L312 326 Z" },
      ],
    },
  },
];

/** The pages the coloring pages page shows. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = COLORING_PAGES.slice(0, FEATURED_COLORING_PAGE_COUNT);
