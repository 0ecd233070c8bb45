import type { StudioFormat } from '../client-contract';
import { BOARD, FIRST_NUMBER } from './keno-adapter';

/** The 40 numbers (8 x 5): picks outlined, drawn numbers lit, hits gold. */
export function KenoBoard({
  picks,
  drawn,
  onToggle,
  disabled,
  format,
}: {
  picks: readonly number[];
  drawn: readonly number[];
  onToggle?: (number: number) => void;
  disabled: boolean;
  format: StudioFormat;
}) {
  return (
    <div className="keno-board" role="group" aria-label={format.t('STUDIO.KENO.BOARD')}>
      {Array.from({ length: BOARD }, (_, index) => {
        const number = index + FIRST_NUMBER;
        const picked = picks.includes(number);
        const isDrawn = drawn.includes(number);
        return (
          <button
            key={number}
            type="button"
            aria-pressed={picked}
            disabled={disabled || !onToggle}
            className={[
              'keno-cell',
              picked ? 'keno-cell--picked' : '',
              isDrawn ? 'keno-cell--drawn' : '',
              picked && isDrawn ? 'keno-cell--hit' : '',
            ].join(' ')}
            onClick={() => onToggle?.(number)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}

/** Pays for 0..picks hits of the current pick count. */
export function KenoPaytable({
  table,
  hits,
  format,
}: {
  table: readonly number[];
  hits: number | null;
  format: StudioFormat;
}) {
  if (table.length === 0) return null;
  return (
    <div className="keno-paytable-wrap">
      <table className="keno-paytable">
        <caption>{format.t('STUDIO.PAYTABLE')}</caption>
        <tbody>
          <tr>
            <th scope="row">{format.t('STUDIO.KENO.HITS')}</th>
            {table.map((_, count) => (
              <td key={count} className={hits === count ? 'keno-paytable--on' : ''}>
                {count}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{format.t('STUDIO.MULTIPLIER')}</th>
            {table.map((multiplier, count) => (
              <td key={count} className={hits === count ? 'keno-paytable--on' : ''}>
                {multiplier > 0 ? format.multiplier(multiplier) : '–'}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
