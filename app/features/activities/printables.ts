/**
 * Build-time printables (run by scripts/downloads/content-activities.ts and by tests, never in the browser):
 * one-page coloring sheets and fold-over card templates, drawn with pdf-lib from the line art in app/content.
 */
import { LineCapStyle, LineJoinStyle, PDFDocument, StandardFonts, rgb, setLineJoin, type PDFFont, type PDFPage } from "pdf-lib";
import type { CardTemplate } from "~/content/card-crafts";
import { LINE_ART_HEIGHT, LINE_ART_STROKE, LINE_ART_WIDTH, type ColoringPage, type LineDrawing } from "~/content/coloring-pages";
import { wrap } from "~/lib/pdf-text";
import { SITE_NAME } from "~/lib/site";
import { shapeToPath } from "./line-art-path";
import { PRINTABLE_WORDS, type PrintableWords } from "./printable-words";

/** US Letter in points; the drawing also fits inside A4's printable area. */
export const LETTER = { width: 612, height: 792 } as const;

const BLACK = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);
const GREY = rgb(0.45, 0.45, 0.45);

function drawLineArt(page: PDFPage, drawing: LineDrawing, x: number, top: number, scale: number): void {
  // Round joins, like the on-screen preview: no sharp spikes at the star points.
  page.pushOperators(setLineJoin(LineJoinStyle.Round));
  for (const shape of drawing.shapes) {
    const fill = shape.fill ?? "white";
    page.drawSvgPath(shapeToPath(shape), {
      x,
      y: top,
      scale,
      color: fill === "none" ? undefined : fill === "black" ? BLACK : WHITE,
      borderColor: BLACK,
      borderWidth: shape.stroke ?? LINE_ART_STROKE,
      borderLineCap: LineCapStyle.Round,
    });
  }
}

/** Splits `text` into lines no wider than `width` at `size` (shared with every PDF the site makes). */
export { wrap };

/** `size`, or smaller if `text` would be wider than `maxWidth` at it: a longer language's title still fits. */
export function fittedSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= maxWidth ? size : Math.floor((size * maxWidth * 10) / width) / 10;
}

/** Text centred between `left` and `left + width` (the whole page by default). */
export function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, left = 0, width = page.getWidth(), color = BLACK) {
  const w = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: left + (width - w) / 2, y, size, font, color });
}

/** A PDF with the site as its author and a fixed date, and the two fonts every printable uses. */
export async function newDoc(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(SITE_NAME);
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);
  // A fixed date keeps builds reproducible.
  doc.setCreationDate(new Date("2025-12-01T00:00:00Z"));
  doc.setModificationDate(new Date("2025-12-01T00:00:00Z"));
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  return { doc, bold, regular };
}

/**
 * One portrait page: the title, the drawing as large as fits, a name line and a small credit, in the language of
 * `words` (the page's own words come in `coloringPage`).
 */
export async function buildColoringPdf(coloringPage: ColoringPage, words: PrintableWords = PRINTABLE_WORDS.en): Promise<Uint8Array> {
  const { doc, bold, regular } = await newDoc(words.coloringDocTitle(coloringPage.title));
  const page = doc.addPage([LETTER.width, LETTER.height]);
  centred(page, coloringPage.title, bold, fittedSize(coloringPage.title, bold, 30, LETTER.width - 80), LETTER.height - 62);
  const scale = 1.1;
  const x = (LETTER.width - LINE_ART_WIDTH * scale) / 2;
  const top = LETTER.height - 90;
  drawLineArt(page, coloringPage.drawing, x, top, scale);
  const lineY = top - LINE_ART_HEIGHT * scale - 40;
  page.drawText(words.colouredBy, { x: 110, y: lineY, size: 14, font: regular });
  const lineStart = Math.max(200, 110 + regular.widthOfTextAtSize(words.colouredBy, 14) + 8);
  page.drawLine({ start: { x: lineStart, y: lineY - 2 }, end: { x: 500, y: lineY - 2 }, thickness: 1.2, color: BLACK });
  centred(page, words.coloringCredit, regular, 10, 36, 0, LETTER.width, GREY);
  return doc.save();
}

/**
 * One landscape page that folds in half: the right half is the card's front (drawing and greeting), the left
 * half its back (a 'handmade by' line). The inside stays blank for the family's own message.
 */
export async function buildCardTemplatePdf(template: CardTemplate, drawing: LineDrawing, words: PrintableWords = PRINTABLE_WORDS.en): Promise<Uint8Array> {
  const { doc, bold, regular } = await newDoc(words.cardDocTitle(template.title));
  const width = LETTER.height;
  const height = LETTER.width;
  const page = doc.addPage([width, height]);
  const half = width / 2;
  // Cut border and fold line.
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: GREY, borderWidth: 1, borderDashArray: [4, 4] });
  page.drawLine({ start: { x: half, y: 24 }, end: { x: half, y: height - 24 }, thickness: 1, color: GREY, dashArray: [8, 6] });
  page.drawText(words.foldHere, { x: half + 6, y: height - 40, size: 9, font: regular, color: GREY });
  // Front.
  const scale = 0.8;
  const x = half + (half - LINE_ART_WIDTH * scale) / 2;
  const top = height - 56;
  drawLineArt(page, drawing, x, top, scale);
  // A longer language's greeting wraps onto a second line rather than running off the card.
  wrap(template.greeting, bold, 17, half - 48).forEach((line, i) => centred(page, line, bold, 17, top - LINE_ART_HEIGHT * scale - 34 - i * 21, half, half));
  // Back.
  centred(page, template.title, bold, fittedSize(template.title, bold, 14, half - 60), height / 2 + 40, 0, half);
  page.drawText(words.handmadeBy, { x: 70, y: height / 2 - 10, size: 13, font: regular });
  page.drawLine({ start: { x: 70, y: height / 2 - 40 }, end: { x: half - 70, y: height / 2 - 40 }, thickness: 1.2, color: BLACK });
  page.drawText(words.christmasYear, { x: 70, y: height / 2 - 80, size: 13, font: regular });
  const yearStart = Math.max(140, 70 + regular.widthOfTextAtSize(words.christmasYear, 13) + 6);
  page.drawLine({ start: { x: yearStart, y: height / 2 - 82 }, end: { x: yearStart + 80, y: height / 2 - 82 }, thickness: 1.2, color: BLACK });
  centred(page, words.cardCredit, regular, 9, 40, 0, half, GREY);
  return doc.save();
}
