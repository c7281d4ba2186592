/**
 * Draws the printable templates (3 categories x 4 items) and the letter-to-Santa template as one-page US Letter
 * PDFs with pdf-lib, from the typed designs in app/content. Run at build time by scripts/build-downloads.ts.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { TEMPLATE_CATEGORIES, type PrintableDesign, type PrintableLayout } from "../../app/content/printable-templates";
import { SANTA_LETTER_TEMPLATE } from "../../app/content/santas-address";
import { PRINTABLE_WORDS, type PrintableWords } from "../../app/features/activities/printable-words";
import { fittedSize, wrap } from "../../app/features/activities/printables";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locale";
import { contentIn } from "../downloads-content";

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 48;
const RED = rgb(0.7, 0.15, 0.12);
const GREEN = rgb(0.09, 0.36, 0.2);
const GOLD = rgb(0.95, 0.72, 0.02);
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.75, 0.78, 0.82);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Every design this module writes, in a stable order (English, or `locale`'s from its content). */
export async function allDesigns(locale: Locale = DEFAULT_LOCALE): Promise<PrintableDesign[]> {
  const { TEMPLATE_CATEGORIES: categories } = await contentIn<typeof import("../../app/content/printable-templates")>(locale, "printable-templates");
  const { SANTA_LETTER_TEMPLATE: letter } = await contentIn<typeof import("../../app/content/santas-address")>(locale, "santas-address");
  return [...categories.flatMap((c) => c.items), letter];
}

/**
 * What some cells do, found by their position in the English design so every language's copy draws the same:
 * the narrow tick columns of a table ("Bought", "Done"), its bold "Total" row, and a bingo card's free centre.
 */
export interface LayoutRoles {
  tickColumns: ReadonlySet<number>;
  totalRow: number | null;
  freeCell: number | null;
}

const TICK_COLUMN = /^(Bought|Wrapped|Sent|Received|Done)$/;

export function layoutRoles(english: PrintableLayout): LayoutRoles {
  const at = (i: number) => (i < 0 ? null : i);
  if (english.kind === "table") {
    const ticks = new Set(english.columns.flatMap((c, i) => (TICK_COLUMN.test(c) ? [i] : [])));
    return { tickColumns: ticks, totalRow: at(english.firstColumn?.indexOf("Total") ?? -1), freeCell: null };
  }
  if (english.kind === "grid") return { tickColumns: new Set(), totalRow: null, freeCell: at(english.cells.indexOf("FREE SPACE")) };
  return { tickColumns: new Set(), totalRow: null, freeCell: null };
}

/** The English design a language's copy follows (same file), for its layout roles. */
function englishShape(design: PrintableDesign): PrintableLayout {
  const english = [...TEMPLATE_CATEGORIES.flatMap((c) => c.items), SANTA_LETTER_TEMPLATE].find((d) => d.file === design.file);
  if (!english) throw new Error(`No English printable design writes ${design.file}`);
  if (english.layout.kind !== design.layout.kind) throw new Error(`${design.file}: laid out as ${design.layout.kind}, the English as ${english.layout.kind}`);
  return english.layout;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, cx = PAGE_W / 2) {
  page.drawText(text, { x: cx - font.widthOfTextAtSize(text, size) / 2, y, size, font, color });
}

