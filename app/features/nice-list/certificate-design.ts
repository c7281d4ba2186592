/**
 * The certificate's design, once, in page coordinates (US Letter landscape, 792 × 612 points, y downwards).
 * certificate-art.tsx draws it as SVG for the screen and the print view; certificate-pdf.ts draws the same
 * shapes and text with pdf-lib. So the printed page and the PDF look alike.
 */
import { STAR_TOTAL } from "./nice-score";

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

export interface CertificateData {
  name: string;
  score: number;
  stars: number;
  year: number;
  /** 'NL-' followed by a timestamp. */
  number: string;
  /** The date it was made, written out ("November 22, 2026"). */
  issuedOn: string;
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

/** Every line of text on the certificate, in drawing order. */
export function certificateTexts(data: CertificateData): CertText[] {
  return [
    { text: "OFFICIAL NORTH POLE DOCUMENT", x: CENTRE, y: 96, size: 12, font: "bold", color: "goldDark" },
    { text: "Certificate of Niceness", x: CENTRE, y: 142, size: 44, font: "bold", color: "red" },
    { text: `Santa's Nice List \u2022 Christmas ${data.year}`, x: CENTRE, y: 178, size: 19, font: "italic", color: "pine" },
    { text: "This is to certify that", x: CENTRE, y: 232, size: 17, font: "italic", color: "ink" },
    { text: data.name, x: CENTRE, y: 294, size: nameFontSize(data.name), font: "bold", color: "pine" },
    { text: "has been checked twice by Santa's elves and is officially on the", x: CENTRE, y: 340, size: 16, font: "regular", color: "ink" },
    { text: `Nice List for Christmas ${data.year}, with a Nice Score of ${data.score}/100.`, x: CENTRE, y: 364, size: 16, font: "bold", color: "ink" },
    { text: "NICE", x: SEAL.cx, y: SEAL.cy + 4, size: 17, font: "bold", color: "white" },
    { text: "LIST", x: SEAL.cx, y: SEAL.cy + 22, size: 17, font: "bold", color: "white" },
    { text: "Santa Claus", x: SIGNATURE_BLOCK.centre, y: 536, size: 14, font: "bold", color: "ink" },
    { text: "Keeper of the Nice List", x: SIGNATURE_BLOCK.centre, y: 553, size: 11, font: "italic", color: "ink" },
    { text: data.issuedOn, x: DATE_BLOCK.centre, y: 504, size: 15, font: "italic", color: "ink" },
    { text: "Date", x: DATE_BLOCK.centre, y: 536, size: 14, font: "bold", color: "ink" },
    { text: `Certificate No. ${data.number}`, x: DATE_BLOCK.centre, y: 553, size: 11, font: "italic", color: "ink" },
  ];
}

/** The file name of the downloaded PDF, from the name (letters and digits only). */
export function certificateFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `nice-list-certificate${slug ? `-${slug}` : ""}.pdf`;
}
