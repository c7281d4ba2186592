/**
 * The elf certificate as a real PDF, built in the browser with pdf-lib. This module is imported dynamically
 * when the visitor asks for the PDF, so pdf-lib never weighs on the page load.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { CertificateText } from "./elf-certificate-text";
import type { CertificateDetails } from "./elf-name";

const RED = rgb(0.702, 0.149, 0.118);
const PINE = rgb(0.086, 0.357, 0.2);
const GOLD = rgb(0.949, 0.718, 0.02);
const INK = rgb(0.122, 0.161, 0.216);

/** Keeps only characters the standard font can draw (a name in another script would otherwise throw). */
export function drawableText(font: PDFFont, text: string, fallback: string): string {
  const supported = new Set(font.getCharacterSet());
  const kept = Array.from(text)
    .filter((ch) => supported.has(ch.codePointAt(0)!))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return kept.length > 0 ? kept : fallback;
}

/** True when every character of `text` can be drawn by the font. */
export function canDraw(font: PDFFont, text: string): boolean {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text).every((ch) => supported.has(ch.codePointAt(0)!));
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK, maxWidth = 640) {
  let s = size;
  while (s > 10 && font.widthOfTextAtSize(text, s) > maxWidth) s -= 1;
  const width = font.widthOfTextAtSize(text, s);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: s, font, color });
}

function star(page: PDFPage, cx: number, cy: number, r: number) {
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 4;
    page.drawLine({
      start: { x: cx - r * Math.cos(a), y: cy - r * Math.sin(a) },
      end: { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) },
      thickness: 1.6,
      color: GOLD,
    });
  }
}

/** The certificate in the page's language (its words in `text`, its date in the page's locale in `details`). */
export async function buildElfCertificatePdf(details: CertificateDetails, text: CertificateText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setLanguage(text.lang);
  pdf.setCreator("North Pole Mail");
  const page = pdf.addPage([792, 612]); // US Letter, landscape
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const italic = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: RED, borderWidth: 8 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: PINE, borderWidth: 2 });
  for (const [x, y] of [[60, 552], [732, 552], [60, 60], [732, 60]] as const) star(page, x, y, 12);

  // The interface's words are drawn through drawableText too: a translation's rare character must not throw.
  const words = (font: PDFFont, value: string) => drawableText(font, value, value.replace(/[^\x20-\x7e]/g, "") || "-");
  centered(page, words(bold, text.title), 516, bold, 40, RED);
  centered(page, words(serif, `${text.workshop} - ${text.department}`), 488, serif, 15);
  centered(page, words(italic, text.certifies), 430, italic, 20);
  centered(page, drawableText(bold, details.elfName, words(bold, text.fallbackName)), 382, bold, 38, PINE);
  centered(page, words(italic, text.joined), 338, italic, 20);
  centered(page, drawableText(bold, details.jobTitle, words(bold, text.fallbackJob)), 298, bold, 26, RED);
  centered(page, `${words(serif, text.abilityLabel)} ${drawableText(serif, details.specialAbility, words(serif, text.fallbackAbility))}`, 256, serif, 18);

  page.drawText(words(bold, text.numberLabel), { x: 70, y: 120, size: 13, font: bold, color: INK });
  page.drawText(drawableText(serif, details.number, "-"), { x: 70, y: 100, size: 13, font: serif, color: INK });
  const issued = words(bold, text.issuedLabel);
  // A date in another script would lose its letters and keep its digits: show it as YYYY-MM-DD instead.
  const date = canDraw(serif, details.issuedOn) ? details.issuedOn : details.issuedOnIso;
  page.drawText(issued, { x: width - 70 - bold.widthOfTextAtSize(issued, 13), y: 120, size: 13, font: bold, color: INK });
  page.drawText(date, { x: width - 70 - serif.widthOfTextAtSize(date, 13), y: 100, size: 13, font: serif, color: INK });
  page.drawLine({ start: { x: 296, y: 104 }, end: { x: 496, y: 104 }, thickness: 1.2, color: INK });
  centered(page, words(italic, text.signature), 112, italic, 24, PINE);
  centered(page, words(serif, text.signatureRole), 86, serif, 11);

  return pdf.save();
}
