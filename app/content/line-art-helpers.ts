/**
 * Small pure helpers that draw the coloring pages' line art (coloring-pages.ts, advent-coloring-pages.ts): they only
 * build shapes and path strings from numbers.
 */
import { LINE_ART_HEIGHT, LINE_ART_WIDTH, type LineShape } from "./line-art";

export function starPath(cx: number, cy: number, outer: number, inner: number, tips = 5): string {
  const points: string[] = [];
  for (let i = 0; i < tips * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + (i * 180) / tips) * Math.PI) / 180;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join(" L")} Z`;
}

export function flake(cx: number, cy: number, r: number): LineShape {
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

export function scallops(x1: number, x2: number, y: number, count: number, depth: number): string {
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
export function land(top: string): LineShape[] {
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
export function roofTileRow(y: number, tileWidth: number, shifted: boolean): LineShape[] {
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

export const dot = (cx: number, cy: number, r = 6): LineShape => ({ kind: "circle", cx, cy, r, fill: "black" });

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A small five-pointed star with a thinner outline, so it stays open for colouring. */
export const littleStar = (cx: number, cy: number, r: number): LineShape => ({ kind: "path", d: starPath(cx, cy, r, r * 0.45), stroke: 4 });

/** A four-pointed twinkle for night skies. */
export const sparkle = (cx: number, cy: number, r: number): LineShape => ({ kind: "path", d: starPath(cx, cy, r, r * 0.38, 4), stroke: 4 });

/** Short straight lines fanning out from a centre, between two radii: a glow or shine. */
export function rays(cx: number, cy: number, from: number, to: number, angles: readonly number[]): LineShape {
  const d = angles
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `M${round1(cx + from * Math.cos(a))} ${round1(cy + from * Math.sin(a))} L${round1(cx + to * Math.cos(a))} ${round1(cy + to * Math.sin(a))}`;
    })
    .join(" ");
  return { kind: "path", d, fill: "none", stroke: 5 };
}

/** A crescent moon whose lit edge faces left. */
export function crescent(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy - r} A${r} ${r} 0 0 0 ${cx} ${cy + r} A${round1(r * 1.3)} ${round1(r * 1.3)} 0 0 1 ${cx} ${cy - r} Z`;
}

/** A puffy outline around an ellipse (a sheep's fleece, curls, a cloud of smoke): `bumps` rounded bulges. */
export function puffy(cx: number, cy: number, rx: number, ry: number, bumps: number): string {
  const at = (i: number, k: number) => {
    const a = (2 * Math.PI * i) / bumps;
    return `${round1(cx + rx * k * Math.cos(a))} ${round1(cy + ry * k * Math.sin(a))}`;
  };
  let d = `M${at(0, 1)}`;
  for (let i = 0; i < bumps; i++) d += ` Q${at(i + 0.5, 1.32)} ${at(i + 1, 1)}`;
  return `${d} Z`;
}

/** A spiky holly leaf from its stalk at (x, y), pointing `angle` degrees (0 = right), with its middle vein. */
export function hollyLeaf(x: number, y: number, angle: number, length: number, width: number): LineShape {
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

export interface Placement {
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
export function placed(shapes: readonly LineShape[], { dx = 0, dy = 0, scale = 1, mirror = false }: Placement): LineShape[] {
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

export function movePath(d: string, x: (v: number) => number, y: (v: number) => number): string {
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
export const SINGING_CHILD: readonly LineShape[] = [
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
export function musicNote(x: number, y: number): LineShape[] {
  return [
    { kind: "path", d: `M${x + 9} ${y} L${x + 9} ${y - 40} Q${x + 28} ${y - 32} ${x + 24} ${y - 14}`, fill: "none", stroke: 5 },
    { kind: "ellipse", cx: x, cy: y, rx: 11, ry: 8 },
  ];
}

/**
 * A flat-roofed little house of the hillside town, with arched windows (offsets from its top-left corner), an
 * arched door if it has one (its offset from the left) and a small dome if asked.
 */
export function hillHouse(x: number, top: number, width: number, height: number, windows: readonly (readonly [number, number])[], door?: number, dome = false): LineShape[] {
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
export function palmTree(x: number, y: number, height: number, reach = 1): LineShape[] {
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
export const SHEEP: readonly LineShape[] = [
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
export function camelWithKing(headwear: "crown" | "turban" | "tall-crown", gift: "box" | "jar" | "chest"): LineShape[] {
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

