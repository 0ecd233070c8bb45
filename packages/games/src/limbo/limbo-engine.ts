import { registerEngine } from '../engine.ts';
import {
  limboMachine,
  limboRtp,
  limboWinChance,
  parseLimboParams,
  type LimboConfig,
} from './limbo.ts';

/** The representative bet: 2.00x, the target the game client offers first. */
export const LIMBO_REPRESENTATIVE_TARGET = 200;

/** A catalogue limbo game: bets from 0.10 to 5,000.00 in minor units. */
export function limboConfigFor(): LimboConfig {
  return { minBet: 10, maxBet: 500_000 };
}

export const limboEngine = registerEngine({
  name: 'limbo',
  machine: limboMachine,
  parseParams: parseLimboParams,
  stakeOf: (_config: LimboConfig, params) => params.stake,
  // Every target returns 99 % up to the 2^-32 grid of the floats (within ±target × 2^-32); the stated figure is the
  // exact one at the representative 2.00x.
  rtp: () => limboRtp(LIMBO_REPRESENTATIVE_TARGET),
  hitRate: () => limboWinChance(LIMBO_REPRESENTATIVE_TARGET),
  simulateRound(config, rng) {
    const round = limboMachine.start(
      config,
      { stake: 100, target: LIMBO_REPRESENTATIVE_TARGET },
      rng,
    );
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
