import { CATEGORIES, dealerQualifies, rankOf, type HandCategory } from './hand.ts';

/**
 * Exact Three Card Poker odds on the infinite deck. A hand is three independent draws of 52 cards, 52³ = 140,608
 * equally likely ordered hands. Its rank depends only on the three ranks and whether the suits are all one, so the
 * 13³ rank sequences are walked once each, weighted 4 (one suit of four) and 60 (the other 4³ - 4 suit sequences):
 * integer counts out of 52³.
 */
export const HANDS = 52 ** 3;
const SUITED = 4;
const UNSUITED = 4 ** 3 - SUITED;

/** One hand value with how many of the 52³ ordered hands have it. */
export interface ValueCount {
  value: number;
  category: HandCategory;
  count: number;
  /** Hands of a lower value (strictly weaker), out of 52³. */
  below: number;
}

/** Every distinct hand value, weakest first, with its count and the count of hands below it. */
export function handValues(): ValueCount[] {
  const counts = new Map<number, { category: HandCategory; count: number }>();
  const add = (value: number, category: HandCategory, count: number) => {
    const entry = counts.get(value);
    if (entry) entry.count += count;
    else counts.set(value, { category, count });
  };
  for (let r1 = 0; r1 < 13; r1++)
    for (let r2 = 0; r2 < 13; r2++)
      for (let r3 = 0; r3 < 13; r3++) {
        const suited = rankOf(r1, r2, r3, true);
        add(suited.value, suited.category, SUITED);
        const unsuited = rankOf(r1, r2, r3, false);
        add(unsuited.value, unsuited.category, UNSUITED);
      }
  const sorted = [...counts.entries()].sort(([a], [b]) => a - b);
  let below = 0;
  return sorted.map(([value, { category, count }]) => {
    const entry = { value, category, count, below };
    below += count;
    return entry;
  });
}

/** How many of the 52³ hands fall in each category. */
export function categoryCounts(
  values: readonly ValueCount[] = handValues(),
): Record<HandCategory, number> {
  const counts = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<
    HandCategory,
    number
  >;
  for (const entry of values) counts[entry.category] += entry.count;
  return counts;
}

/** The dealer's hand against one player hand value, as counts out of 52³. */
export interface DealerOdds {
  /** The dealer does not qualify (worse than queen-high). */
  noQualify: number;
  /** The dealer qualifies and the player's hand is higher, equal, lower. */
  playerWins: number;
  ties: number;
  playerLoses: number;
}

/**
 * The dealer's distribution against each player value: with the values sorted and the counts below each accumulated,
 * the dealer's non-qualifying hands are the count below the weakest qualifying value, and the qualifying hands below,
 * equal to and above the player's value are differences of the same running counts.
 */
export function dealerOddsByValue(
  values: readonly ValueCount[] = handValues(),
): Map<number, DealerOdds> {
  const qualifying = values.find((entry) => dealerQualifies(entry));
  if (!qualifying) throw new Error('no hand qualifies');
  const noQualify = qualifying.below;
  const odds = new Map<number, DealerOdds>();
  for (const entry of values) {
    const qualifies = entry.value >= qualifying.value;
    const playerWins = Math.max(0, entry.below - noQualify);
    const ties = qualifies ? entry.count : 0;
    odds.set(entry.value, {
      noQualify,
      playerWins,
      ties,
      playerLoses: HANDS - noQualify - playerWins - ties,
    });
  }
  return odds;
}
