import type { ReactNode } from "react";
import type { RecipeSlug } from "~/content/recipes";
import { cn } from "~/lib/cn";

/** Original illustrations of each recipe, drawn in code (no photos, nothing copied). 200 × 140 canvas. */
const ART: Record<RecipeSlug, { bg: string; body: ReactNode }> = {
  "gingerbread-cookies": {
    bg: "#fde8e6",
    body: (
      <g strokeLinecap="round">
        <circle cx="100" cy="40" r="20" fill="#b4651e" />
        <path d="M72 62 Q100 52 128 62 L150 76 Q156 84 146 88 L126 80 L132 122 Q130 130 120 128 L100 102 L80 128 Q70 130 68 122 L74 80 L54 88 Q44 84 50 76 Z" fill="#b4651e" />
        <circle cx="93" cy="36" r="2.5" fill="#fff" />
        <circle cx="107" cy="36" r="2.5" fill="#fff" />
        <path d="M92 46 Q100 52 108 46" stroke="#fff" strokeWidth="2.5" fill="none" />
        <circle cx="100" cy="72" r="3.5" fill="#b3261e" />
        <circle cx="100" cy="86" r="3.5" fill="#165b33" />
        <path d="M56 78 l6 4 M142 78 l-6 4 M74 118 l8 2 M126 118 l-8 2" stroke="#fff" strokeWidth="2.5" />
      </g>
    ),
  },
  "roast-turkey-cranberry-sauce": {
    bg: "#fff6d6",
    body: (
      <g>
        <ellipse cx="100" cy="112" rx="82" ry="16" fill="#e2e8f0" />
        <ellipse cx="92" cy="86" rx="52" ry="32" fill="#c2671d" />
        <ellipse cx="84" cy="76" rx="30" ry="14" fill="#de8a3a" />
        <path d="M136 80 Q158 70 164 84 Q160 96 140 94 Z" fill="#c2671d" />
        <circle cx="166" cy="84" r="6" fill="#f8fafc" />
        <path d="M48 84 Q30 72 26 86 Q32 98 50 96 Z" fill="#c2671d" />
        <circle cx="24" cy="86" r="6" fill="#f8fafc" />
        <ellipse cx="160" cy="112" rx="22" ry="8" fill="#f8fafc" />
        <ellipse cx="160" cy="110" rx="18" ry="5" fill="#b3261e" />
        <circle cx="44" cy="112" r="4" fill="#165b33" />
        <circle cx="52" cy="116" r="4" fill="#165b33" />
      </g>
    ),
  },
  eggnog: {
    bg: "#e3f3e8",
    body: (
      <g>
        <path d="M72 30 L128 30 L120 122 Q100 128 80 122 Z" fill="#fef3c7" stroke="#94a3b8" strokeWidth="3" />
        <path d="M74 44 L126 44" stroke="#fde68a" strokeWidth="6" />
        <circle cx="90" cy="38" r="2" fill="#92400e" />
        <circle cx="104" cy="36" r="2" fill="#92400e" />
        <circle cx="114" cy="40" r="2" fill="#92400e" />
        <rect x="118" y="10" width="8" height="46" rx="3" transform="rotate(18 122 33)" fill="#92400e" />
        <path d="M40 120 l6 -14 l6 14 z M150 120 l6 -14 l6 14 z" fill="#165b33" />
      </g>
    ),
  },
  "christmas-pudding": {
    bg: "#fde8e6",
    body: (
      <g>
        <ellipse cx="100" cy="120" rx="70" ry="10" fill="#e2e8f0" />
        <path d="M44 112 Q44 50 100 46 Q156 50 156 112 Z" fill="#5b2a12" />
        <path d="M52 76 Q60 60 80 62 Q84 74 96 66 Q104 56 118 66 Q128 74 134 62 Q150 62 150 78 Q146 86 138 80 Q128 90 118 80 Q106 92 96 80 Q86 90 76 80 Q64 90 52 76 Z" fill="#fffbeb" />
        <path d="M92 44 Q80 30 70 38 Q78 48 92 44 Z M108 44 Q120 30 130 38 Q122 48 108 44 Z" fill="#165b33" />
        <circle cx="96" cy="42" r="5" fill="#b3261e" />
        <circle cx="105" cy="40" r="5" fill="#b3261e" />
        <circle cx="70" cy="96" r="3" fill="#1c0a03" />
        <circle cx="120" cy="100" r="3" fill="#1c0a03" />
        <circle cx="96" cy="104" r="3" fill="#1c0a03" />
      </g>
    ),
  },
  "sugar-plum-fairy-bites": {
    bg: "#f3e8ff",
    body: (
      <g>
        <path d="M100 14 L118 52 L160 56 L128 84 L138 126 L100 104 L62 126 L72 84 L40 56 L82 52 Z" fill="#fff" stroke="#c4b5fd" strokeWidth="3" />
        <circle cx="86" cy="70" r="13" fill="#7e22ce" />
        <circle cx="114" cy="70" r="13" fill="#a21caf" />
        <circle cx="100" cy="94" r="13" fill="#7e22ce" />
        <circle cx="82" cy="66" r="3" fill="#fff" />
        <circle cx="110" cy="66" r="3" fill="#fff" />
        <circle cx="96" cy="90" r="3" fill="#fff" />
        <path d="M160 20 l3 8 l8 3 l-8 3 l-3 8 l-3 -8 l-8 -3 l8 -3 z M34 96 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 l6 -2 z" fill="#f2b705" />
      </g>
    ),
  },
  "santas-favorite-cookies": {
    bg: "#e0f2fe",
    body: (
      <g>
        <ellipse cx="100" cy="104" rx="84" ry="24" fill="#f8fafc" stroke="#b3261e" strokeWidth="4" />
        {[
          [70, 92],
          [130, 92],
          [100, 76],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="26" fill="#d4a056" />
            <circle cx={x! - 8} cy={y! - 6} r="3.5" fill="#3f2306" />
            <circle cx={x! + 9} cy={y! - 2} r="3.5" fill="#3f2306" />
            <circle cx={x! - 2} cy={y! + 10} r="3.5" fill="#3f2306" />
            <circle cx={x! + 10} cy={y! + 12} r="3" fill="#b3261e" />
            <circle cx={x! - 12} cy={y! + 6} r="3" fill="#b3261e" />
          </g>
        ))}
      </g>
    ),
  },
  "warm-milk-for-santa": {
    bg: "#fff6d6",
    body: (
      <g>
        <path d="M84 36 Q76 26 84 16 M100 36 Q92 24 100 12 M116 36 Q108 26 116 16" stroke="#94a3b8" strokeWidth="3" fill="none" strokeLinecap="round" />
        <rect x="62" y="44" width="70" height="78" rx="12" fill="#b3261e" />
        <path d="M132 60 Q156 60 156 82 Q156 104 132 104" stroke="#b3261e" strokeWidth="9" fill="none" />
        <ellipse cx="97" cy="48" rx="33" ry="6" fill="#fffbeb" />
        <path d="M74 78 h46 M74 92 h46" stroke="#fff" strokeWidth="3" strokeDasharray="6 6" />
        <rect x="34" y="104" width="22" height="6" rx="3" fill="#92400e" transform="rotate(-20 45 107)" />
      </g>
    ),
  },
  "reindeer-carrots": {
    bg: "#e3f3e8",
    body: (
      <g>
        {[70, 100, 130].map((x, i) => (
          <g key={x} transform={`rotate(${(i - 1) * 14} ${x} 120)`}>
            <path d={`M${x - 10} 50 L${x + 10} 50 L${x} 128 Z`} fill="#ea7a1a" />
            <path d={`M${x - 6} 64 h8 M${x - 4} 84 h6 M${x - 2} 104 h4`} stroke="#b45309" strokeWidth="2" />
            <path d={`M${x} 50 Q${x - 14} 28 ${x - 8} 16 M${x} 50 Q${x} 26 ${x + 2} 12 M${x} 50 Q${x + 14} 30 ${x + 12} 18`} stroke="#15803d" strokeWidth="4" fill="none" strokeLinecap="round" />
          </g>
        ))}
        <path d="M76 80 Q100 90 124 80 L124 92 Q100 102 76 92 Z" fill="#b3261e" />
        <path d="M100 88 Q84 70 80 84 Q86 96 100 88 Q116 70 120 84 Q114 96 100 88 Z" fill="#b3261e" />
      </g>
    ),
  },
  "santas-hot-cocoa": {
    bg: "#fde8e6",
    body: (
      <g>
        {[62, 132].map((x) => (
          <g key={x}>
            <rect x={x - 30} y="54" width="58" height="66" rx="10" fill="#165b33" />
            <path d={`M${x + 28} 66 Q${x + 46} 68 ${x + 44} 86 Q${x + 42} 100 ${x + 28} 100`} stroke="#165b33" strokeWidth="7" fill="none" />
            <path d={`M${x - 32} 56 Q${x - 26} 36 ${x - 10} 42 Q${x - 2} 26 ${x + 12} 38 Q${x + 28} 34 ${x + 30} 56 Z`} fill="#fffbeb" />
            <rect x={x - 18} y="38" width="8" height="8" rx="2" fill="#fbcfe8" />
            <rect x={x + 6} y="34" width="8" height="8" rx="2" fill="#fff" stroke="#e2e8f0" />
            <path d={`M${x - 20} 84 h28`} stroke="#fff" strokeWidth="4" strokeDasharray="4 4" />
          </g>
        ))}
      </g>
    ),
  },
};

export function RecipeArt({ slug, alt, className }: { slug: RecipeSlug; alt: string; className?: string }) {
  const art = ART[slug];
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={alt} className={cn("block h-auto w-full", className)}>
      <rect width="200" height="140" fill={art.bg} />
      {art.body}
    </svg>
  );
}
