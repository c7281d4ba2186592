/**
 * The certificate's design, once, in page coordinates (US Letter landscape, 792 × 612 points, y downwards).
 * certificate-art.tsx draws it as SVG for the screen and the print view; certificate-pdf.ts draws the same
 * shapes and text with pdf-lib. So the printed page and the PDF look alike.
 */
import { STAR_TOTAL } from "./nice-score";
import { fileSlug } from "~/lib/file-slug";

export const CERT_WIDTH = 792;
export const CERT_HEIGHT = 612;

export const CERT_COLORS = {
  paper: "#fffaf0",
  red: "#b3261e",
  pine: "#165b33",
  gold: "#f2b705",
  goldDark: "#8a5a00",
  ink: "#1f2937",
  white: "#ffffff",
} as const;
export type CertColor = keyof typeof CERT_COLORS;

export const CERT_FONT_FAMILY = "Georgia, 'Times New Roman', Times, serif";

/**
 * The certificate's words in the page's language: certificate-words.ts translates them, the SVG (certificate-art.tsx)
 * and the PDF (certificate-pdf.ts) draw them, so both say the same thing in the same language.
 */
export interface CertificateWords {
  /** "OFFICIAL NORTH POLE DOCUMENT" */
  heading: string;
  /** "Certificate of Niceness" */
  title: string;
  /** "Santa's Nice List • Christmas 2026" */
  subtitle: string;
  /** "This is to certify that" */
  certify: string;
  /** The sentence after the name, on two lines: "has been checked twice … on the" / "Nice List for Christmas 2026, …". */
  checked: string;
  listed: string;
  /** The two words on the red seal ("NICE", "LIST"). */
  seal: readonly [string, string];
  /** "Santa Claus" under the signature, and "Keeper of the Nice List". */
  signer: string;
  signerRole: string;
  /** "Date" under the date line. */
  dateLabel: string;
  /** "Certificate No. NL-…" */
  number: string;
  /** The certificate's accessible name (the SVG's title). */
  description: string;
  /** The print view's title ("Nice List Certificate for Emma"). */
  printTitle: string;
  /** The PDF's metadata. */
  pdfTitle: string;
  pdfAuthor: string;
  pdfSubject: string;
  /** Written in the name's place in the PDF when its standard fonts cannot draw the name. */
  fallbackName: string;
  /** The downloaded file's name before the child's ("nice-list-certificate"). */
  fileName: string;
}

export interface CertificateData {
  name: string;
  score: number;
  stars: number;
  year: number;
  /** 'NL-' followed by a timestamp. */
  number: string;
  /** The date it was made, written out in the page's language ("November 22, 2026", "22. November 2026"). */
  issuedOn: string;
  /** The page's BCP 47 tag: the language of the print view and of the PDF. */
  lang: string;
  words: CertificateWords;
}

export type CertFont = "regular" | "bold" | "italic";

export interface CertText {
  text: string;
  /** Centre of the line. */
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  font: CertFont;
  color: CertColor;
}

/** Frames: an outer red rule and an inner gold one, inset from the page edge. */
export const CERT_FRAMES = [
  { inset: 18, width: 7, color: "red" },
  { inset: 32, width: 1.5, color: "goldDark" },
] as const satisfies readonly { inset: number; width: number; color: CertColor }[];

const CENTRE = CERT_WIDTH / 2;
export const NAME_LINE = { x1: 206, x2: 586, y: 306 };
export const NAME_MAX_WIDTH = NAME_LINE.x2 - NAME_LINE.x1 + 40;
export const NAME_MAX_SIZE = 50;
export const SIGNATURE_BLOCK = { centre: 196, lineY: 516, half: 92 };
export const DATE_BLOCK = { centre: 596, lineY: 516, half: 92 };
export const SEAL = { cx: CENTRE, cy: 482, outer: 54, inner: 47, ring: 41, points: 24 };
export const STAR_ROW = { cy: 402, gap: 36, outer: 14, inner: 6 };
export const CORNER_STARS = [
  [60, 60],
  [CERT_WIDTH - 60, 60],
  [60, CERT_HEIGHT - 60],
  [CERT_WIDTH - 60, CERT_HEIGHT - 60],
] as const;

/**
 * Santa's signature, drawn by hand as one pen path in a 200 × 70 box (placed at SIGNATURE_AT): a looping
 * "Santa Claus" with an underline flourish.
 */
export const SIGNATURE_PATH =
  "M34,14 C20,6 4,14 10,26 C16,36 36,38 30,52 C24,64 4,60 6,50 " +
  "M6,50 C12,60 30,58 40,44 C44,38 38,34 34,42 C30,50 38,54 44,44 C44,52 48,54 52,48 " +
  "C54,42 56,40 58,44 L58,52 C60,44 64,40 68,44 C70,48 68,52 72,52 C76,50 78,42 80,28 " +
  "M72,38 L88,36 M80,30 C78,44 78,52 86,50 C90,48 92,42 96,40 C92,38 88,44 90,50 C92,54 98,50 100,44 C100,50 104,54 110,48 " +
  "M148,20 C136,12 118,20 120,38 C122,52 140,54 150,44 C154,40 156,30 160,16 C158,30 156,44 160,50 C162,52 166,48 168,44 " +
  "C168,38 164,36 162,42 C160,48 166,52 172,46 C172,52 176,54 180,48 L182,40 C180,48 182,54 188,50 L192,40 C190,48 194,54 200,46 " +
  "C200,40 194,40 194,46 C194,52 200,54 198,58 C196,62 188,60 190,56 " +
  "M14,66 C60,58 120,56 196,62";
