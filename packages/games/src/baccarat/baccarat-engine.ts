import { registerEngine } from '../engine.ts';
import {
  baccaratMachine,
  dragonTigerReturn,
  parseBaccaratParams,
  puntoBancoReturn,
  type BaccaratBetType,
  type BaccaratConfig,
  type BaccaratParams,
} from './baccarat.ts';
import { COUPS, PAIR_PROBABILITY, puntoBancoCounts } from './odds.ts';
import type { CoupOutcome } from './tableau.ts';

let counts: Record<CoupOutcome, number> | null = null;
/** The exact punto banco outcome probabilities (walked once, then kept). */
export function puntoBancoOdds(): Record<CoupOutcome, number> {
  counts ??= puntoBancoCounts();
  return { player: counts.player / COUPS, banker: counts.banker / COUPS, tie: counts.tie / COUPS };
}

/** Dragon Tiger on the infinite deck: a tie (same rank) 1/13, each side 6/13. */
export const DRAGON_TIGER_ODDS = { dragon: 6 / 13, tiger: 6 / 13, tie: 1 / 13 } as const;

/** A bet's exact return per unit staked. */
export function baccaratReturnOf(config: BaccaratConfig, type: BaccaratBetType): number {
  if (config.variant === 'dragon-tiger') {
    const odds = DRAGON_TIGER_ODDS;
    return (['dragon', 'tiger', 'tie'] as const).reduce(
      (sum, outcome) => sum + (odds[outcome] * dragonTigerReturn(type, outcome)) / 100,
      0,
    );
  }
  if (type === 'player_pair' || type === 'banker_pair')
    return (
      (PAIR_PROBABILITY * puntoBancoReturn(type, 'tie', { playerPair: true, bankerPair: true })) /
      100
    );
  const odds = puntoBancoOdds();
  const noPairs = { playerPair: false, bankerPair: false };
  return (['player', 'banker', 'tie'] as const).reduce(
    (sum, outcome) => sum + (odds[outcome] * puntoBancoReturn(type, outcome, noPairs)) / 100,
    0,
  );
}

/** The representative bet, the table's best: banker in punto banco, dragon in Dragon Tiger. */
const bestBet = (config: BaccaratConfig): BaccaratBetType =>
  config.variant === 'dragon-tiger' ? 'dragon' : 'banker';

/** A catalogue row's table: 0.10 to 5,000.00 a bet, 10,000.00 a round. */
export function baccaratConfigFor(variant: BaccaratConfig['variant']): BaccaratConfig {
  return { variant, minBet: 10, maxBet: 500_000, tableMax: 1_000_000 };
}

export const baccaratEngine = registerEngine({
  name: 'baccarat',
  machine: baccaratMachine,
  parseParams: parseBaccaratParams,
  stakeOf: (_config, params) => params.bets.reduce((sum, bet) => sum + bet.stake, 0),
  // The optimal figure, as tables state it: the banker bet (the dragon bet in Dragon Tiger). A banker win pays
  // floor(0.95 × stake), exact for stakes in twenties of minor units.
  rtp: (config) => baccaratReturnOf(config, bestBet(config)),
  // The chance the representative bet wins (a push on a tie is not a win).
  hitRate: (config) =>
    config.variant === 'dragon-tiger' ? DRAGON_TIGER_ODDS.dragon : puntoBancoOdds().banker,
  simulateRound(config, rng) {
    const params: BaccaratParams = { bets: [{ type: bestBet(config), stake: 100 }] };
    const round = baccaratMachine.start(config, params, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
