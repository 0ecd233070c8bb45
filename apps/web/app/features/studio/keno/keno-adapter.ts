import { betRangeOf, field, firstNumber, numberAt, numbersAt, stringAt } from '../config-read';
import { isObject } from '../studio-session';

/** Keno: the player picks up to 10 of 40 numbers (shown and sent 1..40); the round draws 10; hits pay by a table. */
export const BOARD = 40;
export const FIRST_NUMBER = 1;

export interface KenoConfig {
  minBet: number;
  maxBet: number;
  maxPicks: number;
  draws: number;
  /** Hundredths paid by the number of hits (index), per number of picks, per risk ('' when the game has one table). */
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

/** `{picks: [byHits]}` or `[byHits per picks]` (index = picks). */
function readPaytable(value: unknown): Map<number, number[]> | null {
  const table = new Map<number, number[]>();
  if (Array.isArray(value)) {
    value.forEach((row, picks) => {
      const byHits = list(row);
      if (byHits && byHits.length > 0) table.set(picks, byHits);
    });
  } else if (isObject(value)) {
    for (const [picks, row] of Object.entries(value)) {
      const byHits = list(row);
      if (byHits && Number.isInteger(Number(picks))) table.set(Number(picks), byHits);
    }
  }
  return table.size > 0 ? table : null;
}

export function readKenoConfig(config: unknown): KenoConfig {
  const { min, max } = betRangeOf(config);
  const paytables = new Map<string, Map<number, number[]>>();
  const single = readPaytable(field(config, 'paytable'));
  if (single) paytables.set('', single);
  const byRisk = field(config, 'paytables');
  if (isObject(byRisk))
    for (const [risk, value] of Object.entries(byRisk)) {
      const table = readPaytable(value);
      if (table) paytables.set(risk, table);
    }
  return {
    minBet: min,
    maxBet: max,
    maxPicks: firstNumber(config, ['maxPicks'], 10),
    draws: firstNumber(config, ['draws', 'drawn'], 10),
    paytables,
  };
}

export function kenoPaytable(config: KenoConfig, risk: string, picks: number): number[] {
  return config.paytables.get(risk)?.get(picks) ?? [];
}

export function readKenoState(state: unknown): KenoView | null {
  const params = field(state, 'params');
  const picks = numbersAt(params, 'picks');
  const drawn =
    numbersAt(state, 'drawn').length > 0 ? numbersAt(state, 'drawn') : numbersAt(state, 'draw');
  if (picks.length === 0 || drawn.length === 0) return null;
  return {
    risk: stringAt(params, 'risk', ''),
    picks,
    drawn,
    hits: drawn.filter((number) => picks.includes(number)),
    multiplier: numberAt(state, 'multiplier', 0),
  };
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
