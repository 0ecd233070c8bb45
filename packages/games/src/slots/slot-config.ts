import type { SlotGlyph } from './glyphs.ts';

/**
 * One symbol of a slot. `pays` maps a count of matching reels (from the leftmost) to a pay in hundredths of the total
 * stake: per line in lines mode, per way in ways modes, for the whole window for a scatter. A wild substitutes for
 * every regular symbol (never for a scatter); in lines mode it also pays as itself.
 */
export interface SlotSymbol {
  id: string;
  name: string;
  glyph: SlotGlyph;
  kind: 'regular' | 'wild' | 'scatter';
  pays: Readonly<Record<number, number>>;
}

/** How wins are read off the window. */
export type SlotMode =
  /** Each line names the row it reads on every reel, left to right. */
  | { type: 'lines'; lines: readonly (readonly number[])[] }
  /** Every combination of one matching cell per reel from the left is a way. */
  | { type: 'ways' }
  /** Ways, with each reel's height drawn per spin in [minRows, maxRows]. */
  | { type: 'megaways'; minRows: number; maxRows: number };

/**
 * Scatters anywhere trigger free spins: `awards[count]` spins for `count` scatters (`count` >= `trigger`), played
 * on the free-spin strips with every win times `multiplier`; scatters during free spins add their award again.
 */
export interface FreeSpinsRule {
  trigger: number;
  awards: Readonly<Record<number, number>>;
  multiplier: number;
}

export interface SlotConfig {
  /**
   * The window height of each reel (the reel count is its length); in megaways mode the largest height, maxRows.
   */
  rows: readonly number[];
  symbols: readonly SlotSymbol[];
  mode: SlotMode;
  /** Per reel, the strip of symbol ids it spins; the window shows consecutive cells from the stop, wrapping. */
  strips: readonly (readonly string[])[];
  freeStrips: readonly (readonly string[])[];
  freeSpins: FreeSpinsRule;
  /** The bonus buy: `freeSpins` free spins straight away for `price` times the stake, or null where none is sold. */
  bonusBuy: { price: number; freeSpins: number } | null;
  minBet: number;
  maxBet: number;
}

export function reelCount(config: SlotConfig): number {
  return config.rows.length;
}

/** The pay for `count` of a symbol, 0 if the table has none. */
export function payOf(symbol: SlotSymbol, count: number): number {
  return symbol.pays[count] ?? 0;
}

/** The free spins awarded for `count` scatters: the largest listed count's award above the table. */
export function freeSpinsFor(rule: FreeSpinsRule, count: number): number {
  if (count < rule.trigger) return 0;
  let best = 0;
  let bestCount = 0;
  for (const [key, spins] of Object.entries(rule.awards)) {
    const n = Number(key);
    if (n <= count && n >= bestCount) {
      best = spins;
      bestCount = n;
    }
  }
  return best;
}

/** The smallest count with a pay, or Infinity for a symbol that never pays. */
export function minPayingCount(symbol: SlotSymbol): number {
  let min = Infinity;
  for (const [key, pay] of Object.entries(symbol.pays))
    if (pay > 0) min = Math.min(min, Number(key));
  return min;
}
