import { registerEngine } from '../engine.ts';
import { parseSlotParams, slotMachine, slotStake } from './slot.ts';
import { slotHitRate } from './slot-hit-rate.ts';
import { slotRtp } from './slot-rtp.ts';

/** A representative stake of 1.00 where the range allows: whole hundredths, so no win is floored. */
function representativeStake(config: { minBet: number; maxBet: number }): number {
  return Math.min(Math.max(100, config.minBet), config.maxBet);
}

export const slotEngine = registerEngine({
  name: 'slot',
  machine: slotMachine,
  parseParams: parseSlotParams,
  stakeOf: slotStake,
  rtp: slotRtp,
  hitRate: slotHitRate,
  simulateRound(config, rng) {
    const params = { stake: representativeStake(config), buyBonus: false };
    const round = slotMachine.start(config, params, rng);
    return { stake: round.stake, win: round.win };
  },
  // A slot round keeps no secret: it is finished before the client sees it.
  publicState: (_config, state) => state,
});
