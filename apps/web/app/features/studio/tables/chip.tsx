/** A stake as short chip text: 0.5, 5, 25, 1k, 2.5k (minor units; the full amount is in the control's label). */
export function chipText(minor: number): string {
  const major = minor / 100;
  if (major >= 1_000_000) return `${trim(major / 1_000_000)}M`;
  if (major >= 1000) return `${trim(major / 1000)}k`;
  return trim(major);
}

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Chip colours by size, as casinos paint them: white, red, green, black, purple, gold. */
export function chipColour(minor: number): string {
  if (minor >= 100_000) return '#d4a017';
  if (minor >= 10_000) return '#7c3aed';
  if (minor >= 2_500) return '#1f1f28';
  if (minor >= 500) return '#15803d';
  if (minor >= 100) return '#c81e3a';
  return '#e8e6f2';
}

/** A casino chip drawn in SVG: edge stripes and the value in the middle. Decorative: the control carries the label. */
export function Chip({
  amount,
  size = 28,
  className,
}: {
  amount: number;
  size?: number;
  className?: string;
}) {
  const fill = chipColour(amount);
  const ink = fill === '#e8e6f2' ? '#1a1203' : '#ffffff';
  const text = chipText(amount);
  return (
    <svg
      className={className ?? 'table-chip'}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19" fill={fill} stroke="rgba(0,0,0,0.45)" strokeWidth="1.5" />
      <circle
        cx="20"
        cy="20"
        r="16"
        fill="none"
        stroke={ink}
        strokeOpacity="0.85"
        strokeWidth="4"
        strokeDasharray="5 7.57"
      />
      <circle cx="20" cy="20" r="11.5" fill={fill} stroke={ink} strokeOpacity="0.5" />
      <text
        x="20"
        y="20"
        dy="0.36em"
        textAnchor="middle"
        fontSize={text.length > 3 ? 9 : 11}
        fontWeight="800"
        fill={ink}
      >
        {text}
      </text>
    </svg>
  );
}