export const SIGNATURE_AT = { x: SIGNATURE_BLOCK.centre - 100, y: 440 };

/** A star (or starburst) outline as an SVG path: `points` tips at radius `outer`, notches at `inner`. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const x = Math.round((cx + r * Math.cos(a)) * 10) / 10;
    const y = Math.round((cy + r * Math.sin(a)) * 10) / 10;
    parts.push(`${i === 0 ? "M" : "L"}${x},${y}`);
  }
  return `${parts.join("")}Z`;
}

/** Centres of the rating stars; the first `stars` are filled. */
export function starRow(): { cx: number; cy: number }[] {
  return Array.from({ length: STAR_TOTAL }, (_, i) => ({ cx: CENTRE + (i - (STAR_TOTAL - 1) / 2) * STAR_ROW.gap, cy: STAR_ROW.cy }));
}

/** A font size that lets the name fit its line: about 0.6 em per character for a bold serif, at most 50. */
export function nameFontSize(name: string): number {
  const estimated = NAME_MAX_WIDTH / (Math.max(1, name.length) * 0.6);
  return Math.max(18, Math.min(NAME_MAX_SIZE, Math.floor(estimated)));
}

/** Widest a line of text may be: inside the gold frame, with a margin. */
export const TEXT_MAX_WIDTH = CERT_WIDTH - 2 * 60;
/** Widest a word on the seal may be. */
export const SEAL_TEXT_MAX_WIDTH = 2 * (SEAL.ring - 8);
/** Widest the words under the signature and the date may be. */
const BLOCK_TEXT_MAX_WIDTH = 2 * SIGNATURE_BLOCK.half + 24;

/**
 * `size`, or smaller when `text` would be wider than `maxWidth` (estimated at `em` of the size per character, on the
 * generous side for a serif), so a longer sentence in another language still fits: never below 9.
 */
export function fitFontSize(text: string, size: number, maxWidth: number, em = 0.5): number {
  const estimated = maxWidth / (Math.max(1, [...text].length) * em);
  return Math.max(9, Math.min(size, Math.floor(estimated)));
}

/** Every line of text on the certificate, in drawing order, in the certificate's language. */
export function certificateTexts(data: CertificateData): CertText[] {
  const w = data.words;
  const line = (text: string, x: number, y: number, size: number, font: CertFont, color: CertColor, maxWidth = TEXT_MAX_WIDTH, em = 0.5): CertText => ({
    text,
    x,
    y,
    size: fitFontSize(text, size, maxWidth, font === "bold" ? em + 0.05 : em),
    font,
    color,
  });
  return [
    line(w.heading, CENTRE, 96, 12, "bold", "goldDark", TEXT_MAX_WIDTH, 0.7),
    line(w.title, CENTRE, 142, 44, "bold", "red"),
    line(w.subtitle, CENTRE, 178, 19, "italic", "pine"),
    line(w.certify, CENTRE, 232, 17, "italic", "ink"),
    { text: data.name, x: CENTRE, y: 294, size: nameFontSize(data.name), font: "bold", color: "pine" },
    line(w.checked, CENTRE, 340, 16, "regular", "ink"),
    line(w.listed, CENTRE, 364, 16, "bold", "ink"),
    line(w.seal[0], SEAL.cx, SEAL.cy + 4, 17, "bold", "white", SEAL_TEXT_MAX_WIDTH, 0.7),
    line(w.seal[1], SEAL.cx, SEAL.cy + 22, 17, "bold", "white", SEAL_TEXT_MAX_WIDTH, 0.7),
    line(w.signer, SIGNATURE_BLOCK.centre, 536, 14, "bold", "ink", BLOCK_TEXT_MAX_WIDTH),
    line(w.signerRole, SIGNATURE_BLOCK.centre, 553, 11, "italic", "ink", BLOCK_TEXT_MAX_WIDTH),
    line(data.issuedOn, DATE_BLOCK.centre, 504, 15, "italic", "ink", BLOCK_TEXT_MAX_WIDTH),
    line(w.dateLabel, DATE_BLOCK.centre, 536, 14, "bold", "ink", BLOCK_TEXT_MAX_WIDTH),
    line(w.number, DATE_BLOCK.centre, 553, 11, "italic", "ink", BLOCK_TEXT_MAX_WIDTH),
  ];
}


/** The file name of the downloaded PDF: `prefix` (in the page's language) and the name, in letters and digits only. */
export function certificateFileName(name: string, prefix = "nice-list-certificate"): string {
  const base = fileSlug(prefix) || "nice-list-certificate";
  const child = fileSlug(name);
  return `${base}${child ? `-${child}` : ""}.pdf`;
}