function star(page: PDFPage, cx: number, cy: number, r: number) {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${(Math.cos(angle) * radius).toFixed(2)} ${(Math.sin(angle) * radius).toFixed(2)}`);
  }
  page.drawSvgPath(`M ${points.join(" L ")} Z`, { x: cx, y: cy, color: GOLD, borderColor: rgb(0.54, 0.35, 0), borderWidth: 0.5 });
}

function holly(page: PDFPage, cx: number, cy: number) {
  page.drawEllipse({ x: cx - 9, y: cy, xScale: 10, yScale: 5, color: GREEN });
  page.drawEllipse({ x: cx + 9, y: cy, xScale: 10, yScale: 5, color: GREEN });
  page.drawCircle({ x: cx - 3, y: cy + 4, size: 3.5, color: RED });
  page.drawCircle({ x: cx + 3, y: cy + 4, size: 3.5, color: RED });
}

/** Border, corner decorations, heading, subheading and footer. Returns the y where the body starts. */
function frame(page: PDFPage, design: PrintableDesign, fonts: Fonts, words: PrintableWords): number {
  page.drawRectangle({ x: 18, y: 18, width: PAGE_W - 36, height: PAGE_H - 36, borderColor: RED, borderWidth: 4 });
  page.drawRectangle({ x: 26, y: 26, width: PAGE_W - 52, height: PAGE_H - 52, borderColor: GREEN, borderWidth: 1.5 });
  for (const [x, y] of [[44, PAGE_H - 44], [PAGE_W - 44, PAGE_H - 44], [44, 44], [PAGE_W - 44, 44]] as const) holly(page, x, y);
  star(page, PAGE_W / 2, PAGE_H - 58, 14);
  centred(page, design.heading, PAGE_H - 108, fonts.bold, fittedSize(design.heading, fonts.bold, 28, PAGE_W - 110), RED);
  centred(page, design.subheading, PAGE_H - 130, fonts.regular, fittedSize(design.subheading, fonts.regular, 12, PAGE_W - 110), MUTED);
  centred(page, words.printableFooter, 36, fonts.regular, 9, MUTED);
  return PAGE_H - 156;
}

function drawTable(page: PDFPage, layout: Extract<PrintableLayout, { kind: "table" }>, top: number, fonts: Fonts, roles: LayoutRoles) {
  const left = MARGIN + 8;
  const width = PAGE_W - 2 * (MARGIN + 8);
  const bottom = 64;
  const rowH = Math.min(32, (top - bottom) / (layout.rows + 1));
  // Wider first columns for names and text, narrow ones for ticks; a tick column whose heading is a longer word in
  // this language ("Embrulhado") is widened to fit it, and the other columns share what is left.
  const weights = layout.columns.map((_, i) => (i === 0 ? 2 : roles.tickColumns.has(i) ? 0.8 : 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const unit = width / total;
  const tickWidths = layout.columns.map((col, i) => {
    if (!roles.tickColumns.has(i)) return 0;
    const heading = fonts.bold.widthOfTextAtSize(col, 11);
    return heading + 4 <= weights[i]! * unit ? weights[i]! * unit : heading + 12;
  });
  const widened = tickWidths.some((w, i) => roles.tickColumns.has(i) && w !== weights[i]! * unit);
  const otherWeight = weights.reduce((sum, w, i) => (roles.tickColumns.has(i) ? sum : sum + w), 0);
  const otherWidth = width - tickWidths.reduce((a, b) => a + b, 0);
  let x = left;
  const xs = weights.map((w, i) => {
    const start = x;
    if (!widened) x += (w / total) * width;
    else x += roles.tickColumns.has(i) ? tickWidths[i]! : (w / otherWeight) * otherWidth;
    return start;
  });
  xs.push(left + width);
  page.drawRectangle({ x: left, y: top - rowH, width, height: rowH, color: GREEN });
  layout.columns.forEach((col, i) => {
    const size = fittedSize(col, fonts.bold, 11, xs[i + 1]! - xs[i]! - 4);
    page.drawText(col, { x: xs[i]! + 6, y: top - rowH + rowH / 2 - 4, size, font: fonts.bold, color: rgb(1, 1, 1) });
  });
  for (let r = 1; r <= layout.rows; r++) {
    const y = top - rowH * (r + 1);
    if (r % 2 === 0) page.drawRectangle({ x: left, y, width, height: rowH, color: rgb(0.96, 0.98, 0.96) });
    const label = layout.firstColumn?.[r - 1];
    if (label) page.drawText(label, { x: xs[0]! + 6, y: y + rowH / 2 - 4, size: 11, font: r - 1 === roles.totalRow ? fonts.bold : fonts.regular, color: INK });
    page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.75, color: RULE });
  }
  const tableBottom = top - rowH * (layout.rows + 1);
  for (const cx of xs) page.drawLine({ start: { x: cx, y: top }, end: { x: cx, y: tableBottom }, thickness: 0.75, color: RULE });
}

function drawTags(page: PDFPage, layout: Extract<PrintableLayout, { kind: "tags" }>, top: number, fonts: Fonts) {
  const gap = 18;
  const left = MARGIN + 4;
  const width = (PAGE_W - 2 * left - gap * (layout.columns - 1)) / layout.columns;
  const height = (top - 60 - gap * (layout.rows - 1)) / layout.rows;
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.columns; c++) {
      const x = left + c * (width + gap);
      const y = top - (r + 1) * height - r * gap;
      page.drawRectangle({ x, y, width, height, borderColor: MUTED, borderWidth: 1, borderDashArray: [5, 4] });
      page.drawRectangle({ x: x + 6, y: y + 6, width: width - 12, height: height - 12, borderColor: (r + c) % 2 === 0 ? RED : GREEN, borderWidth: 2 });
      page.drawCircle({ x: x + 18, y: y + height - 18, size: 4, borderColor: MUTED, borderWidth: 1 });
      const headingSize = Math.min(16, ((width - 50) / fonts.bold.widthOfTextAtSize(layout.heading, 16)) * 16);
      centred(page, layout.heading, y + height - 32, fonts.bold, headingSize, (r + c) % 2 === 0 ? RED : GREEN, x + width / 2);
      const lineGap = (height - 50) / (layout.lines.length + 0.5);
      layout.lines.forEach((label, i) => {
        const ly = y + height - 42 - lineGap * (i + 1);
        page.drawText(label, { x: x + 18, y: ly + 3, size: 11, font: fonts.regular, color: INK });
        const lx = x + 24 + fonts.regular.widthOfTextAtSize(label, 11);
        page.drawLine({ start: { x: lx, y: ly }, end: { x: x + width - 18, y: ly }, thickness: 0.75, color: RULE });
      });
      star(page, x + width - 20, y + height - 18, 6);
    }
  }
}

function drawLines(page: PDFPage, layout: Extract<PrintableLayout, { kind: "lines" }>, top: number, fonts: Fonts) {
  const left = MARGIN + 12;
  const right = PAGE_W - MARGIN - 12;
  const totalLines = layout.prompts.reduce((n, p) => n + p.lines, 0);
  const lineH = Math.min(34, (top - 70 - layout.prompts.length * 28) / totalLines);
  let y = top - 10;
  for (const prompt of layout.prompts) {
    // A one-line prompt keeps room for the answer after it; a longer one shrinks rather than run off the page.
    const size = fittedSize(prompt.text, fonts.bold, 14, right - left - (prompt.lines === 1 ? 120 : 0));
    page.drawText(prompt.text, { x: left, y, size, font: fonts.bold, color: GREEN });
    if (prompt.lines === 1) {
      const lx = left + fonts.bold.widthOfTextAtSize(prompt.text, size) + 8;
      page.drawLine({ start: { x: lx, y: y - 2 }, end: { x: right, y: y - 2 }, thickness: 0.75, color: RULE });
      y -= lineH + 18;
      continue;
    }
    for (let i = 1; i <= prompt.lines; i++) {
      page.drawLine({ start: { x: left, y: y - i * lineH }, end: { x: right, y: y - i * lineH }, thickness: 0.75, color: RULE });
    }
    y -= prompt.lines * lineH + 28;
  }
}

function drawGrid(page: PDFPage, layout: Extract<PrintableLayout, { kind: "grid" }>, top: number, fonts: Fonts, roles: LayoutRoles) {
  const left = MARGIN + 4;
  const width = PAGE_W - 2 * left;
  const rows = Math.ceil(layout.cells.length / layout.columns);
  const cellW = width / layout.columns;
  const cellH = Math.min(cellW, (top - 64) / rows);
  layout.cells.forEach((text, i) => {
    const c = i % layout.columns;
    const r = Math.floor(i / layout.columns);
    const x = left + c * cellW;
    const y = top - (r + 1) * cellH;
    const free = i === roles.freeCell;
    page.drawRectangle({ x, y, width: cellW, height: cellH, borderColor: (r + c) % 2 === 0 ? RED : GREEN, borderWidth: 1.5, color: free ? rgb(1, 0.96, 0.84) : undefined });
    if (layout.numbered) page.drawText(String(i + 1), { x: x + 8, y: y + cellH - 24, size: 18, font: fonts.bold, color: RED });
    if (free) star(page, x + cellW / 2, y + cellH / 2 + 14, 12);
    // A word longer than the cell (German "Christbaumkugel") makes that cell's text smaller rather than overflow.
    const font = free ? fonts.bold : fonts.regular;
    const longest = Math.max(...text.split(/\s+/).map((word) => font.widthOfTextAtSize(word, 11)));
    const size = longest > cellW - 16 ? Math.floor((11 * (cellW - 16) * 10) / longest) / 10 : 11;
    const wrapped = wrap(text, font, size, cellW - 16);
    const blockTop = layout.numbered ? y + cellH / 2 : y + cellH / 2 + (wrapped.length * (size + 3)) / 2 - size;
    wrapped.forEach((line, j) => centred(page, line, blockTop - j * (size + 3) - (free ? 14 : 0), font, size, INK, x + cellW / 2));
  });
}

/**
 * Draws one design as a one-page PDF and returns its bytes: `words` for the footer, and the roles of its cells
 * from the English design with the same file (a language's copy only changes the words).
 */
export async function renderPrintable(design: PrintableDesign, words: PrintableWords = PRINTABLE_WORDS.en): Promise<Uint8Array> {
  const roles = layoutRoles(englishShape(design));
  const doc = await PDFDocument.create();
  doc.setTitle(design.heading);
  doc.setAuthor("North Pole Mail");
  doc.setSubject(design.subheading);
  doc.setCreator("North Pole Mail");
  doc.setProducer("North Pole Mail");
  // A fixed date keeps the files identical from build to build.
  doc.setCreationDate(new Date(Date.UTC(2025, 10, 1)));
  doc.setModificationDate(new Date(Date.UTC(2025, 10, 1)));
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const page = doc.addPage([PAGE_W, PAGE_H]);
  const top = frame(page, design, fonts, words);
  const layout = design.layout;
  if (layout.kind === "table") drawTable(page, layout, top, fonts, roles);
  else if (layout.kind === "tags") drawTags(page, layout, top, fonts);
  else if (layout.kind === "lines") drawLines(page, layout, top, fonts);
  else drawGrid(page, layout, top, fonts, roles);
  return doc.save();
}

/** Writes `locale`'s printable templates into `outDir` (the build gives each language its own folder). */
export default async function generatePrintableTemplates(outDir: string, locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const written: string[] = [];
  for (const design of await allDesigns(locale)) {
    await writeFile(path.join(outDir, design.file), await renderPrintable(design, PRINTABLE_WORDS[locale]));
    written.push(design.file);
  }
  return written;
}
