import type { StudioFormat } from '../client-contract';
import { SlotGlyphDrawing } from './slot-glyph';
import type { Position, SlotWin } from './slot-adapter';

export const CELL = 100;
const GAP = 8;
const PITCH = CELL + GAP;

/** A reel while it spins: its strip (top to bottom) and how far down it has moved, in cells. */
export interface SpinningReel {
  strip: string[];
  offset: number;
}

const key = (position: Position) => `${position[0]}:${position[1]}`;

/**
 * The reel window: settled cells, or a spinning reel's strip sliding down behind the window's clip; winning cells
 * lit, the others dimmed, and line wins traced.
 */
export function SlotReels({
  window,
  reels,
  rows,
  spinning,
  wins,
  lines,
  format,
}: {
  window: readonly string[][];
  reels: number;
  rows: number;
  /** Per reel: the moving strip, or null when the reel shows `window`. */
  spinning: readonly (SpinningReel | null)[];
  wins: readonly SlotWin[];
  lines: readonly number[][];
  format: StudioFormat;
}) {
  const width = reels * PITCH + GAP;
  const height = rows * PITCH + GAP;
  const lit = new Set(wins.flatMap((win) => win.positions.map(key)));
  const centre = (reel: number, row: number) => ({
    x: GAP + reel * PITCH + CELL / 2,
    y: GAP + row * PITCH + CELL / 2,
  });
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="slot-reels"
      role="img"
      aria-label={format.t('STUDIO.SLOT.REELS')}
      data-testid="slot-reels"
    >
      <defs>
        <clipPath id="slot-window">
          <rect x="0" y={GAP / 2} width={width} height={height - GAP} />
        </clipPath>
        <linearGradient id="slot-cell" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#241d52" />
          <stop offset="1" stopColor="#17123a" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} rx="16" fill="#0f0b26" />
      <g clipPath="url(#slot-window)">
        {Array.from({ length: reels }, (_, reel) => {
          const x = GAP + reel * PITCH;
          const moving = spinning[reel];
          if (moving) {
            const shift = (moving.offset - (moving.strip.length - rows)) * PITCH;
            return (
              <g
                key={reel}
                transform={`translate(${x} ${GAP + shift})`}
                className="slot-reel--blur"
              >
                {moving.strip.map((glyph, index) => (
                  <g key={index}>
                    <rect
                      y={index * PITCH}
                      width={CELL}
                      height={CELL}
                      rx="12"
                      fill="url(#slot-cell)"
                    />
                    <SlotGlyphDrawing glyph={glyph} y={index * PITCH + 8} x={8} size={CELL - 16} />
                  </g>
                ))}
              </g>
            );
          }
          return (
            <g key={reel} transform={`translate(${x} ${GAP})`}>
              {Array.from({ length: rows }, (_, row) => {
                const glyph = window[reel]?.[row] ?? 'star';
                const on = lit.has(`${reel}:${row}`);
                const dim = wins.length > 0 && !on;
                return (
                  <g
                    key={row}
                    opacity={dim ? 0.35 : 1}
                    className={on ? 'slot-cell--win' : undefined}
                  >
                    <rect
                      y={row * PITCH}
                      width={CELL}
                      height={CELL}
                      rx="12"
                      fill="url(#slot-cell)"
                      stroke={on ? '#fbbf24' : 'none'}
                      strokeWidth="4"
                    />
                    <SlotGlyphDrawing glyph={glyph} y={row * PITCH + 8} x={8} size={CELL - 16} />
                  </g>
                );
              })}
            </g>
          );
        })}
      </g>
      {wins
        .filter((win) => win.line !== null)
        .map((win, index) => {
          const rowsOfLine = lines[win.line ?? 0] ?? [];
          const points = rowsOfLine
            .map((row, reel) => centre(reel, row))
            .map((point) => `${point.x},${point.y}`)
            .join(' ');
          return (
            <polyline
              key={index}
              points={points}
              fill="none"
              stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
              strokeWidth="5"
              strokeLinejoin="round"
              opacity="0.85"
            />
          );
        })}
    </svg>
  );
}

const LINE_COLOURS = ['#fbbf24', '#22d3ee', '#f472b6', '#4ade80', '#a78bfa', '#fb923c'];
