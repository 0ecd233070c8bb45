import { registerEngine } from '../engine.ts';
import { crashRtp, crashWinChance } from './crash-chain.ts';
import {
  crashMachine,
  crashPublicState,
  parseCrashAction,
  parseCrashParams,
  type CrashConfig,
} from './crash.ts';

/** The representative bet: auto cash-out at 2.00x. Every target returns 99 % (less < target · 2^-52 / 100). */
export const CRASH_REPRESENTATIVE_TARGET = 200;

/**
 * A catalogue crash game: bets from 0.10 to 5,000.00 in minor units. The salt is public text; a seeding event would
 * replace it with a value nobody knew when the commitment was published (bustabit names a future Bitcoin block).
 */
export function crashConfigFor(): CrashConfig {
  return {
    salt: 'open-casino-crash-salt-v1',
    minBet: 10,
    maxBet: 500_000,
  };
}

export const crashEngine = registerEngine({
  name: 'crash',
  machine: crashMachine,
  parseParams: parseCrashParams,
  parseAction: (_config: CrashConfig, _state, input) => parseCrashAction(input),
  stakeOf: (_config, params) => params.stake,
  rtp: () => crashRtp(CRASH_REPRESENTATIVE_TARGET),
  hitRate: () => crashWinChance(CRASH_REPRESENTATIVE_TARGET),
  simulateRound(config, rng) {
    const open = crashMachine.start(
      config,
      { stake: 100, auto_cashout: CRASH_REPRESENTATIVE_TARGET },
      rng,
    );
    const round = crashMachine.settleAbandoned!(config, open.state, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state, finished) => crashPublicState(state, finished),
});
