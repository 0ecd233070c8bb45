import type { FloatSource } from '../fair.ts';
import { winOf, type RoundMachine } from '../round.ts';
import { readInteger, readObject } from '../read-json.ts';

/**
 * Limbo: one float becomes a result multiplier with Stake's transform (spec 04 section 5)
 * `max(1, floor(1e8 / (f * 1e8) * 0.99 * 100) / 100)`; the player names a target and wins target × stake when the
 * result reaches it. The 0.99 is the 1 % edge: P(result ≥ t) ≈ 0.99 / t for every target.
 */
export interface LimboConfig {
  minBet: number;
  maxBet: number;
}

export interface LimboParams {
  stake: number;
  /** The target multiplier in hundredths, 101..100000000 (1.01x to 1,000,000x). */
  target: number;
}

export interface LimboState {
  params: LimboParams;
  /** The result multiplier in hundredths. */
  result: number;
  won: boolean;
}

export const MIN_TARGET = 101;
export const MAX_TARGET = 100_000_000;

/** The fair floats are multiples of 2^-32; a float of exactly 0 is read as the smallest one (the guard of spec 04). */
const SMALLEST_FLOAT = 2 ** -32;

/** The result in hundredths from one float, exactly as spec 04 writes it (float arithmetic included). */
export function limboResult(float: number): number {
  const f = float === 0 ? SMALLEST_FLOAT : float;
  return Math.max(100, Math.floor((1e8 / (f * 1e8)) * 0.99 * 100));
}

/**
 * The exact chance that the result reaches `target` over the 2^32 equally likely floats: the result falls as the
 * float grows (every step of the transform is monotone), so the winning floats are k / 2^32 for k = 0..K, K found by
 * bisection on the transform itself (float rounding at the boundary included).
 */
export function limboWinChance(target: number): number {
  let low = 1; // wins: result(2^-32) is about 4.3e11 hundredths, above any target
  let high = 2 ** 32 - 1; // loses: result(~1) is 1.00x, below the smallest target
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (limboResult(mid / 2 ** 32) >= target) low = mid;
    else high = mid;
  }
  return (low + 1) / 2 ** 32;
}

/** The exact return per unit staked at a target (the win is target × stake, exact in hundredths for whole stakes). */
export function limboRtp(target: number): number {
  return (target / 100) * limboWinChance(target);
}

export const limboMachine: RoundMachine<LimboConfig, LimboParams, LimboState, never> = {
  start(_config, params, rng: FloatSource) {
    const result = limboResult(rng.next());
    const won = result >= params.target;
    return {
      state: { params, result, won },
      stake: params.stake,
      win: won ? winOf(params.stake, params.target) : 0,
      finished: true,
    };
  },
};

export function parseLimboParams(config: LimboConfig, input: unknown): LimboParams {
  const body = readObject(input);
  return {
    stake: readInteger(body, 'stake', config.minBet, config.maxBet),
    target: readInteger(body, 'target', MIN_TARGET, MAX_TARGET),
  };
}
