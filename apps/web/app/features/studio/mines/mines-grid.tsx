import type { StudioFormat } from '../client-contract';
import { TILES, type MinesView } from './mines-adapter';

const Gem = () => (
  <svg viewBox="0 0 40 40" aria-hidden="true" className="mines-icon">
    <path d="M10 8h20l7 9-17 18L3 17z" fill="#22d3ee" />
    <path
      d="M10 8l4 9h12l4-9M3 17h34M14 17l6 18 6-18"
      fill="none"
      stroke="#cffafe"
      strokeWidth="1.5"
    />
  </svg>
);

const Mine = ({ hit }: { hit: boolean }) => (
  <svg viewBox="0 0 40 40" aria-hidden="true" className="mines-icon">
    {hit && <circle cx="20" cy="20" r="19" fill="#ef4444" opacity="0.5" />}
    <g stroke="#f87171" strokeWidth="3" strokeLinecap="round">
      <path d="M20 5v30M5 20h30M9.5 9.5l21 21M30.5 9.5l-21 21" />
    </g>
    <circle cx="20" cy="20" r="10" fill="#1a1203" stroke="#f87171" strokeWidth="2" />
    <circle cx="16.5" cy="16.5" r="3" fill="#f4f2ff" opacity="0.8" />
  </svg>
);

/** The 5x5 field: tiles to press while a round is open, gems and mines as they are known. */
export function MinesGrid({
  view,
  onPick,
  disabled,
  pending,
  format,
}: {
  view: MinesView | null;
  onPick?: (tile: number) => void;
  disabled: boolean;
  pending: number | null;
  format: StudioFormat;
}) {
  const over = view !== null && (view.busted || view.minePositions.length > 0);
  return (
    <div className="mines-grid" role="grid" aria-label={format.t('STUDIO.MINES.FIELD')}>
      {Array.from({ length: TILES }, (_, tile) => {
        const safe = view?.revealed.includes(tile) ?? false;
        const mine = view !== null && (view.minePositions.includes(tile) || view.hit === tile);
        const shown = safe || over;
        const label = safe
          ? format.t('STUDIO.MINES.GEM')
          : mine && over
            ? format.t('STUDIO.MINES.MINE')
            : format.t('STUDIO.MINES.TILE', { tile: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            role="gridcell"
            className={[
              'mines-tile',
              shown ? 'mines-tile--open' : '',
              safe ? 'mines-tile--gem' : '',
              over && !safe && !mine ? 'mines-tile--dim' : '',
              over && mine ? 'mines-tile--mine' : '',
              view?.hit === tile ? 'mines-tile--hit' : '',
              pending === tile ? 'mines-tile--pending' : '',
            ].join(' ')}
            disabled={disabled || safe || over || !onPick}
            aria-label={label}
            data-testid={`mines-tile-${tile}`}
            onClick={() => onPick?.(tile)}
          >
            {safe && <Gem />}
            {over && mine && <Mine hit={view.hit === tile} />}
            {over && !safe && !mine && <Gem />}
          </button>
        );
      })}
    </div>
  );
}
