import { currencyOf } from './currency.ts';

/** A round is a big win when it pays at least this many times its stake (the public wins feed, spec 03 section 20). */
export const BIG_WIN_MULTIPLIER = 10;

/**
 * The smallest win the feed shows, in minor units: one major unit of a fiat currency (1 EUR), a thousandth of a
 * crypto unit (0.001 BTC); 100 minor units for a currency we do not know. Keeps 10x on a cent stake off the feed.
 */
export function bigWinFloor(currency: string): number {
  const row = currencyOf(currency);
  if (!row) return 100;
  return row.fiat ? row.subunits_to_unit : Math.max(1, Math.round(row.subunits_to_unit / 1000));
}

/** Whether a settled round (its total stake and total win, minor units) goes on the public wins feed. */
export function isBigWin(betCents: number, winCents: number, currency: string): boolean {
  return (
    betCents > 0 && winCents >= BIG_WIN_MULTIPLIER * betCents && winCents >= bigWinFloor(currency)
  );
}
