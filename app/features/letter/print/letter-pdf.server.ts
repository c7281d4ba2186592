/**
 * Santa's letter on paper (issue 37): one page of North Pole stationery with the reply's own words (so it repeats
 * nothing the child wrote, like the email), the date in the letter's language, a postmark, Santa's signature and
 * Santa himself, drawn from the site's art as vectors. Fonts are the site's (Nunito, Fredoka), embedded and subset,
 * so every accent of the six languages prints. A4, or US Letter for a letter from the US or Canada.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, radians, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import reindeerSvg from "~/assets/art/envelope-reindeer.svg?raw";
import santaSvg from "~/assets/art/santa-wave.svg?raw";
import { LOCALE_TAGS, type Locale } from "~/i18n/locale";
import { wrapText } from "~/lib/pdf-text";
import type { ReplyContent } from "~/features/letter/reply/reply-content.server";
import { PRINT_WORDS } from "./print-words.server";
import { drawSvg } from "./svg-to-pdf.server";

export const PAPER = { a4: [595.28, 841.89], letter: [612, 792] } as const;
export type Paper = keyof typeof PAPER;

/** Countries that print on US Letter, of those the site can recognise in a letter (the issue: the US and Canada). */
const LETTER_COUNTRIES = new Set(["US", "CA"]);

/**
 * The paper a family is likely to have: US Letter in the US and Canada, A4 everywhere else (Europe and Brazil). The
 * recognised place decides; without one, an English letter is taken to be American (the site's English is US
 * English), every other language European or Brazilian.
 */
export function paperFor(locale: Locale, countryCode: string | null): Paper {
  if (countryCode) return LETTER_COUNTRIES.has(countryCode) ? "letter" : "a4";
  return locale === "en" ? "letter" : "a4";
}

const require = createRequire(import.meta.url);
const fontFile = (spec: string) => readFileSync(require.resolve(spec));
let fonts: { body: Uint8Array; display: Uint8Array } | null = null;
/** The font files, read once (latin subsets: Latin-1, Œ œ, quotes, dashes, ellipsis, the euro). */
function fontFiles() {
  fonts ??= {
    body: fontFile("@fontsource/nunito/files/nunito-latin-400-normal.woff"),
    display: fontFile("@fontsource/fredoka/files/fredoka-latin-600-normal.woff"),
  };
  return fonts;
}

/** A four-pointed star, 14 units across, centred on its origin. */
const STAR = "M0,-7 L2,-2 L7,0 L2,2 L0,7 L-2,2 L-7,0 L-2,-2 Z";
const INK = rgb(0.12, 0.16, 0.22);
const RED = rgb(0.7, 0.15, 0.12);
const PINE = rgb(0.09, 0.36, 0.2);
const GOLD = rgb(0.95, 0.72, 0.02);
const PAPER_TINT = rgb(1, 0.992, 0.969);
const POSTMARK = rgb(0.23, 0.29, 0.42);

/**
 * How wide a piece of text is at size 1 in the letter's body font, remembered between letters: laying text out with
 * fontkit is the slow part of making the PDF, and every letter measures Santa's same words (the few names are
 * forgotten past a bound).
 */
const bodyWidths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;
function unitWidth(font: PDFFont, text: string): number {
  let w = bodyWidths.get(text);
  if (w === undefined) {
    if (bodyWidths.size >= WIDTHS_KEPT) bodyWidths.clear();
    bodyWidths.set(text, (w = font.widthOfTextAtSize(text, 1)));
  }
  return w;
}

/** The body's `text` in lines no wider than `width` at `size`: each line of it wrapped, measured word by word. */
function wrapBody(text: string, font: PDFFont, size: number, width: number): string[] {
  const lineWidth = (line: string) => line.split(" ").reduce((sum, word, i) => sum + unitWidth(font, word) + (i > 0 ? unitWidth(font, " ") : 0), 0) * size;
  return text.split("\n").flatMap((line) => wrapText(line, width, lineWidth));
}

export interface LetterPdfInput {
  content: ReplyContent;
  childName: string;
  /** When the letter was answered: the date on it and on the postmark. */
  date: Date;
  paper: Paper;
}

/** The letter's body, paragraph by paragraph, as printed: the reply's words without the email's links and notes. */
export function printedParagraphs(c: ReplyContent): { text: string; bullet?: boolean }[] {
  const blocks: { text: string; bullet?: boolean }[] = [{ text: c.greeting }, ...c.opening.map((text) => ({ text }))];
  if (c.wishIntro) blocks.push({ text: c.wishIntro }, ...c.wishes.map((w) => ({ text: w.answer, bullet: true })));
  blocks.push(...c.message.map((text) => ({ text })), { text: c.goodness }, { text: c.closing });
  return blocks;
}

