import type { StudioFormat } from '../client-contract';

const WIDTH = 600;

/** Bins hot at the edges (the big multipliers), cool in the middle. */
function binColor(multiplier: number): string {
  if (multiplier >= 1000) return '#ef4444';
  if (multiplier >= 300) return '#f97316';
  if (multiplier >= 150) return '#f59e0b';
  if (multiplier >= 100) return '#eab308';
  return '#7c3aed';
}

/**
 * The peg triangle (row r holds r + 3 pegs), the bins under it, and the ball at a place given in peg spacings from the
 * centre and a height in rows (fractions while it falls).
 */
export function PlinkoBoard({
  rows,
  bins,
  ball,
  hitBin,
  format,
}: {
  rows: number;
  bins: readonly number[];
  ball: { x: number; y: number } | null;
  hitBin: number | null;
  format: StudioFormat;
}) {
  const spacing = WIDTH / (rows + 3);
  const rowHeight = spacing * 0.82;
  const top = 30;
  const height = top + rows * rowHeight + 60;
  const centre = WIDTH / 2;
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    const count = row + 3;
    for (let i = 0; i < count; i++)
      pegs.push({ x: centre + (i - (count - 1) / 2) * spacing, y: top + row * rowHeight });
  }
  const binWidth = spacing * 0.92;
  const binY = top + (rows - 1) * rowHeight + rowHeight * 0.7;
  const fontSize = Math.min(14, spacing * 0.32);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="plinko-board"
      role="img"
      aria-label={format.t('STUDIO.PLINKO.BOARD', { rows })}
    >
      {pegs.map((peg, index) => (
        <circle
          key={index}
          cx={peg.x}
          cy={peg.y}
          r={Math.max(2.5, spacing * 0.09)}
          fill="#e9e5ff"
        />
      ))}
      {bins.map((multiplier, index) => {
        const x = centre + (index - rows / 2) * spacing;
        const hit = hitBin === index;
        return (
          <g key={index} transform={`translate(${x} ${binY + (hit ? 6 : 0)})`}>
            <rect
              x={-binWidth / 2}
              y={0}
              width={binWidth}
              height={28}
              rx={5}
              fill={binColor(multiplier)}
              stroke={hit ? '#fff' : 'none'}
              strokeWidth={2}
            />
            <text
              y={19}
              textAnchor="middle"
              fontSize={fontSize}
              fontWeight="700"
              fill={multiplier < 100 ? '#fff' : '#0b0820'}
            >
              {multiplier >= 1000 ? `${Math.round(multiplier / 100)}×` : `${multiplier / 100}×`}
            </text>
          </g>
        );
      })}
      {ball && (
        <circle
          data-testid="plinko-ball"
          cx={centre + ball.x * spacing}
          cy={top - rowHeight * 0.6 + ball.y * rowHeight}
          r={Math.max(5, spacing * 0.22)}
          fill="#fbbf24"
          stroke="#fff7d6"
          strokeWidth={2}
        />
      )}
    </svg>
  );
}
