import { CARDS, blackjackValue, type Card } from '../cards.ts';

/** A hand's count: the best total (an ace counted 11 while that does not bust) and whether an ace is counted 11. */
export interface Count {
  total: number;
  soft: boolean;
}

export const EMPTY: Count = { total: 0, soft: false };

/** The count after one more card of blackjack value `value` (2..11, 11 an ace). */
export function addValue(count: Count, value: number): Count {
  if (value === 11) {
    return count.total + 11 <= 21
      ? { total: count.total + 11, soft: true }
      : { total: count.total + 1, soft: count.soft };
  }
  const total = count.total + value;
  return total > 21 && count.soft
    ? { total: total - 10, soft: false }
    : { total, soft: count.soft };
}

/** Each card's value by its index: the count below runs for every decision of every simulated round. */
const VALUE_OF_INDEX: readonly number[] = CARDS.map((card) => blackjackValue(card.rank));

export function countOf(cards: readonly Card[]): Count {
  let total = 0;
  let soft = false;
  for (const card of cards) {
    const value = VALUE_OF_INDEX[card.index] ?? 0;
    if (value === 11 && total + 11 <= 21) {
      total += 11;
      soft = true;
    } else {
      total += value === 11 ? 1 : value;
      if (total > 21 && soft) {
        total -= 10;
        soft = false;
      }
    }
  }
  return { total, soft };
}

/** Two cards making 21: an ace and a ten-valued card. */
export function isBlackjackPair(cards: readonly Card[]): boolean {
  return cards.length === 2 && countOf(cards).total === 21;
}

/** The dealer draws to 17 and stands on every 17, soft 17 included (S17). */
export function dealerStands(count: Count): boolean {
  return count.total >= 17;
}
