/**
 * Twenty original coloring pages, drawn as line art on a 400 × 500 canvas: the spec's eight (second spec document:
 * 8 pages, difficulty Easy, Medium or Hard) and twelve more for the advent calendar (issue 24). The same shapes draw the on-screen preview (an SVG file the build writes, features/activities/line-art-svg.ts)
 * and the print-ready one-page PDF generated at build time (scripts/downloads/content-activities.ts).
 * Shapes are drawn in order; each is filled white unless it says otherwise, so later shapes sit on top.
 */
import type { Difficulty } from "./recipes";

/**
 * One shape of a line drawing. `stroke` is the outline thickness (LINE_ART_STROKE when left out); a stroke of 0
 * draws no outline at all, only the fill: a white mask that hides what is behind it (see land()).
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

/**
 * All the coloring pages: the spec's eight, which the coloring pages page (and the activities hub) show, then the
 * twelve drawn for the advent calendar, each behind one of its doors (app/content/advent.ts). The build writes a
 * PDF and a preview for every one.
 */
export const COLORING_PAGE_COUNT = 20;
/** How many of them the coloring pages page shows as its cards: the first eight, the spec's. */
export const FEATURED_COLORING_PAGE_COUNT = 8;

// Small drawing helpers: they only build path strings from numbers.
function starPath(cx: number, cy: number, outer: number, inner: number, tips = 5): string {
  const points: string[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + (i * 180) / tips) * Math.PI) / 180;
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

/**
 * Land that runs off the bottom and the right edge of the page (hills, dunes): a white mask with no outline
 * (stroke 0) that hides what is behind it, and its top edge as the only line, so no frame is drawn along the
 * edges of the printed page. `top` is an open path from its left end to x = 400.
 */
function land(top: string): LineShape[] {
  const left = /^M(-?[\d.]+)/.exec(top)?.[1] ?? "0";
  return [
    { kind: "path", d: `${top} L${LINE_ART_WIDTH} ${LINE_ART_HEIGHT} L${left} ${LINE_ART_HEIGHT} Z`, stroke: 0 },
    { kind: "path", d: top, fill: "none" },
  ];
}

/**
 * One row of rounded roof tiles across the canvas, top edge at y; every other row is shifted by half a tile.
 * Draw the rows from the bottom up so each row overlaps the one below, as real tiles do.
 */
function roofTileRow(y: number, tileWidth: number, shifted: boolean): LineShape[] {
  const edges = [0];
  for (let x = shifted ? tileWidth / 2 : tileWidth; x < LINE_ART_WIDTH; x += tileWidth) edges.push(x);
  edges.push(LINE_ART_WIDTH);
  const side = y + tileWidth * 0.5;
  let bottom = `M${LINE_ART_WIDTH} ${side}`;
  let seams = "";
  for (let i = edges.length - 1; i > 0; i--) {
    const [from, to] = [edges[i]!, edges[i - 1]!];
    bottom += ` Q${(from + to) / 2} ${side + (from - to) * 0.7} ${to} ${side}`;
    if (i > 1) seams += `M${to} ${y} L${to} ${side} `;
  }
  return [
    { kind: "path", d: `M0 ${y} L${LINE_ART_WIDTH} ${y} L${bottom.slice(1)} Z`, stroke: 0 },
    { kind: "path", d: bottom, fill: "none" },
    { kind: "path", d: seams.trim(), fill: "none", stroke: 4 },
  ];
}

const dot = (cx: number, cy: number, r = 6): LineShape => ({ kind: "circle", cx, cy, r, fill: "black" });

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A small five-pointed star with a thinner outline, so it stays open for colouring. */
const littleStar = (cx: number, cy: number, r: number): LineShape => ({ kind: "path", d: starPath(cx, cy, r, r * 0.45), stroke: 4 });

/** A four-pointed twinkle for night skies. */
const sparkle = (cx: number, cy: number, r: number): LineShape => ({ kind: "path", d: starPath(cx, cy, r, r * 0.38, 4), stroke: 4 });

/** Short straight lines fanning out from a centre, between two radii: a glow or shine. */
function rays(cx: number, cy: number, from: number, to: number, angles: readonly number[]): LineShape {
  const d = angles
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `M${round1(cx + from * Math.cos(a))} ${round1(cy + from * Math.sin(a))} L${round1(cx + to * Math.cos(a))} ${round1(cy + to * Math.sin(a))}`;
    })
    .join(" ");
  return { kind: "path", d, fill: "none", stroke: 5 };
}

