import { betRangeOf, field, firstNumber, numberAt } from '../config-read';

/** Limbo: the player names a target multiplier; the round draws a result multiplier and wins when it reaches it. */
export interface LimboConfig {
  edgeBasisPoints: number;
  minBet: number;
  maxBet: number;
  /** Hundredths: the lowest and highest target the engine takes. */
  minTarget: number;
  maxTarget: number;
}

export interface LimboView {
  stake: number;
  /** Hundredths (200 = 2.00x). */
  target: number;
  result: number;
  won: boolean;
}

export function readLimboConfig(config: unknown): LimboConfig {
  const { min, max } = betRangeOf(config);
  return {
    edgeBasisPoints: numberAt(config, 'edgeBasisPoints', 100),
    minBet: min,
    maxBet: max,
    minTarget: firstNumber(config, ['minTarget'], 101),
    maxTarget: firstNumber(config, ['maxTarget', 'maxMultiplier'], 1_000_000),
  };
}

export function readLimboState(state: unknown): LimboView | null {
  const params = field(state, 'params');
  const result = firstNumber(state, ['result', 'outcome', 'point'], NaN);
  const target = firstNumber(params, ['target'], NaN);
  if (Number.isNaN(result) || Number.isNaN(target)) return null;
  const won = field(state, 'won');
  return {
    stake: numberAt(params, 'stake', 0),
    target,
    result,
    won: typeof won === 'boolean' ? won : result >= target,
  };
}

export function clampLimboTarget(config: LimboConfig, target: number): number {
  return Math.min(config.maxTarget, Math.max(config.minTarget, Math.round(target)));
}

/** The chance a result reaches the target: (1 - edge) / target. */
export function limboChance(config: LimboConfig, target: number): number {
  return Math.min(1, ((10_000 - config.edgeBasisPoints) / 10_000) * (100 / target));
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
