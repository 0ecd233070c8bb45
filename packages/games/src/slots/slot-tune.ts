import { compileSlot } from './slot-compiled.ts';
import type { SlotConfig } from './slot-config.ts';
import { returnOf } from './slot-rtp.ts';

/** A pay table before scaling: per symbol id, per count, a pay in hundredths of the stake at scale 1. */
export type PayUnits = ReadonlyMap<string, Readonly<Record<number, number>>>;

function scaled(units: Readonly<Record<number, number>> | undefined, scale: number) {
  const pays: Record<number, number> = {};
  for (const [count, unit] of Object.entries(units ?? {}))
    pays[Number(count)] = Math.max(1, Math.round(unit * scale));
  return pays;
}

/**
 * The draft with its pay table scaled so that the exact RTP comes closest to `target`: a bisection on the scale
 * (the return only grows with it), evaluated on the draft's strips, computed once, then a fine tuning of the biggest
 * pays. Every pay stays a whole number of hundredths and at least one.
 */
export function tunePayTable(draft: SlotConfig, units: PayUnits, target: number): SlotConfig {
  // The draft's own pays are only its shape: compiled at scale 1, whole hundredths like every table.
  const slot = compileSlot({
    ...draft,
    symbols: draft.symbols.map((symbol) => ({ ...symbol, pays: scaled(units.get(symbol.id), 1) })),
  });
  const paysAt = (scale: number) =>
    draft.symbols.map((symbol) => {
      const pays = scaled(units.get(symbol.id), scale);
      return Array.from({ length: slot.reels + 1 }, (_, n) => pays[n] ?? 0);
    });
  const rtpOf = (pays: number[][]) => returnOf({ ...slot, pays }).round / 100;
  let low = 1e-4;
  let high = 1e4;
  for (let i = 0; i < 40; i++) {
    const middle = Math.sqrt(low * high);
    if (rtpOf(paysAt(middle)) < target) low = middle;
    else high = middle;
  }
  const pays = paysAt(high);
  fineTune(pays, rtpOf, target);
  return {
    ...draft,
    symbols: draft.symbols.map((symbol, s) => {
      const table: Record<number, number> = {};
      pays[s]!.forEach((pay, n) => {
        if (pay > 0) table[n] = pay;
      });
      return { ...symbol, pays: table };
    }),
  };
}

/**
 * Rounding every pay to whole hundredths moves the return in steps; the biggest pays (the rarest combinations) move
 * it least per hundredth, so they are nudged one at a time, within a fifth of their value and never past their
 * neighbours in the table, until the return is as close to the target as they allow.
 */
function fineTune(pays: number[][], rtpOf: (pays: number[][]) => number, target: number) {
  const entries = pays
    .flatMap((row, s) => row.map((pay, n) => ({ s, n, pay })))
    .filter((e) => e.pay >= 5)
    .sort((a, b) => b.pay - a.pay)
    .slice(0, 12);
  for (const { s, n } of entries) {
    const row = pays[s]!;
    const current = row[n]!;
    let low = Math.max(Math.ceil(current * 0.8), (row[n - 1] ?? 0) + 1);
    let high = Math.min(Math.floor(current * 1.25), row[n + 1] ? row[n + 1]! - 1 : Infinity);
    if (low > high) continue;
    // The largest value at or under the target, then the closer of it and the next one up.
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      row[n] = middle;
      if (rtpOf(pays) <= target) low = middle;
      else high = middle - 1;
    }
    row[n] = low;
    const under = rtpOf(pays);
    row[n] = low + 1;
    const over = rtpOf(pays);
    row[n] = under <= target && Math.abs(over - target) < Math.abs(target - under) ? low + 1 : low;
    if (Math.abs(rtpOf(pays) - target) < 1e-5) return;
  }
}

/**
 * The bonus buy: a whole number of stakes for a number of free spins (from the trigger's award up to three times it), the
 * pair whose return comes closest to the base game's. Two whole numbers give a much closer fit than a price alone.
 */
export function bonusBuyFor(config: SlotConfig): { price: number; freeSpins: number } {
  const slot = compileSlot(config);
  const { perFreeSpin, round } = returnOf(slot);
  const award = slot.freeSpinsAwarded[config.freeSpins.trigger] ?? 0;
  let best = { price: 1, freeSpins: award, miss: Infinity };
  for (let freeSpins = award; freeSpins <= 3 * award; freeSpins++) {
    const price = Math.max(1, Math.round((freeSpins * perFreeSpin) / round));
    const miss = Math.abs((freeSpins * perFreeSpin) / price - round) / 100;
    if (miss < best.miss) best = { price, freeSpins, miss };
  }
  return { price: best.price, freeSpins: best.freeSpins };
}
