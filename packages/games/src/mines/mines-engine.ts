import { registerEngine } from '../engine.ts';
import type { FloatSource } from '../fair.ts';
import {
  CELLS,
  MAX_MINES,
  MIN_MINES,
  minesMachine,
  minesPublicState,
  minesRtp,
  parseMinesAction,
  parseMinesParams,
  safeChance,
  type MinesConfig,
  type MinesState,
} from './mines.ts';

/** A catalogue mines game: a 1 % edge, bets from 0.10 to 5,000.00 in minor units. */
export function minesConfigFor(): MinesConfig {
  return { edgeBasisPoints: 100, minBet: 10, maxBet: 500_000 };
}

/** Every (mines, safe cells before the cash-out) a player may aim for: 300 plans. */
export const ALL_MINES_PLANS = Array.from(
  { length: MAX_MINES - MIN_MINES + 1 },
  (_, i) => MIN_MINES + i,
).flatMap((mines) => Array.from({ length: CELLS - mines }, (_, k) => ({ mines, picks: k + 1 })));

/**
 * The representative plans: those that come through at least 5 % of the time (up to about 20x). The long shots
 * (12 mines and 13 picks pays 5,148,297x at 1 in 5,200,300) return the same 99 % but would leave a Monte Carlo check
 * of 10^7 rounds with no signal.
 */
export const MINES_PLANS = ALL_MINES_PLANS.filter(
  ({ mines, picks }) => safeChance(mines, picks) >= 0.05,
);

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * One round of a plan drawn evenly from MINES_PLANS: reveal cells until the plan's count, then cash out. The mines
 * are placed uniformly at random, so which hidden cells a player picks does not change the odds: the simulation picks
 * the lowest hidden ones.
 */
function simulateMines(config: MinesConfig, rng: FloatSource) {
  const plan = MINES_PLANS[Math.floor(rng.next() * MINES_PLANS.length)]!;
  let round = minesMachine.start(config, { stake: 100, mines: plan.mines }, rng);
  while (!round.finished && round.state.revealed.length < plan.picks) {
    const state: MinesState = round.state;
    round = minesMachine.act!(config, state, { type: 'reveal', cell: state.revealed.length }, rng);
  }
  if (!round.finished) round = minesMachine.act!(config, round.state, { type: 'cashout' }, rng);
  return { stake: round.stake, win: round.win };
}

export const minesEngine = registerEngine({
  name: 'mines',
  machine: minesMachine,
  parseParams: parseMinesParams,
  parseAction: (_config: MinesConfig, _state, input) => parseMinesAction(input),
  stakeOf: (_config, params) => params.stake,
  // Every plan returns (1 - edge) less the floor to hundredths; the stated figure is the mean over the representative plans.
  rtp: (config) => mean(MINES_PLANS.map(({ mines, picks }) => minesRtp(config, mines, picks))),
  hitRate: () => mean(MINES_PLANS.map(({ mines, picks }) => safeChance(mines, picks))),
  simulateRound: simulateMines,
  publicState: minesPublicState,
});
