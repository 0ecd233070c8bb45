import { baccaratValue, dragonTigerOrder, drawCard, type Card } from '../cards.ts';
import type { FloatSource } from '../fair.ts';
import { RoundInputError, winOf, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';
import { handTotal, playCoup, type CoupOutcome } from './tableau.ts';

/**
 * Baccarat on the infinite deck (cards CARDS[floor(f * 52)], spec 04 section 5). Punto banco deals by the fixed
 * tableau; Dragon Tiger deals one card to each side and the higher rank (ace low, king high) wins.
 */
export interface BaccaratConfig {
  variant: 'punto-banco' | 'dragon-tiger';
  /** Each bet's stake, minor units. */
  minBet: number;
  maxBet: number;
  /** The most all the round's bets may stake together. */
  tableMax: number;
}

export const PUNTO_BANCO_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type BaccaratBetType =
  (typeof PUNTO_BANCO_BETS)[number] | (typeof DRAGON_TIGER_BETS)[number];

export interface BaccaratBet {
  type: BaccaratBetType;
  stake: number;
}

export interface BaccaratParams {
  bets: BaccaratBet[];
}

export type BaccaratState = {
  bets: BaccaratBet[];
  /** What each bet returned (in the order of `bets`), minor units. */
  wins: number[];
} & (
  | {
      variant: 'punto-banco';
      player: Card[];
      banker: Card[];
      playerTotal: number;
      bankerTotal: number;
      outcome: CoupOutcome;
      playerPair: boolean;
      bankerPair: boolean;
    }
  | { variant: 'dragon-tiger'; dragon: Card; tiger: Card; outcome: 'dragon' | 'tiger' | 'tie' }
);

/**
 * What a bet returns per 100 staked on a punto banco coup: player 1:1, banker 0.95:1 (the 5 % commission comes off
 * the win, and the win is floored to minor units like every win), tie 8:1 (player and banker push), pairs 11:1.
 */
export function puntoBancoReturn(
  type: BaccaratBetType,
  outcome: CoupOutcome,
  pairs: { playerPair: boolean; bankerPair: boolean },
): number {
  switch (type) {
    case 'player':
    case 'banker':
      if (outcome === 'tie') return 100;
      if (outcome !== type) return 0;
      return type === 'player' ? 200 : 195;
    case 'tie':
      return outcome === 'tie' ? 900 : 0;
    case 'player_pair':
      return pairs.playerPair ? 1200 : 0;
    case 'banker_pair':
      return pairs.bankerPair ? 1200 : 0;
    default:
      return 0;
  }
}

/** Dragon Tiger per 100 staked: the winning side 1:1; on a tie the side bets lose half, the tie bet pays 8:1. */
export function dragonTigerReturn(
  type: BaccaratBetType,
  outcome: 'dragon' | 'tiger' | 'tie',
): number {
  if (type === 'tie') return outcome === 'tie' ? 900 : 0;
  if (outcome === 'tie') return 50;
  return outcome === type ? 200 : 0;
}

function dealPuntoBanco(bets: BaccaratBet[], rng: FloatSource): BaccaratState {
  const cards: Card[] = [];
  const coup = playCoup(() => {
    const card = drawCard(rng);
    cards.push(card);
    return baccaratValue(card.rank);
  });
  // playCoup deals P, B, P, B, then the player's third card (if drawn) before the banker's.
  const player = [cards[0], cards[2]] as Card[];
  const banker = [cards[1], cards[3]] as Card[];
  if (coup.player.length === 3) player.push(cards[4] as Card);
  if (coup.banker.length === 3) banker.push(cards[cards.length - 1] as Card);
  const pairs = {
    playerPair: player[0]?.rank === player[1]?.rank,
    bankerPair: banker[0]?.rank === banker[1]?.rank,
  };
  return {
    variant: 'punto-banco',
    bets,
    wins: bets.map((bet) => winOf(bet.stake, puntoBancoReturn(bet.type, coup.outcome, pairs))),
    player,
    banker,
    playerTotal: handTotal(coup.player),
    bankerTotal: handTotal(coup.banker),
    outcome: coup.outcome,
    ...pairs,
  };
}

function dealDragonTiger(bets: BaccaratBet[], rng: FloatSource): BaccaratState {
  const dragon = drawCard(rng);
  const tiger = drawCard(rng);
  const order = dragonTigerOrder(dragon.rank) - dragonTigerOrder(tiger.rank);
  const outcome = order === 0 ? 'tie' : order > 0 ? 'dragon' : 'tiger';
  return {
    variant: 'dragon-tiger',
    bets,
    wins: bets.map((bet) => winOf(bet.stake, dragonTigerReturn(bet.type, outcome))),
    dragon,
    tiger,
    outcome,
  };
}

export const baccaratMachine: RoundMachine<BaccaratConfig, BaccaratParams, BaccaratState, never> = {
  start(config, params, rng) {
    const state =
      config.variant === 'dragon-tiger'
        ? dealDragonTiger(params.bets, rng)
        : dealPuntoBanco(params.bets, rng);
    return {
      state,
      stake: params.bets.reduce((sum, bet) => sum + bet.stake, 0),
      win: state.wins.reduce((sum, win) => sum + win, 0),
      finished: true,
    };
  },
};

/** `{bets: [{type, stake}]}`, each type at most once, the types of the config's variant. */
export function parseBaccaratParams(config: BaccaratConfig, input: unknown): BaccaratParams {
  const types = config.variant === 'dragon-tiger' ? DRAGON_TIGER_BETS : PUNTO_BANCO_BETS;
  const bets = readObject(input)['bets'];
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > types.length)
    throw new RoundInputError('bets', `bets must be a list of 1 to ${types.length} bets`);
  const parsed = bets.map((bet: unknown): BaccaratBet => {
    if (typeof bet !== 'object' || bet === null || Array.isArray(bet))
      throw new RoundInputError('bets', 'each bet is an object {type, stake}');
    const body = bet as Record<string, unknown>;
    const type = readChoice<BaccaratBetType>(body, 'type', types);
    return { type, stake: readInteger(body, 'stake', config.minBet, config.maxBet) };
  });
  if (new Set(parsed.map((bet) => bet.type)).size !== parsed.length)
    throw new RoundInputError('bets', 'each bet type at most once a round');
  const total = parsed.reduce((sum, bet) => sum + bet.stake, 0);
  if (total > config.tableMax)
    throw new RoundInputError(
      'bets',
      `the bets stake ${total}, more than the table's ${config.tableMax}`,
    );
  return { bets: parsed };
}