/** A crescent moon whose lit edge faces left. */
function crescent(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy - r} A${r} ${r} 0 0 0 ${cx} ${cy + r} A${round1(r * 1.3)} ${round1(r * 1.3)} 0 0 1 ${cx} ${cy - r} Z`;
}

/** A puffy outline around an ellipse (a sheep's fleece, curls, a cloud of smoke): `bumps` rounded bulges. */
function puffy(cx: number, cy: number, rx: number, ry: number, bumps: number): string {
  const at = (i: number, k: number) => {
    const a = (2 * Math.PI * i) / bumps;
    return `${round1(cx + rx * k * Math.cos(a))} ${round1(cy + ry * k * Math.sin(a))}`;
  };
  let d = `M${at(0, 1)}`;
  for (let i = 0; i < bumps; i++) d += ` Q${at(i + 0.5, 1.32)} ${at(i + 1, 1)}`;
  return `${d} Z`;
}

/** A spiky holly leaf from its stalk at (x, y), pointing `angle` degrees (0 = right), with its middle vein. */
function hollyLeaf(x: number, y: number, angle: number, length: number, width: number): LineShape {
  const a = (angle * Math.PI) / 180;
  const p = (along: number, across: number) =>
    `${round1(x + along * length * Math.cos(a) - across * width * Math.sin(a))} ${round1(y + along * length * Math.sin(a) + across * width * Math.cos(a))}`;
  // Along one edge: the stalk, then spikes joined by inward curves, then the tip.
  const edge: readonly (readonly [number, number, number, number])[] = [
    [0.1, 0.2, 0.18, 0.74],
    [0.3, 0.45, 0.42, 1],
    [0.56, 0.5, 0.66, 0.86],
    [0.76, 0.36, 0.86, 0.56],
    [0.93, 0.14, 1, 0],
  ];
  const side = (s: number) => edge.map(([c1, c2, e1, e2]) => `Q${p(c1, c2 * s)} ${p(e1, e2 * s)}`).join(" ");
  const back = (s: number) =>
    edge
      .map((_, i) => {
        const [c1, c2] = edge[edge.length - 1 - i]!;
        const [e1, e2] = i === edge.length - 1 ? [0, 0] : edge[edge.length - 2 - i]!.slice(2);
        return `Q${p(c1, c2 * s)} ${p(e1!, e2! * s)}`;
      })
      .join(" ");
  return { kind: "path", d: `M${p(0, 0)} ${side(1)} ${back(-1)} Z M${p(0.04, 0)} L${p(0.8, 0)}`, stroke: 5 };
}

interface Placement {
  dx?: number;
  dy?: number;
  scale?: number;
  /** Flip left to right (about x = 0, before moving). */
  mirror?: boolean;
}

/**
 * A figure drawn once around (0, 0) and placed (moved, scaled, flipped) on the canvas, so one drawing of a camel or
 * a child can appear several times. Outline thickness is kept, not scaled. Paths may use only absolute M, L, Q, C, Z.
 */
function placed(shapes: readonly LineShape[], { dx = 0, dy = 0, scale = 1, mirror = false }: Placement): LineShape[] {
  const x = (v: number) => round1(dx + (mirror ? -v : v) * scale);
  const y = (v: number) => round1(dy + v * scale);
  const size = (v: number) => round1(v * scale);
  return shapes.map((shape): LineShape => {
    switch (shape.kind) {
      case "circle":
        return { ...shape, cx: x(shape.cx), cy: y(shape.cy), r: size(shape.r) };
      case "ellipse":
        return { ...shape, cx: x(shape.cx), cy: y(shape.cy), rx: size(shape.rx), ry: size(shape.ry) };
      case "rect": {
        const moved = { ...shape, x: x(mirror ? shape.x + shape.width : shape.x), y: y(shape.y), width: size(shape.width), height: size(shape.height) };
        return shape.rx === undefined ? moved : { ...moved, rx: size(shape.rx) };
      }
      case "path":
        return { ...shape, d: movePath(shape.d, x, y) };
    }
  });
}

function movePath(d: string, x: (v: number) => number, y: (v: number) => number): string {
  if (/[^MLQCZ\d\s.,-]/.test(d)) throw new Error(`placed() moves only absolute M, L, Q, C and Z paths, not "${d}"`);
  const commands: string[] = [];
  for (const part of d.match(/[MLQCZ][^MLQCZ]*/g) ?? []) {
    const numbers = (part.slice(1).match(/-?\d*\.?\d+/g) ?? []).map(Number);
    if (numbers.length % 2 !== 0) throw new Error(`placed() found an unpaired coordinate in "${d}"`);
    const pairs: string[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) pairs.push(`${x(numbers[i]!)} ${y(numbers[i + 1]!)}`);
    commands.push(`${part[0]}${pairs.join(" ")}`);
  }
  return commands.join(" ");
}

/** A child in a bobble hat, coat, scarf and boots, singing, without arms: drawn around (0, 0), 330 units tall. */
const SINGING_CHILD: readonly LineShape[] = [
  { kind: "rect", x: -30, y: 250, width: 22, height: 52 },
  { kind: "rect", x: 8, y: 250, width: 22, height: 52 },
  { kind: "path", d: "M-34 294 L-6 294 L-6 318 L-46 318 Q-50 298 -34 294 Z" },
  { kind: "path", d: "M6 294 L34 294 Q50 298 46 318 L6 318 Z" },
  { kind: "path", d: "M-38 122 Q-70 190 -68 262 L68 262 Q70 190 38 122 Z" },
  { kind: "path", d: "M0 150 L0 262", fill: "none", stroke: 4 },
  { kind: "circle", cx: -12, cy: 184, r: 5, stroke: 4 },
  { kind: "circle", cx: -12, cy: 222, r: 5, stroke: 4 },
  { kind: "circle", cx: 0, cy: 86, r: 42 },
  { kind: "circle", cx: -14, cy: 94, r: 5, fill: "black" },
  { kind: "circle", cx: 14, cy: 94, r: 5, fill: "black" },
  { kind: "ellipse", cx: 0, cy: 113, rx: 7, ry: 9, stroke: 4 },
  { kind: "circle", cx: -26, cy: 106, r: 6, stroke: 3 },
  { kind: "circle", cx: 26, cy: 106, r: 6, stroke: 3 },
  { kind: "path", d: "M-44 70 Q-44 14 0 12 Q44 14 44 70 Z" },
  { kind: "path", d: "M-22 24 L-26 58 M0 14 L0 58 M22 24 L26 58", fill: "none", stroke: 3 },
  { kind: "rect", x: -48, y: 54, width: 96, height: 22, rx: 11 },
  { kind: "circle", cx: 0, cy: 8, r: 15 },
  { kind: "path", d: "M-36 124 Q0 140 36 124 L38 142 Q0 158 -38 142 Z" },
  { kind: "path", d: "M12 146 L18 196 L38 192 L30 142 Z" },
  { kind: "path", d: "M21 196 L22 206 M29 194 L30 204 M36 192 L38 202", fill: "none", stroke: 3 },
];

/** A music note: a round head with a stem and a flag. */
function musicNote(x: number, y: number): LineShape[] {
  return [
    { kind: "path", d: `M${x + 9} ${y} L${x + 9} ${y - 40} Q${x + 28} ${y - 32} ${x + 24} ${y - 14}`, fill: "none", stroke: 5 },
    { kind: "ellipse", cx: x, cy: y, rx: 11, ry: 8 },
  ];
}

/**
 * A flat-roofed little house of the hillside town, with arched windows (offsets from its top-left corner), an
 * arched door if it has one (its offset from the left) and a small dome if asked.
 */
function hillHouse(x: number, top: number, width: number, height: number, windows: readonly (readonly [number, number])[], door?: number, dome = false): LineShape[] {
  const arch = (left: number, bottom: number, w: number, h: number): LineShape => ({
    kind: "path",
    d: `M${left} ${bottom} L${left} ${bottom - h + w / 2} A${w / 2} ${w / 2} 0 0 1 ${left + w} ${bottom - h + w / 2} L${left + w} ${bottom} Z`,
    stroke: 4,
  });
  const r = round1(width * 0.28);
  const mid = x + width / 2;
  return [
    ...(dome ? [{ kind: "path", d: `M${mid - r} ${top - 6} A${r} ${r} 0 0 1 ${mid + r} ${top - 6} Z` } satisfies LineShape] : []),
    { kind: "rect", x, y: top, width, height },
    { kind: "rect", x: x - 5, y: top - 8, width: width + 10, height: 11, rx: 3, stroke: 4 },
    ...windows.map(([dx, dy]) => arch(x + dx, top + dy + 22, 15, 22)),
    ...(door === undefined ? [] : [arch(x + door, top + height, 22, 34)]),
  ];
}

/** A palm tree: a trunk in rings and six fronds reaching `reach` times their full length, its foot at (x, y). */
function palmTree(x: number, y: number, height: number, reach = 1): LineShape[] {
  const top = y - height;
  const frond = (fullDx: number, fullDy: number): LineShape => {
    const [dx, dy] = [fullDx * reach, fullDy * reach];
    return {
      kind: "path",
      d: `M${x + 2} ${top} Q${round1(x + dx * 0.5)} ${round1(top + Math.min(dy, 0) - 30 * reach)} ${round1(x + dx)} ${round1(top + dy)} Q${round1(x + dx * 0.55)} ${round1(top + dy * 0.5 + 12 * reach)} ${x + 2} ${top} Z`,
      stroke: 5,
    };
  };
  return [
    { kind: "path", d: `M${x - 8} ${y} Q${x - 4} ${y - height / 2} ${x - 4} ${top} L${x + 10} ${top} Q${x + 12} ${y - height / 2} ${x + 10} ${y} Z` },
    {
      kind: "path",
      d: Array.from({ length: 5 }, (_, i) => `M${x - 6} ${round1(y - (height * (i + 1)) / 6)} L${x + 10} ${round1(y - (height * (i + 1)) / 6 + 4)}`).join(" "),
      fill: "none",
      stroke: 3,
    },
    frond(-40, 50),
    frond(44, 50),
    frond(-62, 22),
    frond(64, 22),
    frond(-34, -16),
    frond(36, -16),
  ];
}

/** A sheep with a fleecy coat, facing right, drawn around (0, 0), about 90 × 70. */
const SHEEP: readonly LineShape[] = [
  { kind: "rect", x: -26, y: 10, width: 9, height: 26, fill: "black" },
  { kind: "rect", x: -8, y: 12, width: 9, height: 26, fill: "black" },
  { kind: "rect", x: 10, y: 12, width: 9, height: 26, fill: "black" },
  { kind: "rect", x: 24, y: 10, width: 9, height: 26, fill: "black" },
  { kind: "path", d: puffy(0, 0, 36, 24, 9), stroke: 5 },
  { kind: "ellipse", cx: 40, cy: -20, rx: 8, ry: 5, stroke: 4 },
  { kind: "ellipse", cx: 48, cy: -10, rx: 13, ry: 17 },
  { kind: "circle", cx: 52, cy: -14, r: 3, fill: "black" },
  { kind: "path", d: puffy(46, -26, 10, 6, 5), stroke: 4 },
];

/**
 * A camel walking left with a king riding on its hump, drawn around its feet at (0, 0), about 210 wide and 300
 * tall. Each king has his own headwear and carries his own gift.
 */
function camelWithKing(headwear: "crown" | "turban" | "tall-crown", gift: "box" | "jar" | "chest"): LineShape[] {
  const hats: Record<typeof headwear, LineShape[]> = {
    crown: [
      { kind: "path", d: "M-38 -242 L-38 -268 L-28 -256 L-20 -274 L-12 -256 L-2 -268 L-2 -242 Z", stroke: 5 },
      { kind: "rect", x: -41, y: -250, width: 42, height: 10, rx: 3, stroke: 5 },
    ],
    turban: [
      { kind: "path", d: "M-20 -260 Q-28 -282 -16 -292 Q-10 -276 -16 -260 Z", stroke: 4 },
      { kind: "path", d: puffy(-20, -250, 22, 12, 6), stroke: 5 },
      { kind: "circle", cx: -20, cy: -254, r: 5, stroke: 4 },
    ],
    "tall-crown": [
      { kind: "circle", cx: -20, cy: -290, r: 6, stroke: 4 },
      { kind: "path", d: "M-38 -244 Q-40 -278 -20 -284 Q0 -278 -2 -244 Z", stroke: 5 },
      { kind: "rect", x: -41, y: -252, width: 42, height: 10, rx: 3, stroke: 5 },
    ],
  };
  const gifts: Record<typeof gift, LineShape[]> = {
    box: [
      { kind: "rect", x: -66, y: -198, width: 28, height: 24, stroke: 5 },
      { kind: "path", d: "M-52 -198 L-52 -174 M-66 -186 L-38 -186", fill: "none", stroke: 3 },
      { kind: "path", d: "M-52 -198 Q-62 -210 -64 -200 Q-60 -196 -52 -198 Q-42 -210 -40 -200 Q-44 -196 -52 -198 Z", stroke: 3 },
    ],
    jar: [
      { kind: "path", d: "M-58 -204 L-46 -204 L-44 -196 Q-32 -188 -36 -176 Q-40 -168 -52 -168 Q-64 -168 -68 -176 Q-72 -188 -60 -196 Z", stroke: 5 },
      { kind: "rect", x: -62, y: -212, width: 20, height: 8, rx: 3, stroke: 4 },
    ],
    chest: [
      { kind: "rect", x: -68, y: -190, width: 32, height: 20, rx: 2, stroke: 5 },
      { kind: "path", d: "M-68 -190 Q-68 -206 -52 -206 Q-36 -206 -36 -190 Z", stroke: 5 },
      { kind: "rect", x: -56, y: -192, width: 8, height: 10, rx: 2, stroke: 3 },
    ],
  };
  return [
    // Far legs, tail, the long neck and the humped body
    { kind: "rect", x: -52, y: -96, width: 13, height: 92, rx: 5 },
    { kind: "rect", x: 30, y: -96, width: 13, height: 92, rx: 5 },
    { kind: "path", d: "M66 -112 Q84 -96 78 -62", fill: "none", stroke: 5 },
    { kind: "path", d: "M-56 -100 Q-100 -104 -108 -156 Q-110 -178 -100 -196 L-78 -192 Q-86 -172 -82 -152 Q-76 -126 -46 -120 Z" },
    { kind: "path", d: "M-66 -98 Q-74 -130 -44 -136 Q-20 -140 -6 -150 Q14 -194 36 -188 Q60 -182 60 -138 Q76 -128 70 -102 Q66 -84 40 -84 L-48 -84 Q-64 -86 -66 -98 Z" },
    // Head
    { kind: "ellipse", cx: -84, cy: -206, rx: 6, ry: 9, stroke: 4 },
    { kind: "path", d: "M-76 -200 Q-100 -216 -128 -204 Q-146 -196 -142 -182 Q-136 -172 -116 -174 Q-92 -176 -76 -186 Z" },
    { kind: "circle", cx: -102, cy: -196, r: 4, fill: "black" },
    { kind: "path", d: "M-140 -180 Q-131 -178 -123 -181", fill: "none", stroke: 3 },
    // Near legs with their feet
    { kind: "rect", x: -36, y: -94, width: 13, height: 92, rx: 5 },
    { kind: "rect", x: 46, y: -94, width: 13, height: 92, rx: 5 },
    { kind: "ellipse", cx: -30, cy: -2, rx: 12, ry: 5, stroke: 4 },
    { kind: "ellipse", cx: 52, cy: -2, rx: 12, ry: 5, stroke: 4 },
    // The saddle cloth, and the king riding in front of the hump
    { kind: "path", d: "M-54 -138 Q-24 -150 6 -150 L14 -108 Q-20 -102 -58 -110 Z", stroke: 5 },
    { kind: "path", d: scallops(-58, 14, -110, 3, 8), fill: "none", stroke: 4 },
    { kind: "path", d: "M-12 -212 Q20 -190 26 -148 L0 -144 Z", stroke: 5 },
    { kind: "path", d: "M-28 -212 Q-46 -180 -46 -134 L8 -134 Q6 -180 -10 -212 Z", stroke: 5 },
    { kind: "circle", cx: -20, cy: -228, r: 18, stroke: 5 },
    { kind: "circle", cx: -28, cy: -230, r: 3, fill: "black" },
    { kind: "path", d: "M-36 -220 Q-30 -214 -24 -218", fill: "none", stroke: 3 },
    ...hats[headwear],
    // The gift, held in both hands
    ...gifts[gift],
    { kind: "circle", cx: -36, cy: -180, r: 7, stroke: 4 },
    { kind: "circle", cx: -68, cy: -180, r: 7, stroke: 4 },
  ];
}

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
  {
    id: "santa-checks-his-list",
    title: "Santa Checks His List",
    description: "Santa peers over his little spectacles at a very long list, reading it twice by the light of a candle.",
    character: "Santa",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "path", d: "M0 478 L400 478", fill: "none", stroke: 4 },
        { kind: "rect", x: 262, y: 36, width: 114, height: 128, rx: 4 },
        { kind: "path", d: "M319 36 L319 164 M262 100 L376 100", fill: "none", stroke: 4 },
        { kind: "path", d: crescent(292, 68, 18) },
        littleStar(348, 132, 15),
        // Santa
        { kind: "path", d: "M60 482 Q64 306 165 292 Q266 306 270 482 Z" },
        { kind: "circle", cx: 165, cy: 184, r: 50 },
        { kind: "path", d: "M117 190 Q106 262 134 300 Q150 322 165 328 Q180 322 196 300 Q224 262 213 190 Q196 228 165 228 Q134 228 117 190 Z" },
        dot(148, 170, 5),
        dot(182, 170, 5),
        { kind: "path", d: "M142 160 Q148 154 156 160 M174 160 Q182 154 188 160", fill: "none", stroke: 3 },
        { kind: "path", d: "M135 180 L161 180 Q161 196 148 196 Q135 196 135 180 Z M169 180 L195 180 Q195 196 182 196 Q169 196 169 180 Z M161 182 Q165 176 169 182", stroke: 4 },
        { kind: "path", d: "M165 226 Q145 208 123 224 Q143 242 165 230 Q187 242 207 224 Q185 208 165 226 Z" },
        { kind: "circle", cx: 165, cy: 211, r: 11 },
        { kind: "path", d: "M222 136 Q214 62 142 46 Q88 40 78 86 Q106 76 112 136 Z" },
        { kind: "circle", cx: 78, cy: 92, r: 17 },
        { kind: "rect", x: 104, y: 120, width: 122, height: 30, rx: 15 },
        // The long list, held in both hands
        { kind: "path", d: "M104 366 L228 366 L234 470 L98 470 Z" },
        { kind: "path", d: "M118 390 L184 390 M118 414 L184 414 M118 438 L184 438", fill: "none", stroke: 3 },
        { kind: "path", d: "M196 386 L203 394 L216 378 M196 410 L203 418 L216 402 M196 434 L203 442 L216 426", fill: "none", stroke: 4 },
        { kind: "rect", x: 86, y: 460, width: 160, height: 24, rx: 12 },
        { kind: "path", d: "M110 306 Q72 318 70 346 L102 348 Q104 330 126 318 Z" },
        { kind: "path", d: "M220 306 Q258 318 260 346 L228 348 Q226 330 204 318 Z" },
        { kind: "rect", x: 62, y: 338, width: 48, height: 18, rx: 9 },
        { kind: "rect", x: 220, y: 338, width: 48, height: 18, rx: 9 },
        { kind: "rect", x: 90, y: 350, width: 152, height: 24, rx: 12 },
        { kind: "circle", cx: 88, cy: 366, r: 16 },
        { kind: "circle", cx: 244, cy: 366, r: 16 },
        // The candle on its little table
        { kind: "rect", x: 314, y: 372, width: 16, height: 96 },
        { kind: "path", d: "M286 482 Q322 458 358 482 Z" },
        { kind: "ellipse", cx: 322, cy: 372, rx: 56, ry: 12 },
        { kind: "circle", cx: 362, cy: 352, r: 10 },
        { kind: "rect", x: 306, y: 282, width: 32, height: 80, rx: 3 },
        { kind: "path", d: "M306 298 L314 298 Q318 316 322 298 L338 298", fill: "none", stroke: 4 },
        { kind: "ellipse", cx: 322, cy: 362, rx: 40, ry: 9 },
        { kind: "path", d: "M322 282 L322 272", fill: "none", stroke: 4 },
        { kind: "path", d: "M322 222 Q346 252 336 266 Q322 278 308 266 Q298 252 322 222 Z" },
        { kind: "path", d: "M322 244 Q331 258 322 266 Q313 258 322 244 Z", stroke: 4 },
        rays(322, 252, 40, 58, [-160, -125, -90, -55, -20]),
      ],
    },
  },
  {
    id: "reindeer-on-the-roof",
    title: "Reindeer on the Roof",
    description: "A reindeer with a jingle-bell collar waits on a snowy rooftop beside a puffing chimney.",
    character: "Reindeer",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "path", d: crescent(72, 76, 38) },
        littleStar(168, 56, 15),
        littleStar(44, 196, 13),
        littleStar(364, 44, 13),
        sparkle(138, 178, 12),
        sparkle(206, 26, 10),
        // Roof tiles, the chimney and its smoke, snow along the ridge
        ...roofTileRow(456, 50, false),
        ...roofTileRow(422, 50, true),
        ...roofTileRow(388, 50, false),
        { kind: "rect", x: 296, y: 262, width: 70, height: 136 },
        { kind: "path", d: "M296 288 L366 288 M296 314 L366 314 M296 340 L366 340 M296 366 L366 366 M320 262 L320 288 M344 288 L344 314 M320 314 L320 340 M344 340 L344 366 M320 366 L320 392", fill: "none", stroke: 3 },
        { kind: "rect", x: 286, y: 248, width: 90, height: 22, rx: 4 },
        { kind: "path", d: "M284 252 Q292 228 314 236 Q334 220 354 234 Q376 228 378 252 Z" },
        { kind: "circle", cx: 334, cy: 208, r: 12 },
        { kind: "circle", cx: 350, cy: 174, r: 17 },
        { kind: "circle", cx: 368, cy: 132, r: 22 },
        {
          kind: "path",
          d: "M0 378 Q100 364 200 374 Q300 384 400 372 L400 402 Q386 424 368 404 Q320 396 282 406 Q266 428 248 406 Q200 398 150 406 Q134 426 116 406 Q60 398 0 408 Z",
          stroke: 0,
        },
        {
          kind: "path",
          d: "M0 378 Q100 364 200 374 Q300 384 400 372 M400 402 Q386 424 368 404 Q320 396 282 406 Q266 428 248 406 Q200 398 150 406 Q134 426 116 406 Q60 398 0 408",
          fill: "none",
        },
        // The reindeer
        { kind: "path", d: "M82 282 Q54 262 56 292 Q66 304 86 296 Z" },
        { kind: "rect", x: 100, y: 312, width: 15, height: 64, rx: 5 },
        { kind: "rect", x: 202, y: 312, width: 15, height: 64, rx: 5 },
        { kind: "rect", x: 98, y: 372, width: 19, height: 13, rx: 3, fill: "black" },
        { kind: "rect", x: 200, y: 372, width: 19, height: 13, rx: 3, fill: "black" },
        { kind: "path", d: "M168 270 Q206 244 220 196 L292 206 Q276 270 236 310 Z" },
        { kind: "ellipse", cx: 160, cy: 294, rx: 86, ry: 42 },
        { kind: "path", d: "M112 326 Q160 346 212 324", fill: "none", stroke: 4 },
        { kind: "rect", x: 124, y: 318, width: 15, height: 62, rx: 5 },
        { kind: "rect", x: 226, y: 316, width: 15, height: 64, rx: 5 },
        { kind: "rect", x: 122, y: 376, width: 19, height: 13, rx: 3, fill: "black" },
        { kind: "rect", x: 224, y: 376, width: 19, height: 13, rx: 3, fill: "black" },
        { kind: "path", d: "M236 158 Q216 114 226 80 M226 118 Q202 110 194 86 M230 96 Q244 86 246 66", fill: "none", stroke: 8 },
        { kind: "path", d: "M280 158 Q300 114 290 80 M290 118 Q314 110 322 86 M286 96 Q272 86 270 66", fill: "none", stroke: 8 },
        { kind: "path", d: "M226 174 Q190 154 184 178 Q198 196 226 190 Z" },
        { kind: "path", d: "M290 174 Q326 154 332 178 Q318 196 290 190 Z" },
        { kind: "ellipse", cx: 258, cy: 190, rx: 40, ry: 38 },
        { kind: "ellipse", cx: 258, cy: 220, rx: 28, ry: 20 },
        { kind: "circle", cx: 258, cy: 206, r: 12 },
        { kind: "path", d: "M246 228 Q258 238 270 228", fill: "none", stroke: 4 },
        dot(242, 182),
        dot(274, 182),
        { kind: "path", d: "M222 238 Q252 254 284 240 L280 258 Q250 274 218 256 Z" },
        { kind: "circle", cx: 250, cy: 278, r: 12 },
        { kind: "path", d: "M240 282 L260 282", fill: "none", stroke: 3 },
        dot(250, 286, 3),
      ],
    },
  },
  {
    id: "holly-wreath",
    title: "Holly Wreath",
    description: "A round wreath of spiky holly leaves and shiny berries, tied at the bottom with a big bow.",
    character: "Wreath",
    difficulty: "Medium",
    drawing: {
      shapes: [
        { kind: "rect", x: 190, y: 40, width: 20, height: 80 },
        { kind: "circle", cx: 200, cy: 34, r: 10 },
        { kind: "circle", cx: 200, cy: 256, r: 150 },
        { kind: "circle", cx: 200, cy: 256, r: 72 },
        // Eight sprigs round the ring, each two leaves and three berries, mirrored left and right.
        ...Array.from({ length: 8 }, (_, i): LineShape[] => {
          const deg = -67.5 + i * 45;
          const a = (deg * Math.PI) / 180;
          const turn = Math.cos(a) > 0 ? 90 : -90;
          const x = round1(200 + 111 * Math.cos(a));
          const y = round1(256 + 111 * Math.sin(a));
          const berry = (along: number, across: number): LineShape => ({
            kind: "circle",
            cx: round1(x + along * Math.cos(a) - across * Math.sin(a)),
            cy: round1(y + along * Math.sin(a) + across * Math.cos(a)),
            r: 11,
          });
          return [hollyLeaf(x, y, deg + turn - 34, 86, 28), hollyLeaf(x, y, deg + turn + 34, 86, 28), berry(-11, -8), berry(11, -8), berry(0, 10)];
        }).flat(),
        { kind: "path", d: "M192 410 L156 474 L174 470 L184 486 L208 412 Z" },
        { kind: "path", d: "M208 410 L244 474 L226 470 L216 486 L192 412 Z" },
        { kind: "path", d: "M200 400 Q136 346 124 392 Q128 440 200 410 Z" },
        { kind: "path", d: "M200 400 Q264 346 276 392 Q272 440 200 410 Z" },
        { kind: "path", d: "M186 398 Q156 380 146 394 M214 398 Q244 380 254 394", fill: "none", stroke: 4 },
        { kind: "rect", x: 184, y: 390, width: 32, height: 30, rx: 9 },
      ],
    },
  },
  {
    id: "king-in-the-snow",
    title: "The King in the Snow",
    description:
      "A kind king in his crown and fur-trimmed cloak carries firewood through the deep snow by moonlight, like the king in the carol Good King Wenceslas.",
    character: "King",
    difficulty: "Hard",
    drawing: {
      shapes: [
        { kind: "circle", cx: 334, cy: 70, r: 36 },
        littleStar(60, 54, 14),
        littleStar(236, 36, 12),
        sparkle(382, 164, 10),
        flake(120, 40, 10),
        flake(270, 120, 10),
        flake(30, 150, 10),
        flake(250, 200, 8),
        flake(300, 206, 8),
        { kind: "path", d: "M0 334 Q100 304 200 322 Q300 342 400 312", fill: "none", stroke: 4 },
        // The poor man's cottage on the hill
        { kind: "rect", x: 364, y: 232, width: 12, height: 26 },
        { kind: "path", d: "M370 226 Q362 214 370 204 Q378 194 371 182", fill: "none", stroke: 4 },
        { kind: "rect", x: 324, y: 262, width: 62, height: 50 },
        { kind: "path", d: "M316 268 L355 232 L394 268 Z" },
        { kind: "path", d: scallops(316, 394, 268, 4, 9), fill: "none", stroke: 4 },
        { kind: "rect", x: 332, y: 276, width: 18, height: 16, rx: 2 },
        { kind: "path", d: "M341 276 L341 292 M332 284 L350 284", fill: "none", stroke: 3 },
        { kind: "rect", x: 360, y: 284, width: 16, height: 28, rx: 2 },
        // A pine tree
        { kind: "rect", x: 30, y: 306, width: 14, height: 24 },
        { kind: "path", d: "M37 236 L68 290 L6 290 Z" },
        { kind: "path", d: "M37 262 L74 316 L0 316 Z" },
        // Footprints in the snow behind him
        { kind: "ellipse", cx: 18, cy: 448, rx: 10, ry: 5 },
        { kind: "ellipse", cx: 40, cy: 464, rx: 10, ry: 5 },
        { kind: "path", d: "M0 490 Q200 476 400 492", fill: "none", stroke: 4 },
        // The king: boots, cloak, tunic and belt
        { kind: "ellipse", cx: 142, cy: 470, rx: 26, ry: 12 },
        { kind: "ellipse", cx: 202, cy: 470, rx: 26, ry: 12 },
        { kind: "path", d: "M122 206 Q82 300 70 446 L270 446 Q258 300 218 206 Z" },
        { kind: "path", d: "M146 232 L194 232 L214 440 L126 440 Z" },
        { kind: "rect", x: 130, y: 352, width: 80, height: 18, rx: 3 },
        { kind: "rect", x: 160, y: 348, width: 22, height: 26, rx: 3, stroke: 4 },
        { kind: "rect", x: 62, y: 434, width: 216, height: 26, rx: 13 },
        dot(90, 447, 4),
        dot(122, 447, 4),
        dot(154, 447, 4),
        dot(186, 447, 4),
        dot(218, 447, 4),
        dot(250, 447, 4),
        // Walking stick in his left hand
        { kind: "path", d: "M76 186 L90 186 L86 476 L72 476 Z" },
        { kind: "path", d: "M128 220 Q92 236 82 272 L104 282 Q112 258 142 246 Z" },
        { kind: "circle", cx: 86, cy: 282, r: 15 },
        // Fur collar, face, hair, beard and crown
        { kind: "path", d: "M114 210 Q170 240 226 210 Q238 230 220 246 Q170 270 120 246 Q102 230 114 210 Z" },
        { kind: "circle", cx: 170, cy: 248, r: 8 },
        { kind: "path", d: puffy(134, 164, 10, 18, 5) },
        { kind: "path", d: puffy(206, 164, 10, 18, 5) },
        { kind: "circle", cx: 170, cy: 160, r: 40 },
        { kind: "path", d: "M134 172 Q132 222 170 240 Q208 222 206 172 Q192 196 170 196 Q148 196 134 172 Z" },
        { kind: "path", d: "M158 198 Q170 212 182 198 Z", stroke: 4 },
        { kind: "path", d: "M170 188 Q156 176 144 186 Q156 196 170 190 Q184 196 196 186 Q184 176 170 188 Z", stroke: 4 },
        { kind: "circle", cx: 170, cy: 174, r: 7, stroke: 4 },
        dot(155, 158, 5),
        dot(185, 158, 5),
        { kind: "path", d: "M130 130 L130 88 L148 108 L160 78 L170 102 L180 78 L192 108 L210 88 L210 130 Z" },
        { kind: "circle", cx: 130, cy: 84, r: 6 },
        { kind: "circle", cx: 160, cy: 74, r: 6 },
        { kind: "circle", cx: 180, cy: 74, r: 6 },
        { kind: "circle", cx: 210, cy: 84, r: 6 },
        { kind: "rect", x: 124, y: 118, width: 92, height: 22, rx: 4 },
        { kind: "circle", cx: 148, cy: 129, r: 4, stroke: 3 },
        { kind: "path", d: "M170 122 L176 129 L170 136 L164 129 Z", stroke: 3 },
        { kind: "circle", cx: 192, cy: 129, r: 4, stroke: 3 },
        // The bundle of firewood under his right arm
        { kind: "path", d: "M196 266 L178 250 M196 318 L176 326", fill: "none", stroke: 4 },
        { kind: "rect", x: 188, y: 262, width: 104, height: 26, rx: 13 },
        { kind: "rect", x: 182, y: 288, width: 118, height: 26, rx: 13 },
        { kind: "rect", x: 190, y: 314, width: 102, height: 26, rx: 13 },
        { kind: "circle", cx: 280, cy: 275, r: 13 },
        { kind: "circle", cx: 288, cy: 301, r: 13 },
        { kind: "circle", cx: 280, cy: 327, r: 13 },
        { kind: "circle", cx: 280, cy: 275, r: 4, stroke: 3 },
        { kind: "circle", cx: 288, cy: 301, r: 4, stroke: 3 },
        { kind: "circle", cx: 280, cy: 327, r: 4, stroke: 3 },
        { kind: "path", d: "M250 256 L262 256 L262 346 L250 346 Z", stroke: 4 },
        { kind: "path", d: "M212 214 Q252 226 250 290 L226 292 Q228 250 200 236 Z" },
        { kind: "circle", cx: 240, cy: 298, r: 15 },
      ],
    },
  },
  {
    id: "carol-singers",
    title: "Carol Singers",
    description: "Three children in bobble hats sing carols in the snow, with a glowing lantern, a song sheet and a jingling handbell.",
    character: "Carol Singers",
    difficulty: "Hard",
    drawing: {
      shapes: [
        { kind: "path", d: "M0 462 Q200 444 400 464", fill: "none", stroke: 4 },
        flake(30, 40, 10),
        flake(380, 30, 10),
        flake(372, 190, 9),
        flake(24, 250, 9),
        ...musicNote(236, 92),
        ...musicNote(294, 60),
        ...musicNote(332, 128),
        ...musicNote(46, 140),
        rays(153, 104, 30, 44, [180, 210, 330, 0, 30]),
        // Holding the lantern up high on a hooked pole
        ...placed(
          [
            ...SINGING_CHILD,
            { kind: "path", d: "M-34 132 Q-58 170 -52 206 L-34 208 Q-36 176 -20 146 Z" },
            { kind: "circle", cx: -44, cy: 214, r: 11 },
            { kind: "path", d: "M42 270 L42 -118 Q42 -134 58 -134 L76 -134 L76 -122", fill: "none", stroke: 7 },
            { kind: "path", d: "M58 -104 L76 -122 L94 -104 Z" },
            { kind: "rect", x: 60, y: -104, width: 32, height: 42, rx: 3 },
            { kind: "path", d: "M76 -96 Q86 -82 76 -72 Q66 -82 76 -96 Z", stroke: 4 },
            { kind: "rect", x: 56, y: -64, width: 40, height: 9, rx: 3 },
            { kind: "path", d: "M34 132 Q58 158 54 190 L36 192 Q36 166 20 146 Z" },
            { kind: "circle", cx: 44, cy: 196, r: 11 },
          ],
          { dx: 84, dy: 183, scale: 0.92 },
        ),
        // Holding the song sheet
        ...placed(
          [
            ...SINGING_CHILD,
            { kind: "path", d: "M-34 132 Q-60 172 -44 214 L-24 206 Q-34 174 -20 146 Z" },
            { kind: "path", d: "M34 132 Q60 172 44 214 L24 206 Q34 174 20 146 Z" },
            { kind: "path", d: "M-54 176 L0 188 L54 176 L54 238 L0 250 L-54 238 Z" },
            { kind: "path", d: "M0 188 L0 250 M-44 198 L-10 205 M-44 214 L-10 221 M10 205 L44 198 M10 221 L44 214", fill: "none", stroke: 3 },
            { kind: "circle", cx: -50, cy: 226, r: 11 },
            { kind: "circle", cx: 50, cy: 226, r: 11 },
          ],
          { dx: 206, dy: 158 },
        ),
        // Ringing a handbell
        ...placed(
          [
            ...SINGING_CHILD,
            { kind: "path", d: "M-34 132 Q-58 170 -52 206 L-34 208 Q-36 176 -20 146 Z" },
            { kind: "circle", cx: -44, cy: 214, r: 11 },
            { kind: "path", d: "M34 132 Q60 160 54 190 L36 192 Q36 166 20 146 Z" },
            { kind: "rect", x: 39, y: 198, width: 10, height: 22, rx: 3 },
            { kind: "path", d: "M20 266 Q22 224 44 220 Q66 224 68 266 Z" },
            { kind: "circle", cx: 44, cy: 272, r: 7 },
            { kind: "circle", cx: 44, cy: 196, r: 11 },
            { kind: "path", d: "M70 228 Q77 240 72 254 M80 220 Q88 240 82 260", fill: "none", stroke: 4 },
          ],
          { dx: 326, dy: 215, scale: 0.82 },
        ),
      ],
    },
  },
  {
    id: "little-town-at-night",
    title: "Little Town at Night",
    description: "Little flat-roofed houses climb a quiet hillside under a sky full of stars, like the town in the carol O Little Town of Bethlehem.",
    character: "Night Town",
    difficulty: "Hard",
    drawing: {
      shapes: [
        { kind: "path", d: crescent(58, 62, 30) },
        rays(300, 78, 40, 62, [-90, -45, 0, 45, 90, 135, 180, 225]),
        { kind: "path", d: starPath(300, 78, 34, 14) },
        littleStar(150, 40, 13),
        littleStar(206, 112, 11),
        littleStar(380, 160, 12),
        littleStar(110, 130, 11),
        littleStar(150, 180, 10),
        sparkle(226, 30, 10),
        sparkle(370, 24, 8),
        sparkle(60, 110, 7),
        sparkle(340, 200, 8),
        ...land("M0 300 Q100 210 200 200 Q310 196 400 262"),
        // The top of the hill
        ...hillHouse(150, 206, 50, 42, [[18, 8]]),
        ...hillHouse(246, 206, 52, 40, [[8, 8], [30, 8]]),
        ...hillHouse(194, 184, 56, 62, [[20, 14]], undefined, true),
        // Half way up
        ...hillHouse(64, 262, 64, 60, [[10, 14], [38, 14]]),
        ...hillHouse(300, 268, 62, 54, [[24, 12]]),
        ...hillHouse(124, 246, 60, 80, [[22, 12]], undefined, true),
        ...hillHouse(232, 252, 72, 74, [[12, 12], [44, 12]]),
        ...palmTree(42, 340, 96, 0.66),
        // At the bottom
        ...hillHouse(16, 346, 92, 72, [[12, 12], [62, 12]], 36),
        ...hillHouse(292, 348, 92, 70, [[12, 12]], 56),
        ...hillHouse(150, 330, 96, 92, [[14, 14], [66, 14]], 37, true),
        ...palmTree(272, 430, 84),
        { kind: "path", d: "M176 500 Q186 462 186 422 M226 500 Q212 462 210 422", fill: "none", stroke: 5 },
        { kind: "path", d: "M0 440 Q60 424 130 432 M290 436 Q340 426 400 440", fill: "none", stroke: 4 },
      ],
    },
  },
  {
    id: "shining-star",
    title: "The Shining Star",
    description: "A big bright star shines over the quiet hills where the sheep are resting, as in the carol The First Noel.",
    character: "Star",
    difficulty: "Easy",
    drawing: {
      shapes: [
        ...[-54, 18, 90, 162, 234].map((deg): LineShape => {
          const a = (deg * Math.PI) / 180;
          const n = a + Math.PI / 2;
          const at = (r: number, w: number) => `${round1(200 + r * Math.cos(a) + w * Math.cos(n))} ${round1(176 + r * Math.sin(a) + w * Math.sin(n))}`;
          return { kind: "path", d: `M${at(40, -24)} L${at(deg === 90 ? 196 : 140, 0)} L${at(40, 24)} Z` };
        }),
        { kind: "path", d: starPath(200, 176, 108, 46) },
        { kind: "path", d: starPath(200, 180, 52, 22), stroke: 4 },
        sparkle(60, 70, 18),
        sparkle(340, 60, 16),
        sparkle(50, 230, 12),
        sparkle(356, 240, 14),
        sparkle(130, 30, 10),
        sparkle(280, 28, 10),
        ...land("M0 390 Q110 330 220 380 Q300 410 400 350"),
        ...placed(SHEEP, { dx: 92, dy: 352, scale: 1.05 }),
        ...land("M0 456 Q150 410 260 456 Q330 486 400 452"),
        ...placed(SHEEP, { dx: 296, dy: 432, scale: 1.25, mirror: true }),
        { kind: "path", d: "M120 474 Q126 460 132 474 M146 478 Q152 466 158 478 M40 482 Q46 470 52 482", fill: "none", stroke: 4 },
      ],
    },
  },
  {
    id: "angel-with-trumpet",
    title: "Angel with a Trumpet",
    description: "A smiling angel with feathery wings and a shiny halo plays a merry tune on a long trumpet.",
    character: "Angel",
    difficulty: "Medium",
    drawing: {
      shapes: [
        sparkle(50, 60, 16),
        sparkle(70, 420, 12),
        sparkle(350, 400, 14),
        littleStar(34, 330, 14),
        littleStar(366, 318, 14),
        // Wings
        { kind: "path", d: "M160 250 Q120 176 48 160 Q24 158 30 184 Q20 206 42 218 Q32 244 60 254 Q54 282 86 288 Q92 316 124 310 Q146 306 164 286 Z" },
        { kind: "path", d: "M58 190 Q110 204 150 250 M64 236 Q110 246 154 266 M94 278 Q130 280 158 276", fill: "none", stroke: 4 },
        { kind: "path", d: "M220 250 Q260 176 332 160 Q356 158 350 184 Q360 206 338 218 Q348 244 320 254 Q326 282 294 288 Q288 316 256 310 Q234 306 216 286 Z" },
        { kind: "path", d: "M322 190 Q270 204 230 250 M316 236 Q270 246 226 266 M286 278 Q250 280 222 276", fill: "none", stroke: 4 },
        // Robe, sleeves and feet
        { kind: "ellipse", cx: 170, cy: 462, rx: 18, ry: 10 },
        { kind: "ellipse", cx: 210, cy: 462, rx: 18, ry: 10 },
        { kind: "path", d: "M160 232 Q130 320 104 456 L276 456 Q250 320 220 232 Z" },
        { kind: "path", d: scallops(104, 276, 430, 6, 12), fill: "none", stroke: 4 },
        { kind: "path", d: starPath(190, 350, 20, 9), stroke: 4 },
        { kind: "path", d: "M162 234 Q190 256 218 234", fill: "none", stroke: 4 },
        // Head, hair and halo
        { kind: "ellipse", cx: 190, cy: 100, rx: 48, ry: 15 },
        { kind: "ellipse", cx: 190, cy: 100, rx: 32, ry: 7 },
        { kind: "path", d: puffy(190, 176, 54, 56, 11), stroke: 5 },
        { kind: "circle", cx: 190, cy: 184, r: 42 },
        { kind: "path", d: "M166 178 Q174 170 182 178 M198 178 Q206 170 214 178", fill: "none", stroke: 4 },
        { kind: "circle", cx: 164, cy: 200, r: 7, stroke: 3 },
        { kind: "circle", cx: 216, cy: 200, r: 7, stroke: 3 },
        // The trumpet
        { kind: "path", d: "M200 206 L326 118 L334 130 L208 218 Z" },
        { kind: "path", d: "M326 118 Q350 96 352 64 L392 120 Q362 122 334 130 Z" },
        { kind: "ellipse", cx: 372, cy: 92, rx: 12, ry: 34 },
        { kind: "rect", x: 250, y: 166, width: 20, height: 16, rx: 4, stroke: 4 },
        { kind: "path", d: "M162 240 Q132 280 126 330 L154 336 Q158 292 178 262 Z" },
        { kind: "circle", cx: 140, cy: 340, r: 12 },
        { kind: "path", d: "M206 240 Q250 236 258 176 L292 184 Q286 262 220 272 Z" },
        { kind: "circle", cx: 276, cy: 162, r: 12 },
        ...musicNote(262, 88),
        ...musicNote(310, 44),
      ],
    },
  },
  {
    id: "three-kings-camels",
    title: "Three Kings on Camels",
    description: "Three kings ride their camels over the sand dunes, carrying gifts and following a bright star, as in the carol We Three Kings.",
    character: "Three Kings",
    difficulty: "Hard",
    drawing: {
      shapes: [
        rays(74, 74, 44, 64, [-90, -45, 0, 45, 90, 135, 180, 225]),
        { kind: "path", d: starPath(74, 74, 36, 15) },
        littleStar(200, 40, 11),
        littleStar(330, 60, 12),
        littleStar(250, 120, 9),
        sparkle(380, 140, 9),
        sparkle(160, 110, 8),
        ...land("M0 276 Q120 236 240 256 Q320 268 400 258"),
        ...placed(camelWithKing("tall-crown", "chest"), { dx: 352, dy: 264, scale: 0.44 }),
        ...land("M110 380 Q250 346 400 366"),
        ...placed(camelWithKing("turban", "jar"), { dx: 268, dy: 378, scale: 0.68 }),
        ...land("M0 440 Q150 446 260 474 Q330 490 400 482"),
        ...placed(camelWithKing("crown", "box"), { dx: 156, dy: 476, scale: 0.95 }),
      ],
    },
  },
  {
    id: "polar-bear-cub",
    title: "Polar Bear Cub",
    description: "A fluffy polar bear cub in a stripy scarf sits on a little ice floe in the sea, watching the snow fall.",
    character: "Polar Bear",
    difficulty: "Easy",
    drawing: {
      shapes: [
        flake(40, 50, 14),
        flake(360, 60, 14),
        flake(60, 200, 12),
        flake(345, 210, 12),
        flake(200, 30, 10),
        { kind: "path", d: "M0 452 Q25 440 50 452 Q75 464 100 452 Q125 440 150 452 Q175 464 200 452 Q225 440 250 452 Q275 464 300 452 Q325 440 350 452 Q375 464 400 452", fill: "none", stroke: 4 },
        { kind: "path", d: "M0 486 Q25 474 50 486 Q75 498 100 486 Q125 474 150 486 Q175 498 200 486 Q225 474 250 486 Q275 498 300 486 Q325 474 350 486 Q375 498 400 486", fill: "none", stroke: 4 },
        { kind: "path", d: "M44 402 L96 382 L300 380 L362 404 L356 440 Q200 456 52 440 Z" },
        { kind: "path", d: "M44 402 Q200 424 362 404", fill: "none", stroke: 4 },
        // The cub
        { kind: "ellipse", cx: 200, cy: 320, rx: 92, ry: 84 },
        { kind: "path", d: "M124 280 Q100 338 128 370 Q148 384 166 368 Q154 330 162 294 Z" },
        { kind: "path", d: "M276 280 Q300 338 272 370 Q252 384 234 368 Q246 330 238 294 Z" },
        { kind: "ellipse", cx: 150, cy: 398, rx: 40, ry: 26 },
        { kind: "ellipse", cx: 250, cy: 398, rx: 40, ry: 26 },
        { kind: "ellipse", cx: 150, cy: 404, rx: 14, ry: 10, stroke: 4 },
        { kind: "ellipse", cx: 250, cy: 404, rx: 14, ry: 10, stroke: 4 },
        { kind: "circle", cx: 134, cy: 386, r: 6, stroke: 4 },
        { kind: "circle", cx: 150, cy: 382, r: 6, stroke: 4 },
        { kind: "circle", cx: 166, cy: 386, r: 6, stroke: 4 },
        { kind: "circle", cx: 234, cy: 386, r: 6, stroke: 4 },
        { kind: "circle", cx: 250, cy: 382, r: 6, stroke: 4 },
        { kind: "circle", cx: 266, cy: 386, r: 6, stroke: 4 },
        { kind: "circle", cx: 142, cy: 136, r: 19 },
        { kind: "circle", cx: 258, cy: 136, r: 19 },
        { kind: "circle", cx: 142, cy: 136, r: 8, stroke: 4 },
        { kind: "circle", cx: 258, cy: 136, r: 8, stroke: 4 },
        { kind: "ellipse", cx: 200, cy: 192, rx: 82, ry: 74 },
        { kind: "ellipse", cx: 200, cy: 226, rx: 42, ry: 32 },
        { kind: "path", d: "M182 206 Q200 196 218 206 Q212 224 200 224 Q188 224 182 206 Z", fill: "black" },
        { kind: "path", d: "M200 224 L200 234 M186 240 Q200 250 214 240", fill: "none", stroke: 4 },
        dot(164, 174, 7),
        dot(236, 174, 7),
        { kind: "circle", cx: 146, cy: 210, r: 9, stroke: 3 },
        { kind: "circle", cx: 254, cy: 210, r: 9, stroke: 3 },
        // The scarf
        { kind: "path", d: "M128 252 Q200 286 272 252 L276 280 Q200 316 124 280 Z" },
        { kind: "path", d: "M156 284 L140 360 L172 366 L182 292 Z" },
        { kind: "path", d: "M152 306 L178 311 M148 328 L174 334", fill: "none", stroke: 4 },
        { kind: "path", d: "M146 362 L142 376 M156 364 L154 378 M166 366 L166 380", fill: "none", stroke: 4 },
        { kind: "path", d: "M168 262 L164 298 M200 268 L200 304 M232 262 L236 298", fill: "none", stroke: 4 },
      ],
    },
  },
  {
    id: "nutcracker-soldier",
    title: "Nutcracker Soldier",
    description: "A wooden nutcracker soldier standing to attention, with a tall plumed hat, a bushy moustache and shiny buttons.",
    character: "Nutcracker",
    difficulty: "Medium",
    drawing: {
      shapes: [
        flake(50, 60, 14),
        flake(350, 70, 14),
        flake(40, 300, 12),
        flake(362, 290, 12),
        { kind: "rect", x: 110, y: 456, width: 180, height: 28, rx: 8 },
        // Legs and boots
        { kind: "rect", x: 158, y: 352, width: 38, height: 76 },
        { kind: "rect", x: 204, y: 352, width: 38, height: 76 },
        { kind: "path", d: "M177 356 L177 424 M223 356 L223 424", fill: "none", stroke: 4 },
        { kind: "path", d: "M152 418 L198 418 L198 458 L140 458 Q136 440 152 436 Z" },
        { kind: "path", d: "M248 418 L202 418 L202 458 L260 458 Q264 440 248 436 Z" },
        // Arms and the staff
        { kind: "rect", x: 96, y: 180, width: 10, height: 272, rx: 4 },
        { kind: "path", d: starPath(101, 166, 20, 9), stroke: 5 },
        { kind: "rect", x: 110, y: 250, width: 36, height: 96, rx: 14 },
        { kind: "rect", x: 254, y: 250, width: 36, height: 96, rx: 14 },
        { kind: "rect", x: 108, y: 320, width: 40, height: 16, rx: 5 },
        { kind: "rect", x: 252, y: 320, width: 40, height: 16, rx: 5 },
        { kind: "circle", cx: 112, cy: 350, r: 15 },
        { kind: "circle", cx: 272, cy: 350, r: 15 },
        // Jacket, belt and buttons
        { kind: "path", d: "M142 244 L258 244 L262 360 L138 360 Z" },
        { kind: "path", d: "M200 244 L200 336", fill: "none", stroke: 4 },
        { kind: "path", d: "M168 266 L232 266 M168 290 L232 290 M168 314 L232 314", fill: "none", stroke: 4 },
        { kind: "circle", cx: 168, cy: 266, r: 7 },
        { kind: "circle", cx: 232, cy: 266, r: 7 },
        { kind: "circle", cx: 168, cy: 290, r: 7 },
        { kind: "circle", cx: 232, cy: 290, r: 7 },
        { kind: "circle", cx: 168, cy: 314, r: 7 },
        { kind: "circle", cx: 232, cy: 314, r: 7 },
        { kind: "rect", x: 136, y: 332, width: 128, height: 22, rx: 3 },
        { kind: "rect", x: 186, y: 328, width: 28, height: 30, rx: 4 },
        { kind: "path", d: "M110 262 Q112 240 142 242 L146 268 Q124 270 110 262 Z" },
        { kind: "path", d: "M290 262 Q288 240 258 242 L254 268 Q276 270 290 262 Z" },
        { kind: "path", d: "M116 264 L114 276 M126 268 L125 280 M136 268 L136 280 M284 264 L286 276 M274 268 L275 280 M264 268 L264 280", fill: "none", stroke: 3 },
        // Head: hair, face, moustache and the nutcracking jaw
        { kind: "path", d: puffy(152, 196, 12, 34, 5), stroke: 5 },
        { kind: "path", d: puffy(248, 196, 12, 34, 5), stroke: 5 },
        { kind: "rect", x: 156, y: 150, width: 88, height: 98, rx: 16 },
        dot(182, 178, 6),
        dot(218, 178, 6),
        { kind: "path", d: "M170 166 Q181 158 192 164 M208 164 Q219 158 230 166", fill: "none", stroke: 5 },
        { kind: "circle", cx: 168, cy: 200, r: 8, stroke: 3 },
        { kind: "circle", cx: 232, cy: 200, r: 8, stroke: 3 },
        { kind: "rect", x: 180, y: 214, width: 40, height: 22, rx: 4 },
        { kind: "path", d: "M188 214 L188 224 M200 214 L200 224 M212 214 L212 224", fill: "none", stroke: 3 },
        { kind: "path", d: "M200 212 Q182 196 162 210 Q170 222 182 218 Q192 218 200 214 Q208 218 218 218 Q230 222 238 210 Q218 196 200 212 Z" },
        { kind: "circle", cx: 200, cy: 198, r: 10 },
        { kind: "path", d: "M172 236 Q186 266 200 256 Q214 266 228 236 Z", stroke: 5 },
        // The tall hat with its plume and badge
        { kind: "path", d: "M198 54 Q166 32 184 10 Q204 0 214 22 Q220 40 206 54 Z" },
        { kind: "path", d: "M200 48 Q192 30 196 16", fill: "none", stroke: 3 },
        { kind: "path", d: "M156 150 L162 52 L238 52 L244 150 Z" },
        { kind: "path", d: starPath(200, 96, 22, 10) },
        { kind: "rect", x: 148, y: 134, width: 104, height: 20, rx: 4 },
        { kind: "path", d: "M162 64 L238 64", fill: "none", stroke: 4 },
      ],
    },
  },
  {
    id: "snow-globe",
    title: "Snow Globe",
    description: "Give it a shake and watch the snow swirl round a tiny cottage and a little fir tree inside a snow globe.",
    character: "Snow Globe",
    difficulty: "Easy",
    drawing: {
      shapes: [
        sparkle(40, 50, 18),
        sparkle(364, 44, 16),
        sparkle(30, 380, 14),
        sparkle(372, 372, 14),
        { kind: "circle", cx: 200, cy: 212, r: 160 },
        { kind: "path", d: "M56 282 Q130 252 200 266 Q270 280 344 282 A160 160 0 0 1 56 282 Z", stroke: 5 },
        // The cottage
        { kind: "rect", x: 266, y: 140, width: 20, height: 44 },
        { kind: "rect", x: 206, y: 200, width: 94, height: 78 },
        { kind: "path", d: "M194 208 L253 154 L312 208 Z" },
        { kind: "path", d: scallops(194, 312, 208, 5, 12), fill: "none", stroke: 4 },
        { kind: "rect", x: 260, y: 132, width: 32, height: 12, rx: 6 },
        { kind: "rect", x: 218, y: 222, width: 28, height: 26, rx: 3 },
        { kind: "path", d: "M232 222 L232 248 M218 235 L246 235", fill: "none", stroke: 4 },
        { kind: "path", d: "M262 278 L262 238 Q276 226 290 238 L290 278 Z" },
        dot(284, 260, 4),
        // The little fir tree
        { kind: "rect", x: 124, y: 252, width: 16, height: 28 },
        { kind: "path", d: "M132 182 L172 258 L92 258 Z" },
        { kind: "path", d: "M132 146 L164 206 L100 206 Z" },
        { kind: "path", d: starPath(132, 140, 14, 6), stroke: 4 },
        flake(186, 96, 10),
        flake(236, 84, 9),
        flake(306, 116, 10),
        flake(334, 184, 9),
        flake(196, 162, 8),
        flake(72, 220, 9),
        { kind: "path", d: "M78 168 Q84 110 130 78", fill: "none", stroke: 8 },
        // The base and its name plate
        { kind: "path", d: "M78 340 Q200 362 322 340 L352 452 Q200 476 48 452 Z" },
        { kind: "path", d: "M62 398 Q200 420 338 398", fill: "none", stroke: 4 },
        { kind: "rect", x: 146, y: 404, width: 108, height: 40, rx: 10 },
        { kind: "path", d: "M200 432 Q174 416 182 406 Q192 400 200 412 Q208 400 218 406 Q226 416 200 432 Z", stroke: 4 },
      ],
    },
  },
];

/** The pages the coloring pages page shows; the rest are opened from the advent calendar. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = COLORING_PAGES.slice(0, FEATURED_COLORING_PAGE_COUNT);
