import { forwardRef } from "react";
import {
  CERT_COLORS,
  CERT_FONT_FAMILY,
  CERT_FRAMES,
  CERT_HEIGHT,
  CERT_WIDTH,
  CORNER_STARS,
  DATE_BLOCK,
  NAME_LINE,
  SEAL,
  SIGNATURE_AT,
  SIGNATURE_BLOCK,
  SIGNATURE_PATH,
  STAR_ROW,
  certificateTexts,
  starPath,
  starRow,
  type CertificateData,
} from "./certificate-design";

const FONT_STYLE = {
  regular: { fontWeight: 400, fontStyle: "normal" },
  bold: { fontWeight: 700, fontStyle: "normal" },
  italic: { fontWeight: 400, fontStyle: "italic" },
} as const;

/**
 * The certificate as one self-contained SVG (inline styles only), so the print view can copy the node as it
 * is into its own window. Sized by its container; the aspect is one landscape sheet.
 */
export const CertificateArt = forwardRef<SVGSVGElement, { data: CertificateData; titleId: string }>(function CertificateArt({ data, titleId }, ref) {
  const c = CERT_COLORS;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${CERT_WIDTH} ${CERT_HEIGHT}`}
      role="img"
      lang={data.lang}
      aria-labelledby={titleId}
      data-testid="certificate"
      style={{ display: "block", width: "100%", height: "auto", fontFamily: CERT_FONT_FAMILY }}
    >
      <title id={titleId}>{data.words.description}</title>
      <rect width={CERT_WIDTH} height={CERT_HEIGHT} fill={c.paper} />
      {CERT_FRAMES.map((f) => (
        <rect key={f.inset} x={f.inset} y={f.inset} width={CERT_WIDTH - 2 * f.inset} height={CERT_HEIGHT - 2 * f.inset} fill="none" stroke={c[f.color]} strokeWidth={f.width} />
      ))}
      {CORNER_STARS.map(([x, y]) => (
        <path key={`${x}-${y}`} d={starPath(x, y, 12, 5)} fill={c.gold} stroke={c.goldDark} strokeWidth={1} />
      ))}
      <line x1={NAME_LINE.x1} x2={NAME_LINE.x2} y1={NAME_LINE.y} y2={NAME_LINE.y} stroke={c.goldDark} strokeWidth={1.5} />
      {starRow().map((s, i) => (
        <path key={s.cx} d={starPath(s.cx, s.cy, STAR_ROW.outer, STAR_ROW.inner)} fill={i < data.stars ? c.gold : c.paper} stroke={c.goldDark} strokeWidth={1.5} />
      ))}
      <path d={starPath(SEAL.cx, SEAL.cy, SEAL.outer, SEAL.inner, SEAL.points)} fill={c.gold} stroke={c.goldDark} strokeWidth={1} />
      <circle cx={SEAL.cx} cy={SEAL.cy} r={SEAL.ring} fill={c.red} />
      <circle cx={SEAL.cx} cy={SEAL.cy} r={SEAL.ring - 5} fill="none" stroke={c.gold} strokeWidth={1.5} />
      <path d={starPath(SEAL.cx, SEAL.cy - 20, 8, 3.5)} fill={c.gold} />
      <path d={SIGNATURE_PATH} transform={`translate(${SIGNATURE_AT.x} ${SIGNATURE_AT.y})`} fill="none" stroke={c.pine} strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
      {[SIGNATURE_BLOCK, DATE_BLOCK].map((b) => (
        <line key={b.centre} x1={b.centre - b.half} x2={b.centre + b.half} y1={b.lineY} y2={b.lineY} stroke={c.ink} strokeWidth={1} />
      ))}
      {certificateTexts(data).map((t) => (
        <text key={`${t.y}-${t.x}-${t.text}`} x={t.x} y={t.y} textAnchor="middle" fontSize={t.size} fill={c[t.color]} style={FONT_STYLE[t.font]}>
          {t.text}
        </text>
      ))}
    </svg>
  );
});
