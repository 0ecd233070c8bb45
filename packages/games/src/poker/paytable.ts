import type { HandCategory } from './hand.ts';

/**
 * The ante bonus, to one, paid on the ante when the player plays, whatever the dealer holds: the usual table's
 * straight 1:1, three of a kind 4:1, straight flush 5:1.
 */
export const ANTE_BONUS: Readonly<Record<HandCategory, number>> = {
  high_card: 0,
  pair: 0,
  flush: 0,
  straight: 1,
  three_of_a_kind: 4,
  straight_flush: 5,
};

/**
 * Pair Plus, to one, on the player's three cards alone (paid on a fold too). The land table (pair 1, flush 3 or 4,
 * straight 6, trips 30, straight flush 40) assumes one deck; the infinite deck deals trips 2.5 times as often
 * (832 in 52³ against 52 in C(52, 3)) and pairs and flushes more often too, so that table would return 112-118 %.
 * This one keeps pair 1:1, flush 3:1 and straight flush 40:1, pays a straight 5:1 and trips 10:1, and returns
 * 136,832 / 140,608 = 97.31 %.
 */
export const PAIR_PLUS: Readonly<Record<HandCategory, number>> = {
  high_card: 0,
  pair: 1,
  flush: 3,
  straight: 5,
  three_of_a_kind: 10,
  straight_flush: 40,
};
