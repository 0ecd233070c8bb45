import { CATEGORIES, type HandCategory } from '@casino/games/poker/hand';
import { betRangeOf, booleanAt, field } from '../config-read';
import { isObject } from '../studio-session';
import { readCards, type SeenCard } from './cards';

// The Three Card Poker engine's JSON as this client reads and writes it (packages/games/src/poker): the table's
// configuration, the round's parameters {ante, pair_plus?}, the public state and the decisions. Shape changes stay in
// this file.

export const POKER_ACTIONS = ['play', 'fold'] as const;
export type PokerAction = (typeof POKER_ACTIONS)[number];

/** The hand categories, weakest to strongest: the engine's own list. */
export const POKER_HANDS = CATEGORIES;
export type PokerHand = HandCategory;

export const POKER_OUTCOMES = ['fold', 'dealer_not_qualified', 'win', 'tie', 'lose'] as const;
export type PokerOutcome = (typeof POKER_OUTCOMES)[number];

export type PokerSpot = 'ante' | 'pair_plus';

export interface PokerTable {
  minBet: number;
  maxBet: number;
  /** Whether this table takes the Pair Plus side bet. */
  pairPlus: boolean;
}

export function pokerTable(config: unknown): PokerTable {
  const { min, max } = betRangeOf(config);
  return { minBet: min, maxBet: max, pairPlus: booleanAt(config, 'pairPlus') };
}

/**
 * Why these stakes cannot be dealt yet, as a reason the table names; null when they can. The ante and a Pair Plus
 * bet each lie in [minBet, maxBet]; Pair Plus only where the table takes it.
 */
export function stakeProblem(
  table: PokerTable,
  ante: number,
  pairPlus: number,
): 'no_ante' | 'ante_below_min' | 'pair_plus_below_min' | 'over_max' | 'no_pair_plus' | null {
  if (ante === 0) return 'no_ante';
  if (pairPlus > 0 && !table.pairPlus) return 'no_pair_plus';
  if (ante > table.maxBet || pairPlus > table.maxBet) return 'over_max';
  if (ante < table.minBet) return 'ante_below_min';
  if (pairPlus > 0 && pairPlus < table.minBet) return 'pair_plus_below_min';
  return null;
}

/** The round's parameters: Pair Plus is left out when not bet (the engine reads absent and 0 alike). */
export function pokerParams(ante: number, pairPlus: number): { ante: number; pair_plus?: number } {
  return pairPlus > 0 ? { ante, pair_plus: pairPlus } : { ante };
}

export interface PokerWins {
  ante: number;
  play: number;
  anteBonus: number;
  pairPlus: number;
}

export interface PokerView {
  player: SeenCard[];
  /** The dealer's three cards, face down while the player decides. */
  dealer: SeenCard[];
  playerHand: PokerHand | null;
  /** Ranked only when the player played; null before and on a fold. */
  dealerHand: PokerHand | null;
  dealerQualifies: boolean | null;
  outcome: PokerOutcome | null;
  ante: number;
  pairPlus: number;
  play: number;
  wins: PokerWins;
  allowed: PokerAction[];
}

function oneOf<T extends string>(value: unknown, choices: readonly T[]): T | null {
  return (choices as readonly unknown[]).includes(value) ? (value as T) : null;
}

function amount(value: unknown, key: string): number {
  const found = field(value, key);
  return typeof found === 'number' && Number.isFinite(found) ? found : 0;
}

export function readPoker(state: unknown, finished: boolean): PokerView {
  const player = readCards(field(state, 'player'));
  const dealer = readCards(field(state, 'dealer'));
  // The engine withholds the dealer's cards until the round is settled: the client lays three backs in their place.
  const dealerShown: SeenCard[] =
    dealer.length === 0 && player.length > 0 && !finished ? ['hidden', 'hidden', 'hidden'] : dealer;
  const qualifies = field(state, 'dealer_qualifies');
  const wins = field(state, 'wins');
  const allowed = field(state, 'allowed_actions');
  return {
    player,
    dealer: dealerShown,
    playerHand: oneOf(field(state, 'player_hand'), POKER_HANDS),
    dealerHand: oneOf(field(state, 'dealer_hand'), POKER_HANDS),
    dealerQualifies: typeof qualifies === 'boolean' ? qualifies : null,
    outcome: oneOf(field(state, 'outcome'), POKER_OUTCOMES),
    ante: amount(state, 'ante'),
    pairPlus: amount(state, 'pair_plus'),
    play: amount(state, 'play'),
    wins: {
      ante: amount(wins, 'ante'),
      play: amount(wins, 'play'),
      anteBonus: amount(wins, 'ante_bonus'),
      pairPlus: amount(wins, 'pair_plus'),
    },
    allowed: finished
      ? []
      : (Array.isArray(allowed) ? allowed : []).filter(
          (action): action is PokerAction => oneOf(action, POKER_ACTIONS) !== null,
        ),
  };
}

/** The decision a stored round took, for the history drawer; null while none was taken. */
export function roundDecision(actions: readonly unknown[]): PokerAction | null {
  for (const action of actions) {
    const type = oneOf(isObject(action) ? action['type'] : action, POKER_ACTIONS);
    if (type) return type;
  }
  return null;
}
