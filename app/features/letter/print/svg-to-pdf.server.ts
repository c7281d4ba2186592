/**
 * Draws one of our own SVG drawings (app/assets/art/*.svg) onto a pdf-lib page as vectors, so the printed letter
 * wears the same cast as the site, sharp at any size. It reads only what our drawings use (docs/design.md): <g> with
 * translate/rotate/scale transforms, <path>, <rect> (rounded), <circle>, <ellipse>; fill, stroke, stroke-width,
 * opacity and line caps, inherited from groups and the root. Anything else throws, so a new drawing that needs more is
 * noticed in the tests rather than printed wrong.
 */
import { concatTransformationMatrix, LineCapStyle, popGraphicsState, pushGraphicsState, rgb, type PDFPage } from "pdf-lib";

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** An SVG transform list ("rotate(-7 108 156) translate(0 -4)") as one matrix. */
export function parseTransform(text: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, fn, args] of (text ?? "").matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = args!.split(/[\s,]+/).filter(Boolean).map(Number);
    if (fn === "translate") m = multiply(m, [1, 0, 0, 1, a[0] ?? 0, a[1] ?? 0]);
    else if (fn === "scale") m = multiply(m, [a[0]!, 0, 0, a[1] ?? a[0]!, 0, 0]);
    else if (fn === "rotate") {
      const r = ((a[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [a[1] ?? 0, a[2] ?? 0];
      m = multiply(m, [1, 0, 0, 1, cx, cy]);
      m = multiply(m, [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]);
      m = multiply(m, [1, 0, 0, 1, -cx, -cy]);
    } else throw new Error(`svg-to-pdf: unsupported transform ${fn}`);
  }
  return m;
}

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  opacity: number;
  linecap: string;
}

export interface SvgElement {
  tag: string;
  attrs: Record<string, string>;
  children: SvgElement[];
}

/** A tiny reader for our drawings' XML: elements and attributes, no text content, no entities beyond none. */
export function parseSvg(svg: string): SvgElement {
  const root: SvgElement = { tag: "#root", attrs: {}, children: [] };
  const stack = [root];
  for (const [, close, tag, body, selfClose] of svg.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    if (close) {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, name, value] of body!.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[name!] = value!;
    const el: SvgElement = { tag: tag!, attrs, children: [] };
    stack[stack.length - 1]!.children.push(el);
    if (!selfClose) stack.push(el);
  }
  const svgEl = root.children[0];
  if (!svgEl || svgEl.tag !== "svg") throw new Error("svg-to-pdf: not an <svg> document");
  return svgEl;
}

const n = (v: string | undefined, fallback = 0) => (v === undefined ? fallback : Number(v));
const circlePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx},${cy} A${rx},${ry} 0 1,0 ${cx + rx},${cy} A${rx},${ry} 0 1,0 ${cx - rx},${cy} Z`;
function rectPath(a: Record<string, string>): string {
  const [x, y, w, h] = [n(a.x), n(a.y), n(a.width), n(a.height)];
  const r = Math.min(n(a.rx, n(a.ry)), w / 2, h / 2);
  if (!r) return `M${x},${y} H${x + w} V${y + h} H${x} Z`;
  return `M${x + r},${y} H${x + w - r} A${r},${r} 0 0,1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0,1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0,1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0,1 ${x + r},${y} Z`;
}

const colour = (hex: string) => {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return rgb(parseInt(full.slice(0, 2), 16) / 255, parseInt(full.slice(2, 4), 16) / 255, parseInt(full.slice(4, 6), 16) / 255);
};

const SUPPORTED_ATTRS = new Set(["d", "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "fill", "stroke", "stroke-width", "opacity", "stroke-linecap", "stroke-linejoin", "transform", "xmlns", "viewBox"]);

/**
 * Draws `svg` with its viewBox's top-left at (x, top) on the page (PDF points, y up) and `width` points wide.
 * Returns the height it took.
 */
export function drawSvg(page: PDFPage, svg: string, { x, top, width }: { x: number; top: number; width: number }): number {
  const root = parseSvg(svg);
  const [vx, vy, vw, vh] = root.attrs.viewBox!.split(/[\s,]+/).map(Number) as [number, number, number, number];
  const s = width / vw;
  // From the drawing's units (y down) to the page (y up).
  const toPage: Matrix = [s, 0, 0, -s, x - vx * s, top + vy * s];
  const base: Style = { fill: "#000000", stroke: "none", strokeWidth: 1, opacity: 1, linecap: root.attrs["stroke-linecap"] ?? "butt" };
  const walk = (el: SvgElement, m: Matrix, inherited: Style) => {
    for (const name of Object.keys(el.attrs)) if (!SUPPORTED_ATTRS.has(name)) throw new Error(`svg-to-pdf: unsupported attribute ${name} on <${el.tag}>`);
    const style: Style = {
      fill: el.attrs.fill ?? inherited.fill,
      stroke: el.attrs.stroke ?? inherited.stroke,
      strokeWidth: n(el.attrs["stroke-width"], inherited.strokeWidth),
      opacity: inherited.opacity * n(el.attrs.opacity, 1),
      linecap: el.attrs["stroke-linecap"] ?? inherited.linecap,
    };
    const here = multiply(m, parseTransform(el.attrs.transform));
    if (el.tag === "g" || el.tag === "svg") {
      for (const child of el.children) walk(child, here, style);
      return;
    }
    const d =
      el.tag === "path" ? el.attrs.d!
      : el.tag === "rect" ? rectPath(el.attrs)
      : el.tag === "circle" ? circlePath(n(el.attrs.cx), n(el.attrs.cy), n(el.attrs.r), n(el.attrs.r))
      : el.tag === "ellipse" ? circlePath(n(el.attrs.cx), n(el.attrs.cy), n(el.attrs.rx), n(el.attrs.ry))
      : null;
    if (d === null) throw new Error(`svg-to-pdf: unsupported element <${el.tag}>`);
    // drawSvgPath flips y itself (scale 1, -1): undo that flip inside our own matrix.
    const ctm = multiply(here, [1, 0, 0, -1, 0, 0]);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...ctm));
    page.drawSvgPath(d, {
      x: 0,
      y: 0,
      color: style.fill === "none" ? undefined : colour(style.fill),
      borderColor: style.stroke === "none" ? undefined : colour(style.stroke),
      borderWidth: style.stroke === "none" ? 0 : style.strokeWidth,
      opacity: style.opacity,
      borderOpacity: style.opacity,
      borderLineCap: style.linecap === "round" ? LineCapStyle.Round : style.linecap === "square" ? LineCapStyle.Projecting : LineCapStyle.Butt,
    });
    page.pushOperators(popGraphicsState());
  };
  walk(root, toPage, base);
  return vh * s;
}
