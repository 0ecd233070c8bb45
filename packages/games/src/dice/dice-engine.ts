import { registerEngine } from '../engine.ts';
import {
  MAX_TARGET,
  MIN_TARGET,
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
  for (let target = MIN_TARGET; target <= MAX_TARGET; target += 1)
    for (const direction of ['under', 'over'] as const) {
      const params = { target, direction };
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
  // Targets evenly over the range and both directions, so the simulation converges on the stated mean over targets.
  simulateRound(config, rng) {
    const target = MIN_TARGET + Math.floor(rng.next() * (MAX_TARGET - MIN_TARGET + 1));
    const direction = rng.next() < 0.5 ? ('under' as const) : ('over' as const);
    const round = diceMachine.start(config, { stake: 100, target, direction }, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
