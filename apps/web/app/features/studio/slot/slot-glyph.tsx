import type { ReactNode } from 'react';
import type { SlotGlyph } from '@casino/games/slots/glyphs';

// Every glyph of packages/games slots/glyphs.ts drawn in a 100 x 100 box: card ranks as styled letters, fruit, gems,
// theme icons, and the WILD and SCATTER badges. Nothing is fetched: a theme only names glyphs.

function Rank({ text, fill, stroke }: { text: string; fill: string; stroke: string }) {
  return (
    <text
      x="50"
      y="70"
      textAnchor="middle"
      fontSize={text.length > 1 ? 52 : 64}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke={stroke}
      strokeWidth="3"
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

function Gem({ fill, light }: { fill: string; light: string }) {
  return (
    <g>
      <path d="M28 22h44l18 22-40 40-40-40z" fill={fill} />
      <path
        d="M28 22l10 22h24l10-22M10 44h80M38 44l12 40 12-40"
        fill="none"
        stroke={light}
        strokeWidth="3"
      />
      <path d="M30 26l-12 16h14z" fill="#fff" opacity="0.45" />
    </g>
  );
}

function Badge({ text, from, to, ring }: { text: string; from: string; to: string; ring: string }) {
  const id = `badge-${text}`;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect
        x="6"
        y="26"
        width="88"
        height="48"
        rx="12"
        fill={`url(#${id})`}
        stroke={ring}
        strokeWidth="4"
      />
      <text
        x="50"
        y="59"
        textAnchor="middle"
        fontSize={text.length > 5 ? 17 : 22}
        fontWeight="900"
        fill="#fff"
        stroke="#0b0820"
        strokeWidth="2"
        paintOrder="stroke"
      >
        {text}
      </text>
    </g>
  );
}

const DRAWINGS: Record<SlotGlyph, () => ReactNode> = {
  ten: () => <Rank text="10" fill="#60a5fa" stroke="#1e3a8a" />,
  jack: () => <Rank text="J" fill="#4ade80" stroke="#14532d" />,
  queen: () => <Rank text="Q" fill="#f472b6" stroke="#831843" />,
  king: () => <Rank text="K" fill="#fb923c" stroke="#7c2d12" />,
  ace: () => <Rank text="A" fill="#facc15" stroke="#713f12" />,
  cherry: () => (
    <g>
      <path
        d="M50 14c-6 20-20 34-26 46M50 14c4 22 12 34 22 44"
        fill="none"
        stroke="#15803d"
        strokeWidth="4"
      />
      <path d="M50 14c10-6 22-4 28 2-10 6-20 6-28-2z" fill="#22c55e" />
      <circle cx="28" cy="68" r="18" fill="#dc2626" />
      <circle cx="70" cy="66" r="18" fill="#b91c1c" />
      <circle cx="22" cy="62" r="5" fill="#fff" opacity="0.6" />
      <circle cx="64" cy="60" r="5" fill="#fff" opacity="0.6" />
    </g>
  ),
  lemon: () => (
    <g>
      <ellipse cx="50" cy="52" rx="36" ry="26" fill="#facc15" stroke="#ca8a04" strokeWidth="3" />
      <path d="M14 52l-6-4M86 52l6-4" stroke="#ca8a04" strokeWidth="5" strokeLinecap="round" />
      <ellipse cx="38" cy="42" rx="10" ry="5" fill="#fff" opacity="0.5" />
    </g>
  ),
  plum: () => (
    <g>
      <path
        d="M50 22c-24 0-34 20-30 38 4 18 18 26 30 26s26-8 30-26c4-18-6-38-30-38z"
        fill="#7e22ce"
      />
      <path d="M50 24c-4 20-4 40 0 60" stroke="#581c87" strokeWidth="3" fill="none" />
      <path d="M50 22c2-8 8-12 16-12" stroke="#15803d" strokeWidth="4" fill="none" />
      <ellipse cx="36" cy="40" rx="6" ry="10" fill="#fff" opacity="0.35" />
    </g>
  ),
  grapes: () => (
    <g fill="#8b5cf6" stroke="#5b21b6" strokeWidth="2">
      <path d="M50 8v14" stroke="#15803d" strokeWidth="4" />
      <path d="M52 16c10-8 22-6 26 0-10 6-18 6-26 0z" fill="#22c55e" stroke="none" />
      {[
        [34, 30],
        [50, 30],
        [66, 30],
        [42, 46],
        [58, 46],
        [26, 46],
        [74, 46],
        [34, 62],
        [50, 62],
        [66, 62],
        [42, 78],
        [58, 78],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" />
      ))}
    </g>
  ),
  watermelon: () => (
    <g>
      <path d="M8 36a42 42 0 0 0 84 0z" fill="#16a34a" />
      <path d="M14 36a36 36 0 0 0 72 0z" fill="#f0fdf4" />
      <path d="M18 36a32 32 0 0 0 64 0z" fill="#ef4444" />
      {[30, 42, 50, 58, 70].map((x, i) => (
        <ellipse key={x} cx={x} cy={46 + (i % 2) * 10} rx="2.5" ry="4" fill="#1f2937" />
      ))}
    </g>
  ),
  bell: () => (
    <g>
      <path
        d="M50 12c-18 0-26 16-26 34v16l-8 10h68l-8-10V46c0-18-8-34-26-34z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="3"
      />
      <circle cx="50" cy="80" r="8" fill="#b45309" />
      <path d="M36 30c-4 6-4 14-4 22" stroke="#fff" strokeWidth="4" opacity="0.6" fill="none" />
    </g>
  ),
  bar: () => (
    <g>
      <rect
        x="8"
        y="32"
        width="84"
        height="36"
        rx="6"
        fill="#111827"
        stroke="#fbbf24"
        strokeWidth="4"
      />
      <text x="50" y="60" textAnchor="middle" fontSize="26" fontWeight="900" fill="#fbbf24">
        BAR
      </text>
    </g>
  ),
  seven: () => (
    <g>
      <path
        d="M22 18h58l-26 66H34l24-50H22z"
        fill="#ef4444"
        stroke="#7f1d1d"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M28 22h44" stroke="#fecaca" strokeWidth="3" />
    </g>
  ),
  star: () => (
    <path
      d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z"
      fill="#facc15"
      stroke="#a16207"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  ),
  diamond: () => <Gem fill="#67e8f9" light="#ecfeff" />,
  crown: () => (
    <g>
      <path
        d="M14 74l-4-44 22 18 18-30 18 30 22-18-4 44z"
        fill="#fbbf24"
        stroke="#92400e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="14" y="74" width="72" height="10" rx="3" fill="#d97706" />
      <circle cx="50" cy="58" r="6" fill="#ef4444" />
      <circle cx="30" cy="62" r="4" fill="#3b82f6" />
      <circle cx="70" cy="62" r="4" fill="#22c55e" />
    </g>
  ),
  coin: () => (
    <g>
      <circle cx="50" cy="50" r="38" fill="#f59e0b" stroke="#92400e" strokeWidth="4" />
      <circle cx="50" cy="50" r="28" fill="none" stroke="#fde68a" strokeWidth="3" />
      <text x="50" y="63" textAnchor="middle" fontSize="36" fontWeight="900" fill="#92400e">
        $
      </text>
    </g>
  ),
  scarab: () => (
    <g>
      <ellipse cx="50" cy="56" rx="22" ry="28" fill="#0d9488" stroke="#134e4a" strokeWidth="3" />
      <path d="M50 30v54" stroke="#134e4a" strokeWidth="3" />
      <circle cx="50" cy="24" r="10" fill="#0f766e" />
      <path
        d="M28 46L10 38M28 60L8 62M28 74L14 86M72 46l18-8M72 60l20 2M72 74l14 12"
        stroke="#134e4a"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M40 16l-6-8M60 16l6-8" stroke="#fbbf24" strokeWidth="3" />
    </g>
  ),
  eye: () => (
    <g>
      <path
        d="M8 48c20-24 64-24 84 0-20 24-64 24-84 0z"
        fill="#fef3c7"
        stroke="#1e3a8a"
        strokeWidth="5"
      />
      <circle cx="50" cy="48" r="13" fill="#1e3a8a" />
      <circle cx="50" cy="48" r="5" fill="#0b0820" />
      <path
        d="M50 62v22M40 84c4 6 16 6 20-2"
        fill="none"
        stroke="#1e3a8a"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </g>
  ),
  pharaoh: () => (
    <g>
      <path d="M50 8c-22 0-34 14-36 34l-4 46h80l-4-46C84 22 72 8 50 8z" fill="#2563eb" />
      {[30, 42, 54, 66].map((y) => (
        <path key={y} d={`M14 ${y}h72`} stroke="#fbbf24" strokeWidth="4" />
      ))}
      <path d="M32 34h36v26c0 12-8 20-18 20s-18-8-18-20z" fill="#d6a36a" />
      <path d="M40 46h6M54 46h6M46 66h8" stroke="#0b0820" strokeWidth="3" />
      <path d="M46 80h8v14h-8z" fill="#fbbf24" />
    </g>
  ),
  book: () => (
    <g>
      <path
        d="M14 18h30c4 0 6 2 6 6v64c0-4-2-6-6-6H14z"
        fill="#a16207"
        stroke="#422006"
        strokeWidth="3"
      />
      <path
        d="M86 18H56c-4 0-6 2-6 6v64c0-4 2-6 6-6h30z"
        fill="#ca8a04"
        stroke="#422006"
        strokeWidth="3"
      />
      <path d="M26 40h14M26 52h14M60 40h14M60 52h14" stroke="#fde68a" strokeWidth="3" />
      <circle cx="50" cy="20" r="5" fill="#ef4444" />
    </g>
  ),
  fish: () => (
    <g>
      <path
        d="M14 50c14-22 46-26 62 0-16 26-48 22-62 0z"
        fill="#38bdf8"
        stroke="#075985"
        strokeWidth="3"
      />
      <path
        d="M76 50l16-16v32z"
        fill="#0ea5e9"
        stroke="#075985"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="30" cy="46" r="4" fill="#0b0820" />
      <path d="M44 38c6 6 6 18 0 24" stroke="#075985" strokeWidth="3" fill="none" />
    </g>
  ),
  anchor: () => (
    <g fill="none" stroke="#cbd5e1" strokeWidth="7" strokeLinecap="round">
      <circle cx="50" cy="18" r="8" />
      <path d="M50 26v62M34 40h32M16 60c4 18 18 28 34 28s30-10 34-28" />
      <path d="M10 64l6-6 8 6M90 64l-6-6-8 6" strokeWidth="5" />
    </g>
  ),
  dragon: () => (
    <g>
      <path
        d="M20 80c0-30 14-52 40-58l20-8-6 16c8 8 10 20 6 30l10 10-16-2c-6 8-16 12-26 12z"
        fill="#dc2626"
        stroke="#7f1d1d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M44 40L26 20l4 22z" fill="#f97316" />
      <circle cx="64" cy="36" r="4" fill="#fde047" />
      <path d="M36 62l6 4 6-4 6 4 6-4" stroke="#fde047" strokeWidth="3" fill="none" />
    </g>
  ),
  lantern: () => (
    <g>
      <path d="M50 6v10" stroke="#fbbf24" strokeWidth="4" />
      <rect x="36" y="14" width="28" height="8" rx="2" fill="#92400e" />
      <ellipse cx="50" cy="50" rx="30" ry="28" fill="#ef4444" stroke="#7f1d1d" strokeWidth="3" />
      <path
        d="M50 22v56M34 26c-6 16-6 32 0 48M66 26c6 16 6 32 0 48"
        stroke="#fbbf24"
        strokeWidth="2"
        fill="none"
      />
      <rect x="36" y="76" width="28" height="8" rx="2" fill="#92400e" />
      <path d="M50 84v12" stroke="#fbbf24" strokeWidth="4" />
    </g>
  ),
  rocket: () => (
    <g>
      <path
        d="M50 6c16 12 22 32 18 56H32C28 38 34 18 50 6z"
        fill="#e5e7eb"
        stroke="#475569"
        strokeWidth="3"
      />
      <circle cx="50" cy="34" r="8" fill="#38bdf8" stroke="#475569" strokeWidth="3" />
      <path d="M32 50l-14 20h16zM68 50l14 20H66z" fill="#ef4444" />
      <path d="M40 62l10 30 10-30z" fill="#f97316" />
      <path d="M45 62l5 18 5-18z" fill="#fde047" />
    </g>
  ),
  planet: () => (
    <g>
      <circle cx="50" cy="50" r="26" fill="#a78bfa" />
      <path
        d="M30 40c10 4 30 4 40 0M28 56c12 4 32 4 44 0"
        stroke="#7c3aed"
        strokeWidth="4"
        fill="none"
      />
      <ellipse
        cx="50"
        cy="52"
        rx="46"
        ry="12"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="5"
        transform="rotate(-16 50 52)"
      />
    </g>
  ),
  candy: () => (
    <g>
      <path d="M26 50L8 36v28zM74 50l18-14v28z" fill="#f472b6" />
      <circle cx="50" cy="50" r="24" fill="#ec4899" />
      <path
        d="M34 34c10 10 22 22 32 32M30 50c8 8 14 14 20 20M50 30c8 8 14 14 20 20"
        stroke="#fdf2f8"
        strokeWidth="5"
      />
    </g>
  ),
  lollipop: () => (
    <g>
      <path d="M50 56v40" stroke="#f5f5f4" strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="36" r="28" fill="#22d3ee" />
      <path
        d="M50 36m-6 0a6 6 0 1 1 12 0a12 12 0 1 1-24 0a18 18 0 1 1 36 0a24 24 0 1 1-48 0"
        fill="none"
        stroke="#f0abfc"
        strokeWidth="5"
      />
    </g>
  ),
  clover: () => (
    <g fill="#22c55e" stroke="#14532d" strokeWidth="2">
      <circle cx="38" cy="34" r="15" />
      <circle cx="62" cy="34" r="15" />
      <circle cx="38" cy="56" r="15" />
      <circle cx="62" cy="56" r="15" />
      <path
        d="M50 50c4 16 10 28 20 40"
        fill="none"
        stroke="#15803d"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </g>
  ),
  horseshoe: () => (
    <g>
      <path
        d="M24 88V50a26 26 0 0 1 52 0v38H62V50a12 12 0 0 0-24 0v38z"
        fill="#94a3b8"
        stroke="#334155"
        strokeWidth="3"
      />
      {[
        [28, 56],
        [28, 76],
        [72, 56],
        [72, 76],
        [34, 36],
        [66, 36],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3" fill="#334155" />
      ))}
    </g>
  ),
  shield: () => (
    <g>
      <path
        d="M50 8l36 12v26c0 24-16 40-36 48-20-8-36-24-36-48V20z"
        fill="#1d4ed8"
        stroke="#fbbf24"
        strokeWidth="5"
      />
      <path d="M50 20v66M24 44h52" stroke="#fbbf24" strokeWidth="6" />
    </g>
  ),
  axe: () => (
    <g>
      <path d="M30 92L66 22" stroke="#92400e" strokeWidth="8" strokeLinecap="round" />
      <path
        d="M56 14c16-6 30 0 36 10-6 14-22 22-38 18z"
        fill="#cbd5e1"
        stroke="#334155"
        strokeWidth="3"
      />
    </g>
  ),
  cactus: () => (
    <g fill="#16a34a" stroke="#14532d" strokeWidth="3">
      <rect x="40" y="10" width="20" height="82" rx="10" />
      <path d="M40 56H28a8 8 0 0 1-8-8V32a6 6 0 0 1 12 0v12h8M60 46h12V26a6 6 0 0 1 12 0v20a8 8 0 0 1-8 8H60" />
      <path d="M24 92h52" stroke="#a16207" strokeWidth="6" />
    </g>
  ),
  skull: () => (
    <g>
      <path
        d="M50 10c-22 0-36 14-36 34 0 12 6 20 14 24v16h44V68c8-4 14-12 14-24 0-20-14-34-36-34z"
        fill="#f5f5f4"
        stroke="#44403c"
        strokeWidth="3"
      />
      <circle cx="36" cy="46" r="9" fill="#1c1917" />
      <circle cx="64" cy="46" r="9" fill="#1c1917" />
      <path d="M50 56l-5 10h10z" fill="#1c1917" />
      <path d="M40 76v8M50 76v8M60 76v8" stroke="#44403c" strokeWidth="3" />
    </g>
  ),
  pumpkin: () => (
    <g>
      <ellipse cx="50" cy="58" rx="38" ry="30" fill="#f97316" stroke="#9a3412" strokeWidth="3" />
      <path
        d="M50 28c-10 10-10 50 0 60M50 28c10 10 10 50 0 60M30 32c-10 14-10 38 0 52M70 32c10 14 10 38 0 52"
        stroke="#9a3412"
        strokeWidth="3"
        fill="none"
      />
      <path d="M46 28c0-8 2-14 8-18" stroke="#15803d" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M34 52l6-8 6 8zM54 52l6-8 6 8zM36 68c8 6 20 6 28 0"
        fill="#fde047"
        stroke="#fde047"
        strokeWidth="2"
      />
    </g>
  ),
  pearl: () => (
    <g>
      <circle cx="50" cy="50" r="30" fill="#f1f5f9" stroke="#94a3b8" strokeWidth="3" />
      <circle cx="40" cy="40" r="10" fill="#fff" />
      <circle cx="60" cy="62" r="8" fill="#e0e7ff" opacity="0.8" />
    </g>
  ),
  shell: () => (
    <g>
      <path
        d="M50 86L14 44c8-24 28-34 36-34s28 10 36 34z"
        fill="#fda4af"
        stroke="#9f1239"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M50 86L30 26M50 86L50 12M50 86l20-60M50 86L20 40M50 86l30-46"
        stroke="#9f1239"
        strokeWidth="2.5"
      />
    </g>
  ),
  'gem-red': () => <Gem fill="#ef4444" light="#fecaca" />,
  'gem-blue': () => <Gem fill="#3b82f6" light="#bfdbfe" />,
  'gem-green': () => <Gem fill="#22c55e" light="#bbf7d0" />,
  wild: () => <Badge text="WILD" from="#a855f7" to="#6d28d9" ring="#fbbf24" />,
  scatter: () => <Badge text="SCATTER" from="#f59e0b" to="#dc2626" ring="#fde68a" />,
};

/** One glyph drawn in a 100 x 100 box at (x, y) with side `size`; an unknown name shows a plain tile. */
export function SlotGlyphDrawing({
  glyph,
  x = 0,
  y = 0,
  size = 100,
}: {
  glyph: string;
  x?: number;
  y?: number;
  size?: number;
}) {
  const draw = (DRAWINGS as Record<string, (() => ReactNode) | undefined>)[glyph];
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 100})`}>
      {draw ? draw() : <rect x="20" y="20" width="60" height="60" rx="10" fill="#342c6b" />}
    </g>
  );
}

/** A glyph as its own small picture (the paytable). */
export function SlotGlyphIcon({
  glyph,
  size = 40,
  label,
}: {
  glyph: string;
  size?: number;
  label: string;
}) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label}>
      <SlotGlyphDrawing glyph={glyph} />
    </svg>
  );
}

export const hasDrawing = (glyph: string): boolean => glyph in DRAWINGS;
