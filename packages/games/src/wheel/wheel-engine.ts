import { registerEngine } from '../engine.ts';
import {
  WHEEL_RISKS,
  parseWheelParams,
  wheelHitRate,
  wheelMachine,
  wheelRtp,
  wheelSegments,
  type WheelConfig,
} from './wheel.ts';

export const WHEEL_SIZES = [10, 20, 30, 40, 50, 54] as const;
export const WHEEL_TARGETS = [0.99, 0.98, 0.97, 0.96] as const;

/**
 * A catalogue wheel from a number: the size from its remainder by 6, the risk from the next digit in base 3, the
 * target return from the one after (bets 0.10..5,000.00 in minor units).
 */
export function wheelConfigFor(seed: number): WheelConfig {
  const n = Math.abs(Math.trunc(seed));
  const count = WHEEL_SIZES[n % WHEEL_SIZES.length]!;
  const risk = WHEEL_RISKS[Math.floor(n / WHEEL_SIZES.length) % WHEEL_RISKS.length]!;
  const target =
    WHEEL_TARGETS[
      Math.floor(n / (WHEEL_SIZES.length * WHEEL_RISKS.length)) % WHEEL_TARGETS.length
    ]!;
  return { minBet: 10, maxBet: 500_000, risk, segments: wheelSegments(count, risk, target) };
}

export const wheelEngine = registerEngine({
  name: 'wheel',
  machine: wheelMachine,
  parseParams: parseWheelParams,
  stakeOf: (_config: WheelConfig, params) => params.stake,
  rtp: wheelRtp,
  hitRate: wheelHitRate,
  simulateRound(config, rng) {
    const round = wheelMachine.start(config, { stake: 100 }, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
