import { drawCard, type Card } from '../cards.ts';
import type { FloatSource } from '../fair.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';
import { RoundInputError, type RoundMachine, type RoundStep } from '../round.ts';
import { dealerQualifies, rankHand, type HandCategory } from './hand.ts';
import { ANTE_BONUS, PAIR_PLUS } from './paytable.ts';

/**
 * Three Card Poker against the dealer on the infinite deck (cards CARDS[floor(f * 52)], spec 04 section 5): the
 * player's three cards, then the dealer's three, six floats at the start. The player stakes the ante (and, where the
 * table offers it, Pair Plus), sees the cards and plays (a second stake equal to the ante) or folds (losing the
 * ante). On a play the dealer qualifies with queen-high or better: if not, the ante pays 1:1 and the play pushes;
 * if so, the higher hand wins ante and play 1:1 each, and equal hands push both. The ante bonus (paytable.ts) is paid
 * on a play whatever the dealer holds; Pair Plus on the player's cards alone, fold or play. Every payout is a whole
 * multiple of its stake, so no win is rounded.
 */
export interface PokerConfig {
  /** The ante's and the Pair Plus stake's limits, minor units; the play bet equals the ante. */
  minBet: number;
  maxBet: number;
  /** Whether the table takes the Pair Plus side bet. */
  pairPlus: boolean;
}

export interface PokerParams {
  ante: number;
  /** The Pair Plus stake; 0 when not bet. */
  pairPlus: number;
}

export const POKER_ACTIONS = ['play', 'fold'] as const;
export type PokerActionType = (typeof POKER_ACTIONS)[number];

export interface PokerAction {
  type: PokerActionType;
}

export type PokerOutcome = 'fold' | 'dealer_not_qualified' | 'win' | 'tie' | 'lose';

export interface PokerState {
  phase: 'decision' | 'settled';
  ante: number;
  pair_plus: number;
  /** The play bet: the ante again once played, 0 before and on a fold. */
  play: number;
  player: Card[];
  player_hand: HandCategory;
  /** The dealer's cards (hidden from the client until the round is settled). */
  dealer: Card[];
  /** The dealer's hand and whether it qualified, once the player played; null before and on a fold. */
  dealer_hand: HandCategory | null;
  dealer_qualifies: boolean | null;
  outcome: PokerOutcome | null;
  /** What each bet returned, minor units, stake included (Pair Plus is settled at the deal). */
  wins: { ante: number; play: number; ante_bonus: number; pair_plus: number };
  /** What the player may do now; act() refuses anything else. */
  allowed_actions: PokerActionType[];
  /** Floats drawn so far: all six cards come at the start, a decision draws none. */
  cursor: number;
}

/** The round step of a state: everything staked and won so far. */
function stepOf(state: PokerState): RoundStep<PokerState> {
  const { wins } = state;
  return {
    state,
    stake: state.ante + state.play + state.pair_plus,
    win: wins.ante + wins.play + wins.ante_bonus + wins.pair_plus,
    finished: state.phase === 'settled',
  };
}

/** Settles a dealt round by the player's decision; the state is the caller's own. */
export function decide(state: PokerState, type: PokerActionType): RoundStep<PokerState> {
  if (state.phase !== 'decision' || !state.allowed_actions.includes(type))
    throw new RoundInputError('type', `${type} is not allowed now`);
  state.phase = 'settled';
  state.allowed_actions = [];
  if (type === 'fold') {
    state.outcome = 'fold';
    return stepOf(state);
  }
  state.play = state.ante;
  const player = rankHand(state.player);
  const dealer = rankHand(state.dealer);
  const qualifies = dealerQualifies(dealer);
  state.dealer_hand = dealer.category;
  state.dealer_qualifies = qualifies;
  state.wins.ante_bonus = state.ante * ANTE_BONUS[player.category];
  if (!qualifies) {
    state.outcome = 'dealer_not_qualified';
    state.wins.ante = 2 * state.ante;
    state.wins.play = state.play;
  } else if (player.value > dealer.value) {
    state.outcome = 'win';
    state.wins.ante = 2 * state.ante;
    state.wins.play = 2 * state.play;
  } else if (player.value === dealer.value) {
    state.outcome = 'tie';
    state.wins.ante = state.ante;
    state.wins.play = state.play;
  } else state.outcome = 'lose';
  return stepOf(state);
}

export function copyOf(state: PokerState): PokerState {
  return {
    ...state,
    player: [...state.player],
    dealer: [...state.dealer],
    wins: { ...state.wins },
    allowed_actions: [...state.allowed_actions],
  };
}

/** Deals the player's three cards, then the dealer's three, and settles Pair Plus. */
function deal(params: PokerParams, rng: FloatSource): PokerState {
  const player = [drawCard(rng), drawCard(rng), drawCard(rng)];
  const dealer = [drawCard(rng), drawCard(rng), drawCard(rng)];
  const category = rankHand(player).category;
  const pairPlusPays = PAIR_PLUS[category];
  return {
    phase: 'decision',
    ante: params.ante,
    pair_plus: params.pairPlus,
    play: 0,
    player,
    player_hand: category,
    dealer,
    dealer_hand: null,
    dealer_qualifies: null,
    outcome: null,
    wins: {
      ante: 0,
      play: 0,
      ante_bonus: 0,
      pair_plus: pairPlusPays > 0 ? params.pairPlus * (pairPlusPays + 1) : 0,
    },
    allowed_actions: ['play', 'fold'],
    cursor: 6,
  };
}

export const pokerMachine: RoundMachine<PokerConfig, PokerParams, PokerState, PokerAction> = {
  start(_config, params, rng) {
    return stepOf(deal(params, rng));
  },
  act(_config, previous, action) {
    return decide(copyOf(previous), action.type);
  },
};

/** `{ante, pair_plus?}`: the ante in [minBet, maxBet]; Pair Plus 0 or absent (no bet), or in [minBet, maxBet]. */
export function parsePokerParams(config: PokerConfig, input: unknown): PokerParams {
  const body = readObject(input);
  const ante = readInteger(body, 'ante', config.minBet, config.maxBet);
  if (body['pair_plus'] === undefined || body['pair_plus'] === 0) return { ante, pairPlus: 0 };
  if (!config.pairPlus)
    throw new RoundInputError('pair_plus', 'this table does not take the Pair Plus bet');
  return { ante, pairPlus: readInteger(body, 'pair_plus', config.minBet, config.maxBet) };
}

export function parsePokerAction(
  _config: PokerConfig,
  state: PokerState,
  input: unknown,
): PokerAction {
  const type = readChoice(readObject(input), 'type', POKER_ACTIONS);
  if (!state.allowed_actions.includes(type))
    throw new RoundInputError(
      'type',
      `${type} is not allowed now (${state.allowed_actions.join(', ') || 'the round is settled'})`,
    );
  return { type };
}
