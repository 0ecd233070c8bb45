import { KENO_NUMBERS, MAX_PICKS, type KenoParams, type KenoRisk } from '@casino/games/keno/keno';
import { betRangeOf, field, numberAt, numbersAt, stringAt } from '../config-read';
import { isObject } from '../studio-session';

/** Keno (packages/games keno.ts): mark up to 10 of 1..40; 10 are drawn; hits pay by the (marks, risk) table. */
export const BOARD = KENO_NUMBERS;
export const FIRST_NUMBER = 1;

export interface KenoConfig {
  minBet: number;
  maxBet: number;
  maxPicks: number;
  /** Hundredths paid by the number of hits (index), per number of marks, per risk. */
  paytables: Map<string, Map<number, number[]>>;
}

export interface KenoView {
  risk: string;
  picks: number[];
  drawn: number[];
  hits: number[];
  multiplier: number;
}

const list = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? value : null;

/** The engine's tables: paytables[risk][marks - 1][hits]. */
export function readKenoConfig(config: unknown): KenoConfig {
  const { min, max } = betRangeOf(config);
  const paytables = new Map<string, Map<number, number[]>>();
  const byRisk = field(config, 'paytables');
  if (isObject(byRisk))
    for (const [risk, tables] of Object.entries(byRisk)) {
      if (!Array.isArray(tables)) continue;
      const byPicks = new Map<number, number[]>();
      tables.forEach((table, index) => {
        const byHits = list(table);
        if (byHits) byPicks.set(index + 1, byHits);
      });
      if (byPicks.size > 0) paytables.set(risk, byPicks);
    }
  return { minBet: min, maxBet: max, maxPicks: MAX_PICKS, paytables };
}

export function kenoPaytable(config: KenoConfig, risk: string, picks: number): number[] {
  return config.paytables.get(risk)?.get(picks) ?? [];
}

export function readKenoState(state: unknown): KenoView | null {
  const params = field(state, 'params');
  const picks = numbersAt(params, 'numbers');
  const drawn = numbersAt(state, 'drawn');
  if (picks.length === 0 || drawn.length === 0) return null;
  return {
    risk: stringAt(params, 'risk', 'medium'),
    picks,
    drawn,
    hits: drawn.filter((number) => picks.includes(number)),
    multiplier: numberAt(state, 'multiplier', 0),
  };
}

/** The request body of a draw. */
export function kenoParams(stake: number, numbers: readonly number[], risk: string): KenoParams {
  return { stake, numbers: [...numbers], risk: risk as KenoRisk };
}

/** Adds or removes a number from the picks, keeping at most `max`. */
export function togglePick(picks: readonly number[], number: number, max: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= max) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/** `count` different numbers of the board, for the quick pick (not part of the round's fairness: the draw is). */
export function quickPick(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: BOARD }, (_, index) => index + FIRST_NUMBER);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] ?? 0, pool[i] ?? 0];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}
