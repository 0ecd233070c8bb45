import { useMemo, useRef, type CSSProperties } from 'react';
import type { Translate } from '~/lib/i18n';
import { Chip } from './chip';
import {
  column,
  columnOf,
  dozen,
  edgeSpots,
  evenMoney,
  placeOnScreen,
  rowOf,
  spotKey,
  straight,
  type BetSpot,
  type EvenMoneyType,
} from './roulette-layout';
import { spotName } from './roulette-spot-name';
import { pocketColour } from './roulette-wheel';
import { useUpright } from './use-upright';

interface BoardProps {
  t: Translate;
  money: (minor: number) => string;
  /** Stake per spot key. */
  stakes: ReadonlyMap<string, number>;
  /** A number pressed: the client applies the chosen bet mode (straight, split ...). */
  onNumber: (n: number) => void;
  /** A spot pressed directly (outside bets, and the spots between numbers). */
  onSpot: (spot: BetSpot) => void;
  held: number | null;
  winning: number | null;
  disabled: boolean;
}

/** Where the outside spots sit: [column, row] spans of the wide layout and of the upright (phone) one. */
function area(
  wide: [number, number, number, number],
  upright: [number, number, number, number],
  isUpright: boolean,
) {
  const [c1, c2, r1, r2] = isUpright ? upright : wide;
  return { gridColumn: `${c1} / ${c2}`, gridRow: `${r1} / ${r2}` } satisfies CSSProperties;
}

/** The European betting layout as buttons: numbers, zero, columns, dozens, even-money spots and the edge spots. */
export function RouletteBoard({
  t,
  money,
  stakes,
  onNumber,
  onSpot,
  held,
  winning,
  disabled,
}: BoardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const upright = useUpright(ref);
  const edges = useMemo(edgeSpots, []);

  const label = (spot: BetSpot) => {
    const stake = stakes.get(spotKey(spot)) ?? 0;
    return stake > 0
      ? t('STUDIO_TABLES.ROULETTE.SPOT_WITH_STAKE', {
          spot: spotName(t, spot),
          stake: money(stake),
        })
      : spotName(t, spot);
  };
  const chipOf = (spot: BetSpot) => {
    const stake = stakes.get(spotKey(spot)) ?? 0;
    return stake > 0 ? <Chip amount={stake} className="table-chip roulette-board__chip" /> : null;
  };

  const outside = (spot: BetSpot, style: CSSProperties, text: string, extra = '') => (
    <button
      key={spotKey(spot)}
      type="button"
      className={`roulette-board__spot ${extra}`}
      style={style}
      onClick={() => onSpot(spot)}
      disabled={disabled}
      aria-label={label(spot)}
    >
      <span className="roulette-board__text">{text}</span>
      {chipOf(spot)}
    </button>
  );

  const evenMoneyText: Record<EvenMoneyType, string> = {
    low: '1-18',
    even: t('STUDIO_TABLES.ROULETTE.EVEN'),
    red: '◆',
    black: '◆',
    odd: t('STUDIO_TABLES.ROULETTE.ODD'),
    high: '19-36',
  };

  return (
    <div
      ref={ref}
      className={upright ? 'roulette-board roulette-board--upright' : 'roulette-board'}
      role="group"
      aria-label={t('STUDIO_TABLES.ROULETTE.LAYOUT')}
    >
      <button
        type="button"
        className={`roulette-board__zero${winning === 0 ? ' is-winning' : ''}${held === 0 ? ' is-held' : ''}`}
        style={area([1, 2, 1, 4], [3, 6, 1, 2], upright)}
        onClick={() => onNumber(0)}
        disabled={disabled}
        aria-label={label(straight(0))}
      >
        <span className="roulette-board__text">0</span>
        {chipOf(straight(0))}
      </button>

      <div className="roulette-board__numbers" style={area([2, 14, 1, 4], [3, 6, 2, 14], upright)}>
        {Array.from({ length: 36 }, (_, index) => {
          const n = index + 1;
          const place: CSSProperties = upright
            ? { gridColumn: 3 - rowOf(n), gridRow: columnOf(n) + 1 }
            : { gridColumn: columnOf(n) + 1, gridRow: rowOf(n) + 1 };
          return (
            <button
              key={n}
              type="button"
              className={`roulette-board__number roulette-board__number--${pocketColour(n)}${
                winning === n ? ' is-winning' : ''
              }${held === n ? ' is-held' : ''}`}
              style={place}
              onClick={() => onNumber(n)}
              disabled={disabled}
              aria-label={label(straight(n))}
              aria-pressed={held === n ? true : undefined}
            >
              <span className="roulette-board__text">{n}</span>
              {chipOf(straight(n))}
            </button>
          );
        })}
        {edges.map(({ spot, x, y }) => {
          const { left, top } = placeOnScreen(x, y, upright);
          const staked = (stakes.get(spotKey(spot)) ?? 0) > 0;
          return (
            <button
              key={spotKey(spot)}
              type="button"
              // Keyboard players reach these bets through the bet mode and the numbers; the pointer hits them here.
              tabIndex={-1}
              className={`roulette-board__edge roulette-board__edge--${spot.type}${staked ? ' is-staked' : ''}`}
              style={{ left: `${left}%`, top: `${top}%` }}
              onClick={() => onSpot(spot)}
              disabled={disabled}
              aria-label={label(spot)}
            >
              {chipOf(spot)}
            </button>
          );
        })}
      </div>

      {[0, 1, 2].map((index) =>
        outside(
          column(index),
          upright ? { gridColumn: 3 + index, gridRow: 14 } : { gridColumn: 14, gridRow: 3 - index },
          '2:1',
          'roulette-board__spot--column',
        ),
      )}
      {[0, 1, 2].map((index) =>
        outside(
          dozen(index),
          area([2 + index * 4, 6 + index * 4, 4, 5], [2, 3, 2 + index * 4, 6 + index * 4], upright),
          t('STUDIO_TABLES.ROULETTE.DOZEN_SHORT', { index: index + 1 }),
          'roulette-board__spot--dozen',
        ),
      )}
      {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((type, index) =>
        outside(
          evenMoney(type),
          area([2 + index * 2, 4 + index * 2, 5, 6], [1, 2, 2 + index * 2, 4 + index * 2], upright),
          evenMoneyText[type],
          `roulette-board__spot--even roulette-board__spot--${type}`,
        ),
      )}
    </div>
  );
}
