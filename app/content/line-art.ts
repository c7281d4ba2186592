/** The shapes coloring pages are drawn with, and their canvas (coloring-pages.ts, advent-coloring-pages.ts). */

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
