import { registerEngine } from '../engine.ts';
import type { FloatSource } from '../fair.ts';
import type { RoundStep } from '../round.ts';
import {
  copyOf,
  decide,
  parsePokerAction,
  parsePokerParams,
  pokerMachine,
  type PokerConfig,
  type PokerState,
} from './poker.ts';
import { HANDS } from './odds.ts';
import { pokerStrategy, shouldPlay } from './strategy.ts';

/**
 * The return per unit of everything staked (antes and play bets) under optimal play, ante only: Σ returned / Σ
 * staked, as a Monte Carlo of the same rounds measures it (docs/games-tables.md).
 */
export function pokerRtp(): number {
  const { returned, staked } = pokerStrategy();
  return returned / staked;
}

/**
 * The chance a round of the optimal play returns more than it staked (a push is not a hit, a fold never hits). The
 * sums count every player hand against every dealer hand, 52³ × 52³ rounds.
 */
export function pokerHitRate(): number {
  return pokerStrategy().hits / HANDS ** 2;
}

/** The expected loss per unit of ante under optimal play (the "house edge" Three Card Poker tables state). */
export function pokerEdgePerAnte(): number {
  const { returned, staked } = pokerStrategy();
  return (staked - returned) / HANDS ** 2;
}

const LIMITS = [
  { minBet: 10, maxBet: 100_000 },
  { minBet: 100, maxBet: 500_000 },
  { minBet: 50, maxBet: 250_000 },
] as const;

/** A catalogue row's table, picked by the seed: the limits, and Pair Plus offered at two tables of three. */
export function pokerConfigFor(variantSeed: number): PokerConfig {
  const seed = Math.abs(Math.trunc(variantSeed)) || 0;
  const limits = LIMITS[seed % LIMITS.length] ?? LIMITS[0];
  return { ...limits, pairPlus: Math.floor(seed / LIMITS.length) % 3 !== 2 };
}

/**
 * A round left at the decision is settled by the optimal decision (play exactly the hands `shouldPlay` names), on
 * average better for the player than the fold an abandoned bet would otherwise be. The abandoned state is left as it
 * was.
 */
export function settleAbandonedHand(
  _config: PokerConfig,
  state: PokerState,
  _rng: FloatSource,
): RoundStep<PokerState> {
  return decide(copyOf(state), shouldPlay(state.player) ? 'play' : 'fold');
}

export const pokerEngine = registerEngine({
  name: 'poker',
  machine: { ...pokerMachine, settleAbandoned: settleAbandonedHand },
  parseParams: parsePokerParams,
  parseAction: parsePokerAction,
  stakeOf: (_config, params) => params.ante + params.pairPlus,
  // The ante game under optimal play, as tables state it; Pair Plus is a side bet with its own figure
  // (pairPlusOdds in strategy.ts).
  rtp: () => pokerRtp(),
  hitRate: () => pokerHitRate(),
  simulateRound(config, rng) {
    const start = pokerMachine.start(config, { ante: 100, pairPlus: 0 }, rng);
    const round = decide(start.state, shouldPlay(start.state.player) ? 'play' : 'fold');
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state, finished) => (finished ? state : { ...state, dealer: [] }),
});
