import type { FloatSource } from '../fair.ts';
import { winOf, type RoundMachine } from '../round.ts';
import { readInteger, readObject } from '../read-json.ts';

/**
 * The money wheel of the live game shows: 10..54 segments, each a multiplier; one float stops the wheel on segment
 * floor(f · segments) and the stake pays that segment's multiplier. The return is the mean of the segments.
 */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];
export const MIN_SEGMENTS = 10;
export const MAX_SEGMENTS = 54;

export interface WheelConfig {
  minBet: number;
  maxBet: number;
  risk: WheelRisk;
  /** The segments' multipliers in hundredths, in wheel order (0 = nothing). */
  segments: number[];
}

export interface WheelParams {
  stake: number;
}

export interface WheelState {
  params: WheelParams;
  segment: number;
  multiplier: number;
}

/**
 * The segments after the first, by risk, repeated round the wheel: low risk pays most segments a little, high risk
 * pays one segment in ten. The first segment is the top prize and takes whatever brings the wheel to its target.
 */
const PATTERNS: Record<WheelRisk, number[]> = {
  low: [120, 0, 150, 120, 0, 120, 150, 0, 120, 0],
  medium: [0, 150, 0, 200, 0, 150, 0, 170, 0, 0],
  high: [0, 0, 0, 0, 0, 0, 0, 0, 0, 150],
};

/**
 * A wheel of `count` segments whose multipliers add up to floor(target · count · 100) hundredths, so it returns that
 * exactly (as near the target as hundredths allow).
 */
export function wheelSegments(count: number, risk: WheelRisk, targetRtp: number): number[] {
  if (!Number.isSafeInteger(count) || count < MIN_SEGMENTS || count > MAX_SEGMENTS)
    throw new Error(`a wheel has ${MIN_SEGMENTS} to ${MAX_SEGMENTS} segments`);
  const pattern = PATTERNS[risk];
  const rest = Array.from({ length: count - 1 }, (_, i) => pattern[i % pattern.length]!);
  const top = Math.floor(targetRtp * count * 100) - rest.reduce((sum, m) => sum + m, 0);
  if (top < Math.max(...rest)) throw new Error('the target is too low for this wheel');
  return [top, ...rest];
}

/** The exact return: the mean of the segments' multipliers. */
export function wheelRtp(config: WheelConfig): number {
  return config.segments.reduce((sum, m) => sum + m, 0) / (100 * config.segments.length);
}

export function wheelHitRate(config: WheelConfig): number {
  return config.segments.filter((m) => m > 0).length / config.segments.length;
}

export const wheelMachine: RoundMachine<WheelConfig, WheelParams, WheelState, never> = {
  start(config, params, rng: FloatSource) {
    const segment = Math.floor(rng.next() * config.segments.length);
    const multiplier = config.segments[segment]!;
    return {
      state: { params, segment, multiplier },
      stake: params.stake,
      win: winOf(params.stake, multiplier),
      finished: true,
    };
  },
};

export function parseWheelParams(config: WheelConfig, input: unknown): WheelParams {
  const body = readObject(input);
  return { stake: readInteger(body, 'stake', config.minBet, config.maxBet) };
}
