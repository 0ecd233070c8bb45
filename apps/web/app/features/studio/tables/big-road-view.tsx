import { useMemo } from 'react';
import { bigRoad, ROAD_ROWS, type RoadOutcome } from './big-road';

const CELL = 16;

/** The big road drawn in SVG: hollow rings, player/dragon blue, banker/tiger red, a green slash per tie. */
export function BigRoadView({
  outcomes,
  label,
  letters,
}: {
  outcomes: readonly RoadOutcome[];
  label: string;
  letters: { a: string; b: string; tie: string };
}) {
  const cells = useMemo(() => bigRoad(outcomes), [outcomes]);
  const columns = Math.max(24, ...cells.map((cell) => cell.col + 2));
  return (
    <div className="big-road">
      <svg
        viewBox={`0 0 ${columns * CELL} ${ROAD_ROWS * CELL}`}
        width={columns * CELL}
        height={ROAD_ROWS * CELL}
        role="img"
        aria-label={label}
      >
        <defs>
          <pattern id="big-road-grid" width={CELL} height={CELL} patternUnits="userSpaceOnUse">
            <path d={`M${CELL} 0 L0 0 0 ${CELL}`} fill="none" stroke="#d6d3e6" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="#fbfaff" />
        <rect width="100%" height="100%" fill="url(#big-road-grid)" />
        {cells.map((cell, index) => {
          const cx = cell.col * CELL + CELL / 2;
          const cy = cell.row * CELL + CELL / 2;
          const colour = cell.side === 'a' ? '#1d4ed8' : '#c81e3a';
          return (
            <g key={index}>
              <circle
                cx={cx}
                cy={cy}
                r={CELL / 2 - 2.5}
                fill="none"
                stroke={colour}
                strokeWidth="2.5"
              />
              {cell.ties > 0 && (
                <line
                  x1={cx - 5}
                  y1={cy + 5}
                  x2={cx + 5}
                  y2={cy - 5}
                  stroke="#0f8a4c"
                  strokeWidth="2.2"
                />
              )}
              {cell.ties > 1 && (
                <text
                  x={cx}
                  y={cy}
                  dy="0.35em"
                  textAnchor="middle"
                  fontSize="8"
                  fontWeight="800"
                  fill="#0f8a4c"
                >
                  {cell.ties}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="big-road__count">
        <span className="big-road__a">
          {letters.a} {outcomes.filter((o) => o === 'a').length}
        </span>
        <span className="big-road__b">
          {letters.b} {outcomes.filter((o) => o === 'b').length}
        </span>
        <span className="big-road__tie">
          {letters.tie} {outcomes.filter((o) => o === 'tie').length}
        </span>
      </p>
    </div>
  );
}
