import { Trans } from "@lingui/react/macro";

/** The calendar's top: a star over a garland of baubles, drawn here in SVG (no image files). Decorative. */
const BAUBLES = [
  { x: 60, y: 36, fill: "#d4a017" },
  { x: 150, y: 46, fill: "#c0392b" },
  { x: 240, y: 40, fill: "#f1f5f9" },
  { x: 330, y: 40, fill: "#f1f5f9" },
  { x: 420, y: 46, fill: "#c0392b" },
  { x: 510, y: 36, fill: "#d4a017" },
];

export function CalendarGarland() {
  return (
    <svg viewBox="0 0 570 96" aria-hidden="true" focusable="false" className="mx-auto mb-2 block h-auto w-full max-w-2xl">
      <path d="M0 20 Q 70 58 142 30 T 285 30 T 428 30 T 570 20" fill="none" stroke="#2f7d4f" strokeWidth="14" strokeLinecap="round" />
      <path d="M0 20 Q 70 58 142 30 T 285 30 T 428 30 T 570 20" fill="none" stroke="#4ade80" strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" />
      {BAUBLES.map((b) => (
        <g key={b.x}>
          <rect x={b.x - 4} y={b.y - 14} width="8" height="6" rx="1" fill="#94a3b8" />
          <circle cx={b.x} cy={b.y} r="10" fill={b.fill} />
          <circle cx={b.x - 3} cy={b.y - 3} r="3" fill="#ffffff" opacity="0.7" />
        </g>
      ))}
      <path
        d="M285 6 L292 26 L313 26 L296 38 L302 58 L285 46 L268 58 L274 38 L257 26 L278 26 Z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text x="285" y="88" textAnchor="middle" fill="#ffffff" fontSize="22" fontWeight="700" fontFamily="inherit">
        <Trans>24 Days of Christmas</Trans>
      </text>
    </svg>
  );
}
