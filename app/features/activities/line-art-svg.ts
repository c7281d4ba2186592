import { LINE_ART_HEIGHT, LINE_ART_STROKE, LINE_ART_WIDTH, type LineDrawing } from "~/content/coloring-pages";
import { shapeToPath } from "./line-art-path";

const attr = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A line drawing as a standalone SVG file (the build writes one per coloring page into public/downloads/): the
 * same shapes the printable PDF draws, shown on the pages as an <img>, so none of its paths is part of the
 * page's DOM, its hydration or its JavaScript.
 */
export function lineArtSvg(drawing: LineDrawing, title: string): string {
  const shapes = drawing.shapes
    .map((shape) => {
      const fill = shape.fill === "none" ? "none" : shape.fill === "black" ? "#000" : "#fff";
      return `<path d="${attr(shapeToPath(shape))}" fill="${fill}" stroke="#000" stroke-width="${attr(shape.stroke ?? LINE_ART_STROKE)}"/>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LINE_ART_WIDTH} ${LINE_ART_HEIGHT}" width="${LINE_ART_WIDTH}" height="${LINE_ART_HEIGHT}" ` +
    `stroke-linecap="round" stroke-linejoin="round"><title>${attr(title)}</title><rect width="100%" height="100%" fill="#fff"/>${shapes}</svg>\n`
  );
}
