import type { PDFFont } from "pdf-lib";

/**
 * `text` in lines no wider than `width`, each line measured by `widthOf` (a word longer than the width gets a line of
 * its own). Breaks at ordinary spaces only: a no-break space (French "trouver ?", « Noël ») keeps its mark with the
 * word. Shared by every PDF the site makes.
 */
export function wrapText(text: string, width: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\r\n]+/)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `text` in lines no wider than `width` in `font` at `size`. */
export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => wrapText(text, width, (line) => font.widthOfTextAtSize(line, size));
