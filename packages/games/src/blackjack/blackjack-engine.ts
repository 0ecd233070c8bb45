import { registerEngine } from '../engine.ts';
import type { FloatSource } from '../fair.ts';
import type { RoundStep } from '../round.ts';
import { bestAction } from './best-action.ts';
import {
  actInPlace,
  blackjackMachine,
  copyOf,
  stepOf,
  parseBlackjackAction,
  parseBlackjackParams,
  type BlackjackConfig,
  type BlackjackState,
} from './blackjack.ts';
import { roundExpectation } from './strategy.ts';
import { winChance } from './win-chance.ts';

/** Plays a round the caller owns on with the optimal strategy until it is settled. */
function playOut(state: BlackjackState, rng: FloatSource): RoundStep<BlackjackState> {
  let step = stepOf(state);
  while (!step.finished) step = actInPlace(step.state, bestAction(step.state), rng);
  return step;
}

let expectation: { net: number; staked: number } | null = null;
/**
 * The return per unit of everything staked (doubles and splits included) under optimal play: 1 + E[net] / E[staked].
 * Per first stake the same play loses 0.512 %; that figure is `blackjackEdge()`.
 */
export function blackjackRtp(): number {
  expectation ??= roundExpectation();
  return 1 + expectation.net / expectation.staked;
}

/** The expected loss per unit of the first stake under optimal play (the "house edge" of blackjack tables). */
export function blackjackEdge(): number {
  expectation ??= roundExpectation();
  return -expectation.net;
}

const LIMITS = [
  { minBet: 10, maxBet: 100_000 },
  { minBet: 100, maxBet: 500_000 },
  { minBet: 50, maxBet: 250_000 },
] as const;

/** A catalogue row's table limits, picked by the seed. */
export function blackjackConfigFor(variantSeed: number): BlackjackConfig {
  const seed = Math.abs(Math.trunc(variantSeed)) || 0;
  return { ...(LIMITS[seed % LIMITS.length] ?? LIMITS[0]) };
}

/**
 * An abandoned hand is played on the way better for the player: the optimal strategy (insurance declined), which on
 * average beats standing where the player stopped. The abandoned state itself is left as it was.
 */
export function settleAbandonedHand(
  _config: BlackjackConfig,
  state: BlackjackState,
  rng: FloatSource,
): RoundStep<BlackjackState> {
  return playOut(copyOf(state), rng);
}

export const blackjackEngine = registerEngine({
  name: 'blackjack',
  machine: {
    ...blackjackMachine,
    settleAbandoned: settleAbandonedHand,
  },
  parseParams: parseBlackjackParams,
  parseAction: parseBlackjackAction,
  stakeOf: (_config, params) => params.stake,
  rtp: () => blackjackRtp(),
  hitRate: () => winChance(),
  simulateRound(config, rng) {
    const round = playOut(blackjackMachine.start(config, { stake: 100 }, rng).state, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state, finished) =>
    finished ? state : { ...state, dealer: state.dealer.slice(0, 1) },
});
