import type { FloatSource } from './fair.ts';

/**
 * The card transform of spec 04 section 5: `CARDS[floor(f * 52)]`, an infinite deck (every draw is a fresh card of 52).
 * The order is Stake's published one, rank-major from index 0 = ♦2 to 51 = ♣A: for each rank 2, 3, ..., 10, J, Q, K, A
 * the four suits diamonds, hearts, spades, clubs (♦2 ♥2 ♠2 ♣2 ♦3 ♥3 ...). Keeping it lets a player check our rounds
 * with the verifiers written for Stake.
 */
export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  /** The card's place in CARDS, 0..51. */
  index: number;
  rank: Rank;
  suit: Suit;
}

/** The 52 cards in order: CARDS[i] has rank floor(i / 4) and suit i % 4. Shared and frozen: cards are values. */
export const CARDS: readonly Card[] = Array.from({ length: 52 }, (_, index) =>
  Object.freeze({
    index,
    rank: RANKS[Math.floor(index / 4)] as Rank,
    suit: SUITS[index % 4] as Suit,
  }),
);

export function cardAt(index: number): Card {
  const card = CARDS[index];
  if (!card) throw new RangeError('a card index is 0..51');
  return card;
}

/** The next card of the round: one float, CARDS[floor(f * 52)]. */
export function drawCard(rng: FloatSource): Card {
  return cardAt(Math.floor(rng.next() * 52));
}

const BLACKJACK_VALUES: Readonly<Record<Rank, number>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 10,
  Q: 10,
  K: 10,
  A: 11,
};

/** Blackjack's count of a card: 2-10 at face, J Q K ten, an ace 11 (counted 1 where 11 would bust). */
export function blackjackValue(rank: Rank): number {
  return BLACKJACK_VALUES[rank];
}

/** Baccarat's count of a card: an ace 1, 2-9 at face, 10 J Q K nothing. */
export function baccaratValue(rank: Rank): number {
  if (rank === 'A') return 1;
  const value = blackjackValue(rank);
  return value === 10 ? 0 : value;
}

/** Dragon Tiger's order of ranks: ace lowest (1) up to king highest (13). */
export function dragonTigerOrder(rank: Rank): number {
  return rank === 'A' ? 1 : RANKS.indexOf(rank) + 2;
}

/** The float in the middle of a card's slice of [0, 1): what a test or a demo feeds the transform to deal that card. */
export function floatOfCard(index: number): number {
  return (index + 0.5) / 52;
}

/** Floats dealing the given ranks in order (diamonds), for rigged rounds in tests; throws when it runs out. */
export function riggedCards(ranks: readonly Rank[]): FloatSource & { readonly used: number } {
  let used = 0;
  return {
    next() {
      const rank = ranks[used++];
      if (rank === undefined)
        throw new Error(`the rigged deck ran out after ${ranks.length} cards`);
      return floatOfCard(RANKS.indexOf(rank) * 4);
    },
    get used() {
      return used;
    },
  };
}