/** Draws `text` around a circle's top (centred on 90°), each letter turned to follow it. */
function drawArcText(page: PDFPage, text: string, font: PDFFont, size: number, cx: number, cy: number, r: number) {
  const widths = [...text].map((ch) => font.widthOfTextAtSize(ch, size));
  const total = widths.reduce((a, b) => a + b, 0);
  let angle = Math.PI / 2 + total / r / 2;
  [...text].forEach((ch, i) => {
    const w = widths[i]!;
    const mid = angle - w / r / 2;
    const x = cx + r * Math.cos(mid) - (w / 2) * Math.sin(mid);
    const y = cy + r * Math.sin(mid) + (w / 2) * Math.cos(mid);
    page.drawText(ch, { x, y, size, font, color: POSTMARK, rotate: radians(mid - Math.PI / 2), opacity: 0.85 });
    angle -= w / r;
  });
}

let art: Promise<Uint8Array> | null = null;
/**
 * The two drawings the letter wears (Santa, and the reindeer with the letter), drawn once as vectors into a little PDF
 * of their own: each letter then copies them in as finished pages instead of reading the drawings' paths again.
 */
function artPdf(): Promise<Uint8Array> {
  art ??= (async () => {
    const doc = await PDFDocument.create();
    for (const [svg, w, h] of [[santaSvg, 200, 240], [reindeerSvg, 240, 160]] as const) drawSvg(doc.addPage([w, h]), svg, { x: 0, top: h, width: w });
    return doc.save();
  })();
  return art;
}

