import { registerEngine } from '../engine.ts';
import { EVEN_MONEY, PAYOUT_TO_ONE, type BetType } from './layout.ts';
import {
  POCKETS,
  parseRouletteParams,
  rouletteMachine,
  type RouletteConfig,
  type RouletteParams,
} from './roulette.ts';

/** A bet's exact return per unit staked: covered pockets × (payout + 1) / 37, plus la partage's half on zero. */
export function rouletteReturnOf(config: RouletteConfig, type: BetType, covered: number): number {
  const partage = config.variant === 'french' && EVEN_MONEY.has(type) ? 0.5 : 0;
  return (covered * (PAYOUT_TO_ONE[type] + 1) + partage) / POCKETS;
}

/** The representative bet: red, one of the best bets in both variants (36/37 European, 73/74 French). */
const RED: RouletteParams = {
  bets: [
    {
      type: 'red',
      numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
      stake: 100,
    },
  ],
};

const LIMITS = [
  { minBet: 10, maxBet: 50_000, tableMax: 100_000 },
  { minBet: 50, maxBet: 200_000, tableMax: 500_000 },
  { minBet: 100, maxBet: 500_000, tableMax: 1_000_000 },
] as const;

/** A catalogue row's table: the seed picks the limits (3 tiers) and every other table is French (la partage). */
export function rouletteConfigFor(variantSeed: number): RouletteConfig {
  const seed = Math.abs(Math.trunc(variantSeed)) || 0;
  const limits = LIMITS[Math.floor(seed / 2) % LIMITS.length] ?? LIMITS[0];
  return { ...limits, variant: seed % 2 === 1 ? 'french' : 'european' };
}

export const rouletteEngine = registerEngine({
  name: 'roulette',
  machine: rouletteMachine,
  parseParams: parseRouletteParams,
  stakeOf: (_config, params) => params.bets.reduce((sum, bet) => sum + bet.stake, 0),
  // The optimal figure, as tables state it: every bet returns 36/37 on a European wheel; on a French one the
  // even-money bets return 73/74 (the others still 36/37).
  rtp: (config) => rouletteReturnOf(config, 'red', 18),
  // The chance an even-money bet wins (18 of 37 pockets); la partage's half stake back on zero is not a win.
  hitRate: () => 18 / POCKETS,
  simulateRound(config, rng) {
    const round = rouletteMachine.start(config, RED, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
