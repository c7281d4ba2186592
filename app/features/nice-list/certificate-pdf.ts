/**
 * The certificate as a one-page PDF, drawn with pdf-lib from the same design as the SVG. Loaded with a
 * dynamic import only when a family asks for the PDF, so pdf-lib never weighs on the page itself.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type RGB } from "pdf-lib";
import {
  CERT_COLORS,
  CERT_FRAMES,
  CERT_HEIGHT,
  CERT_WIDTH,
  CORNER_STARS,
  DATE_BLOCK,
  NAME_LINE,
  NAME_MAX_WIDTH,
  SEAL,
  SIGNATURE_AT,
  SIGNATURE_BLOCK,
  SIGNATURE_PATH,
  STAR_ROW,
  TEXT_MAX_WIDTH,
  certificateTexts,
  starPath,
  starRow,
  type CertFont,
  type CertificateData,
} from "./certificate-design";
import { SITE_NAME } from "~/lib/site";

function hex(color: string): RGB {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Keeps only the characters the standard PDF fonts can draw (a name in another script falls back). */
export function pdfSafeText(text: string, font: PDFFont): string {
  let out = "";
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      // not in WinAnsi: left out
    }
  }
  return out;
}

export async function certificatePdf(data: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(data.words.pdfTitle);
  doc.setAuthor(data.words.pdfAuthor);
  doc.setSubject(data.words.pdfSubject);
  doc.setCreator(SITE_NAME);
  doc.setLanguage(data.lang);
  const page = doc.addPage([CERT_WIDTH, CERT_HEIGHT]);
  const fonts: Record<CertFont, PDFFont> = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const c = CERT_COLORS;
  // SVG paths are drawn with their origin at the page's top-left; pdf-lib flips y for us.
  const svgPath = (d: string, opts: { fill?: string; stroke?: string; width?: number; x?: number; y?: number }) =>
    page.drawSvgPath(d, {
      x: opts.x ?? 0,
      y: CERT_HEIGHT - (opts.y ?? 0),
      color: opts.fill ? hex(opts.fill) : undefined,
      borderColor: opts.stroke ? hex(opts.stroke) : undefined,
      borderWidth: opts.stroke ? (opts.width ?? 1) : 0,
    });
  const line = (x1: number, x2: number, y: number, color: string, thickness: number) =>
    page.drawLine({ start: { x: x1, y: CERT_HEIGHT - y }, end: { x: x2, y: CERT_HEIGHT - y }, color: hex(color), thickness });

  page.drawRectangle({ x: 0, y: 0, width: CERT_WIDTH, height: CERT_HEIGHT, color: hex(c.paper) });
  for (const f of CERT_FRAMES) {
    page.drawRectangle({
      x: f.inset,
      y: f.inset,
      width: CERT_WIDTH - 2 * f.inset,
      height: CERT_HEIGHT - 2 * f.inset,
      borderColor: hex(c[f.color]),
      borderWidth: f.width,
    });
  }
  for (const [x, y] of CORNER_STARS) svgPath(starPath(x, y, 12, 5), { fill: c.gold, stroke: c.goldDark });
  line(NAME_LINE.x1, NAME_LINE.x2, NAME_LINE.y, c.goldDark, 1.5);
  starRow().forEach((s, i) =>
    svgPath(starPath(s.cx, s.cy, STAR_ROW.outer, STAR_ROW.inner), { fill: i < data.stars ? c.gold : c.paper, stroke: c.goldDark, width: 1.5 }),
  );
  svgPath(starPath(SEAL.cx, SEAL.cy, SEAL.outer, SEAL.inner, SEAL.points), { fill: c.gold, stroke: c.goldDark });
  page.drawCircle({ x: SEAL.cx, y: CERT_HEIGHT - SEAL.cy, size: SEAL.ring, color: hex(c.red) });
  page.drawCircle({ x: SEAL.cx, y: CERT_HEIGHT - SEAL.cy, size: SEAL.ring - 5, borderColor: hex(c.gold), borderWidth: 1.5 });
  svgPath(starPath(SEAL.cx, SEAL.cy - 20, 8, 3.5), { fill: c.gold });
  svgPath(SIGNATURE_PATH, { stroke: c.pine, width: 2.2, x: SIGNATURE_AT.x, y: SIGNATURE_AT.y });
  for (const b of [SIGNATURE_BLOCK, DATE_BLOCK]) line(b.centre - b.half, b.centre + b.half, b.lineY, c.ink, 1);

  for (const t of certificateTexts(data)) {
    const font = fonts[t.font];
    const isName = t.text === data.name;
    const text = pdfSafeText(t.text, font) || (isName ? pdfSafeText(data.words.fallbackName, font) : "");
    if (!text) continue;
    let size = t.size;
    // The name shrinks until it fits its line; any other line until it fits inside the frame.
    const maxWidth = isName ? NAME_MAX_WIDTH : TEXT_MAX_WIDTH;
    while (size > (isName ? 12 : 9) && font.widthOfTextAtSize(text, size) > maxWidth) size -= 1;
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, { x: t.x - width / 2, y: CERT_HEIGHT - t.y, size, font, color: hex(c[t.color]) });
  }
  return doc.save();
}
