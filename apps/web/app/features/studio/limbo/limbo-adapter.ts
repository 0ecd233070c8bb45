import {
  MAX_TARGET,
  MIN_TARGET,
  limboWinChance,
  type LimboParams,
} from '@casino/games/limbo/limbo';
import { betRangeOf, field, numberAt } from '../config-read';

export { MAX_TARGET, MIN_TARGET };

/** Limbo (packages/games limbo.ts): the player names a target multiplier; the round's result reaches it or not. */
export interface LimboView {
  stake: number;
  /** Hundredths (200 = 2.00x). */
  target: number;
  result: number;
  won: boolean;
}

export function readLimboConfig(config: unknown): { minBet: number; maxBet: number } {
  const { min, max } = betRangeOf(config);
  return { minBet: min, maxBet: max };
}

export function readLimboState(state: unknown): LimboView | null {
  const params = field(state, 'params');
  const result = field(state, 'result');
  const target = field(params, 'target');
  if (typeof result !== 'number' || typeof target !== 'number') return null;
  const won = field(state, 'won');
  return {
    stake: numberAt(params, 'stake', 0),
    target,
    result,
    won: typeof won === 'boolean' ? won : result >= target,
  };
}

export function clampLimboTarget(target: number): number {
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(target)));
}

/** The engine's exact chance that the result reaches the target. */
export function limboChance(target: number): number {
  return limboWinChance(clampLimboTarget(target));
}

export function limboParams(stake: number, target: number): LimboParams {
  return { stake, target: clampLimboTarget(target) };
}

/** "2.5" or "2,50" typed by the player as hundredths (250); null when it is not a number. */
export function parseMultiplierInput(text: string): number | null {
  const value = Number(text.replace(',', '.').replace(/[×x\s]/gi, ''));
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
}

/**
 * The counter's value at progress p (0..1) climbing from 1.00x to the result: exponential, so a 1000x result climbs
 * through the small multipliers as visibly as a 2x one.
 */
export function limboCounter(result: number, progress: number): number {
  if (progress >= 1) return result;
  const start = Math.log(100);
  return Math.round(Math.exp(start + (Math.log(Math.max(result, 100)) - start) * progress));
}