/** One page of Santa's stationery with his reply on it, as PDF bytes. */
export async function letterPdf({ content: c, childName, date, paper }: LetterPdfInput): Promise<Uint8Array> {
  const words = PRINT_WORDS[c.locale];
  const tag = LOCALE_TAGS[c.locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  const body = await doc.embedFont(files.body, { subset: true });
  const display = await doc.embedFont(files.display, { subset: true });
  // Two fonts, not three (no bold Nunito): each font embedded costs a subset when the PDF is saved, the slowest step.
  doc.setTitle(words.title(childName));
  doc.setAuthor(c.signature.split("\n").pop() ?? "");
  doc.setLanguage(tag);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setProducer("North Pole Mail");
  doc.setCreator("North Pole Mail");

  const [W, H] = PAPER[paper];
  const page = doc.addPage([W, H]);
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER_TINT });
  // The frame: pine outside, a red hairline inside, gold stars in the corners.
  page.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: PINE, borderWidth: 2.5 });
  page.drawRectangle({ x: 27, y: 27, width: W - 54, height: H - 54, borderColor: RED, borderWidth: 0.8 });
  for (const [x, y] of [[27, 27], [W - 27, 27], [27, H - 27], [W - 27, H - 27]] as const) {
    page.drawSvgPath(STAR, { x, y, color: GOLD, borderColor: INK, borderWidth: 0.6 });
  }

  const margin = 64;
  // Santa, waving, at the top left; the masthead and heading beside him.
  const santaWidth = 74;
  const [santa, reindeer] = await doc.embedPdf(await artPdf(), [0, 1]);
  page.drawPage(santa!, { x: margin - 8, y: H - 44 - santaWidth * (240 / 200), width: santaWidth, height: santaWidth * (240 / 200) });
  const textLeft = margin + santaWidth + 6;
  page.drawText(c.masthead.toLocaleUpperCase(tag), { x: textLeft, y: H - 72, size: 9, font: display, color: PINE });
  page.drawText(c.heading, { x: textLeft, y: H - 104, size: 28, font: display, color: RED });

  // The postmark: two rings, the North Pole around the top, the date in the middle, wavy lines to its left.
  const [pcx, pcy, pr] = [W - margin - 34, H - 86, 34];
  page.drawCircle({ x: pcx, y: pcy, size: pr, borderColor: POSTMARK, borderWidth: 1.4, opacity: 0, borderOpacity: 0.85 });
  page.drawCircle({ x: pcx, y: pcy, size: pr - 12, borderColor: POSTMARK, borderWidth: 0.8, opacity: 0, borderOpacity: 0.85 });
  drawArcText(page, words.postmark, display, 6.2, pcx, pcy, pr - 8.5);
  const day = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" }).format(date).toLocaleUpperCase(tag);
  const year = String(date.getUTCFullYear());
  page.drawText(day, { x: pcx - display.widthOfTextAtSize(day, 8.5) / 2, y: pcy + 1, size: 8.5, font: display, color: POSTMARK, opacity: 0.85 });
  page.drawText(year, { x: pcx - display.widthOfTextAtSize(year, 8.5) / 2, y: pcy - 10, size: 8.5, font: display, color: POSTMARK, opacity: 0.85 });
  // As many waves as fit between the masthead and the ring (a long masthead, as in German, leaves fewer).
  const mastheadEnd = textLeft + display.widthOfTextAtSize(c.masthead.toLocaleUpperCase(tag), 9);
  const waveStart = Math.max(pcx - pr - 80, mastheadEnd + 10);
  const waves = Math.floor((pcx - pr - 6 - waveStart) / 18);
  for (let i = 0; waves > 0 && i < 4; i++) {
    const y = pcy + 15 - i * 10;
    page.drawSvgPath(`M0,0 q9,-5 18,0${" t18,0".repeat(waves - 1)}`, { x: pcx - pr - 6 - waves * 18, y, borderColor: POSTMARK, borderWidth: 1, borderOpacity: 0.6 });
  }

  // The date line, in the letter's language.
  const dateLine = `${words.place}, ${new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(date)}`;
  page.drawText(dateLine, { x: W - margin - body.widthOfTextAtSize(dateLine, 10.5), y: H - 150, size: 10.5, font: body, color: INK });

  // The reindeer off with the letter, in the bottom corner (drawn first: the words may run beside it).
  const reindeerWidth = 150;
  page.drawPage(reindeer!, { x: W - margin - reindeerWidth + 14, y: 40, width: reindeerWidth, height: (reindeerWidth * 160) / 240 });

  // The words: as large as fits between the date line and the signature (14 pt down to 8.5 pt).
  const width = W - 2 * margin;
  const paragraphs = printedParagraphs(c);
  const postscript = c.postscript;
  const top = H - 178;
  const signatureSpace = 120;
  const bottom = 56;
  let size = 14;
  const measure = (s: number) => {
    const lh = s * 1.42;
    let h = 0;
    for (const p of paragraphs) h += wrapBody(p.text, body, s, p.bullet ? width - 16 : width).length * lh + s * 0.55;
    if (postscript) h += wrapBody(postscript, body, s - 1.5, width - reindeerWidth + 20).length * (s - 1.5) * 1.4 + 10;
    return h;
  };
  while (size > 8.5 && measure(size) > top - bottom - signatureSpace) size -= 0.5;
  const lineHeight = size * 1.42;
  let y = top;
  for (const p of paragraphs) {
    const lines = wrapBody(p.text, body, size, p.bullet ? width - 16 : width);
    lines.forEach((line, i) => {
      if (p.bullet && i === 0) page.drawSvgPath(STAR, { x: margin + 6, y: y - size * 0.62, scale: size / 16, color: GOLD, borderColor: INK, borderWidth: 0.5 });
      page.drawText(line, { x: p.bullet ? margin + 16 : margin, y: y - size, size, font: body, color: INK });
      y -= lineHeight;
    });
    y -= size * 0.55;
  }

  // Santa's signature: the kind words, then his name large in red with a flourish under it.
  const [signLead, ...signName] = c.signature.split("\n");
  y -= 6;
  if (signName.length > 0) {
    page.drawText(signLead!, { x: margin, y: y - size, size, font: body, color: INK });
    y -= lineHeight + 6;
  }
  const name = (signName.length > 0 ? signName.join(" ") : signLead)!;
  page.drawText(name, { x: margin + 10, y: y - 30, size: 32, font: display, color: RED });
  const nameWidth = display.widthOfTextAtSize(name, 32);
  page.drawSvgPath(`M0,0 C${nameWidth * 0.3},10 ${nameWidth * 0.7},-8 ${nameWidth + 20},4 q10,4 4,12`, { x: margin + 4, y: y - 40, borderColor: RED, borderWidth: 1.6 });
  y -= 62;

  if (postscript) {
    const ps = size - 1.5;
    // Narrower than the letter: the reindeer has the corner.
    for (const line of wrapBody(postscript, body, ps, width - reindeerWidth + 20)) {
      page.drawText(line, { x: margin, y: y - ps, size: ps, font: body, color: PINE });
      y -= ps * 1.4;
    }
  }
  return doc.save();
}

/** The attachment's file name: plain letters, the child's name when it is plain too ("letter-from-santa-mia.pdf"). */
export function letterPdfName(locale: Locale, childName: string): string {
  const plain = childName.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 30);
  return `${PRINT_WORDS[locale].filename}${plain ? `-${plain}` : ""}.pdf`;
}
