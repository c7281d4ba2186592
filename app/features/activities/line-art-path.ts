import type { LineShape } from "~/content/coloring-pages";

/** Any line-art shape as one SVG path string, so a PDF (which draws paths) can draw every kind. */
export function shapeToPath(shape: LineShape): string {
  switch (shape.kind) {
    case "path":
      return shape.d;
    case "circle":
      return ellipsePath(shape.cx, shape.cy, shape.r, shape.r);
    case "ellipse":
      return ellipsePath(shape.cx, shape.cy, shape.rx, shape.ry);
    case "rect": {
      const { x, y, width: w, height: h } = shape;
      const r = Math.min(shape.rx ?? 0, w / 2, h / 2);
      if (r === 0) return `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
      return (
        `M${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h - r} A${r} ${r} 0 0 1 ${x + w - r} ${y + h} ` +
        `H${x + r} A${r} ${r} 0 0 1 ${x} ${y + h - r} V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z`
      );
    }
  }
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy} A${rx} ${ry} 0 1 0 ${cx + rx} ${cy} A${rx} ${ry} 0 1 0 ${cx - rx} ${cy} Z`;
}
