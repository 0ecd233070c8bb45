import type { Direction } from './dice-adapter';

/**
 * The 0-100 bar: the winning side of the target green, the other red, the target handle, and the roll's marker
 * (positions in hundredths, 0..10000).
 */
export function DiceBoard({
  target,
  direction,
  roll,
  won,
  label,
}: {
  target: number;
  direction: Direction;
  roll: number | null;
  won: boolean | null;
  label: string;
}) {
  const x = (hundredths: number) => 20 + (hundredths / 10_000) * 560;
  const cut = x(target);
  const winLeft = direction === 'under';
  return (
    <svg viewBox="0 0 600 150" className="dice-board" role="img" aria-label={label}>
      <defs>
        <linearGradient id="dice-win" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#4ade80" />
          <stop offset="1" stopColor="#16a34a" />
        </linearGradient>
        <linearGradient id="dice-lose" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#f87171" />
          <stop offset="1" stopColor="#b91c1c" />
        </linearGradient>
      </defs>
      <rect x="12" y="82" width="576" height="28" rx="14" fill="#1e1842" />
      <rect
        x={20}
        y={90}
        width={cut - 20}
        height={12}
        rx={6}
        fill={winLeft ? 'url(#dice-win)' : 'url(#dice-lose)'}
      />
      <rect
        x={cut}
        y={90}
        width={580 - cut}
        height={12}
        rx={6}
        fill={winLeft ? 'url(#dice-lose)' : 'url(#dice-win)'}
      />
      <rect x={cut - 7} y={84} width={14} height={24} rx={4} fill="#f4f2ff" />
      {[0, 25, 50, 75, 100].map((mark) => (
        <text key={mark} x={x(mark * 100)} y={134} textAnchor="middle" fontSize="13" fill="#9d96c4">
          {mark}
        </text>
      ))}
      {roll !== null && (
        <g transform={`translate(${x(roll)} 48)`} data-testid="dice-roll">
          <path
            d="M0 -34 L29 -17 L29 17 L0 34 L-29 17 L-29 -17 Z"
            fill={won === null ? '#2d2660' : won ? '#16a34a' : '#b91c1c'}
            stroke="#f4f2ff"
            strokeWidth="2"
          />
          <text y="6" textAnchor="middle" fontSize="17" fontWeight="800" fill="#fff">
            {(roll / 100).toFixed(2)}
          </text>
          <path d="M-6 36 L6 36 L0 44 Z" fill="#f4f2ff" />
        </g>
      )}
    </svg>
  );
}
