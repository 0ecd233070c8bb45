import { registerEngine } from '../engine.ts';
import {
  diceMachine,
  diceMultiplier,
  parseDiceParams,
  winningRolls,
  type DiceConfig,
} from './dice.ts';

/** The return of the best and worst targets differs only by the floor of the multiplier: the stated figure is the mean over targets. */
function diceRtp(config: DiceConfig): number {
  let sum = 0;
  let count = 0;
  for (let target = 100; target <= 9800; target += 1) {
    const params = { target, direction: 'under' as const };
    sum += (diceMultiplier(config, params) / 100) * (winningRolls(params) / 10_001);
    count++;
  }
  return sum / count;
}

/** The catalogue's dice games: a 1 % edge, from 0.10 to 5,000 in minor units of the currency. */
export function diceConfigFor(): DiceConfig {
  return { edgeBasisPoints: 100, minBet: 10, maxBet: 500_000 };
}

export const diceEngine = registerEngine({
  name: 'dice',
  machine: diceMachine,
  parseParams: parseDiceParams,
  stakeOf: (_config, params) => params.stake,
  rtp: diceRtp,
  // Under 50.00: half the rolls (5000 of 10001) win.
  hitRate: () => 5000 / 10_001,
  simulateRound(config, rng) {
    const round = diceMachine.start(config, { stake: 100, target: 5000, direction: 'under' }, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
