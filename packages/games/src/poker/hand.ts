import { RANKS, type Card } from '../cards.ts';

/**
 * Three-card poker hands, weakest to strongest. With three cards a straight is rarer than a flush, so it ranks above
 * it, and three of a kind above both (the order every Three Card Poker table uses).
 */
export const CATEGORIES = [
  'high_card',
  'pair',
  'flush',
  'straight',
  'three_of_a_kind',
  'straight_flush',
] as const;
export type HandCategory = (typeof CATEGORIES)[number];

export interface HandRank {
  category: HandCategory;
  /**
   * The hand's strength as one integer: higher beats lower, equal ties. category × 13³ plus the deciding ranks (0 = two
   * .. 12 = ace) in base 13, most significant first.
   */
  value: number;
}

const BASE = 13;
const CATEGORY_SCALE = BASE ** 3;

/** The queen's rank index: a dealer needs queen-high or better to qualify. */
const QUEEN = RANKS.indexOf('Q');

/**
 * The rank of three cards. The deck is infinite (every card a fresh draw of 52), so the same card can come twice or
 * three times; such hands are ranked by their ranks and suits like any other: three identical cards are three of a
 * kind (not a straight flush: three equal ranks are no straight), and two identical cards with a third of their suit
 * (♠K ♠K ♠5) are a flush, because a flush ranks above the pair and every category is the best one the cards make.
 * A-2-3 is the lowest straight (three high) and Q-K-A the highest; K-A-2 is no straight.
 */
export function rankHand(cards: readonly Card[]): HandRank {
  if (cards.length !== 3) throw new RangeError('a three card poker hand is three cards');
  const [a, b, c] = cards as [Card, Card, Card];
  // CARDS is rank-major: a card's rank index is floor(index / 4), its suit index % 4.
  return rankOf(
    a.index >> 2,
    b.index >> 2,
    c.index >> 2,
    a.index % 4 === b.index % 4 && b.index % 4 === c.index % 4,
  );
}

/** The rank of three rank indices (0..12, any order) and whether the suits are all one. */
export function rankOf(r1: number, r2: number, r3: number, suited: boolean): HandRank {
  // Sort descending: high >= mid >= low.
  let high = r1;
  let mid = r2;
  let low = r3;
  if (mid > high) [high, mid] = [mid, high];
  if (low > mid) [mid, low] = [low, mid];
  if (mid > high) [high, mid] = [mid, high];
  const of = (category: HandCategory, ...ranks: number[]): HandRank => {
    const [x = 0, y = 0, z = 0] = ranks;
    return {
      category,
      value: CATEGORIES.indexOf(category) * CATEGORY_SCALE + x * BASE * BASE + y * BASE + z,
    };
  };
  if (high === low) return of('three_of_a_kind', high);
  // A-2-3: the ace plays low, so the straight is three high.
  const wheel = high === 12 && mid === 1 && low === 0;
  const straight = (high === mid + 1 && mid === low + 1) || wheel;
  if (straight) return of(suited ? 'straight_flush' : 'straight', wheel ? 1 : high);
  if (suited) return of('flush', high, mid, low);
  if (high === mid) return of('pair', high, low);
  if (mid === low) return of('pair', mid, high);
  return of('high_card', high, mid, low);
}

/** The dealer plays on queen-high or better: any pair or better, or a high card hand whose top card is Q, K or A. */
export function dealerQualifies(hand: HandRank): boolean {
  return hand.category !== 'high_card' || Math.floor(hand.value / (BASE * BASE)) >= QUEEN;
}

/** The weakest hand the stated strategy plays: Q-6-4 (queen-high with a six and a four, any suits). */
export const PLAY_THRESHOLD: HandRank = rankOf(
  QUEEN,
  RANKS.indexOf('6'),
  RANKS.indexOf('4'),
  false,
);
