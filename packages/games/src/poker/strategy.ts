import type { Card } from '../cards.ts';
import { CATEGORIES, rankHand, type HandCategory } from './hand.ts';
import { categoryCounts, dealerOddsByValue, handValues, HANDS, type DealerOdds } from './odds.ts';
import { ANTE_BONUS, PAIR_PLUS } from './paytable.ts';

/**
 * What playing a hand returns per unit of ante, stakes included, over the dealer's hands (counts out of 52³): a
 * non-qualifying dealer returns ante 2 + play 1, a win 2 + 2, a tie 1 + 1, a loss nothing; the ante bonus on top.
 */
export function playReturnCounts(
  odds: DealerOdds,
  category: HandCategory,
): { returned: number; hits: number } {
  const bonus = ANTE_BONUS[category];
  const outcomes = [
    [odds.noQualify, 3 + bonus],
    [odds.playerWins, 4 + bonus],
    [odds.ties, 2 + bonus],
    [odds.playerLoses, bonus],
  ] as const;
  let returned = 0;
  let hits = 0;
  // A hit returns more than the 2 antes staked.
  for (const [count, multiple] of outcomes) {
    returned += count * multiple;
    if (multiple > 2) hits += count;
  }
  return { returned, hits };
}

export interface PokerStrategy {
  /** The hand values the optimal player plays; every other hand folds. */
  plays: ReadonlySet<number>;
  /** The weakest hand value played: the decision is a threshold (every stronger hand plays too). */
  threshold: number;
  /** Out of 52³ × 52³ (player hand × dealer hand): the antes staked, the play bets, the return, the hits. */
  staked: number;
  returned: number;
  hits: number;
  /** Out of 52³: hands played. */
  played: number;
}

/**
 * The optimal decision for each hand value and the whole-round sums, exact: a hand is played when its expected
 * return beats a fold's by net, i.e. when playing returns more than one ante (play nets return - 2 antes, a fold
 * nets -1). Equal expectations would fold (none occur).
 */
export function computeStrategy(): PokerStrategy {
  const values = handValues();
  const odds = dealerOddsByValue(values);
  const plays = new Set<number>();
  let staked = 0;
  let returned = 0;
  let hits = 0;
  let played = 0;
  for (const entry of values) {
    const play = playReturnCounts(odds.get(entry.value) as DealerOdds, entry.category);
    if (play.returned > HANDS) {
      plays.add(entry.value);
      played += entry.count;
      staked += 2 * entry.count * HANDS;
      returned += entry.count * play.returned;
      hits += entry.count * play.hits;
    } else staked += entry.count * HANDS;
  }
  const threshold = Math.min(...plays);
  for (const entry of values)
    if (entry.value >= threshold !== plays.has(entry.value))
      throw new Error('the optimal decision is not a threshold');
  return { plays, threshold, staked, returned, hits, played };
}

let strategy: PokerStrategy | null = null;
/** The optimal strategy, computed once (a few milliseconds) and kept: it does not depend on the table's limits. */
export function pokerStrategy(): PokerStrategy {
  strategy ??= computeStrategy();
  return strategy;
}

/** Whether the optimal player plays these three cards. */
export function shouldPlay(cards: readonly Card[]): boolean {
  return pokerStrategy().plays.has(rankHand(cards).value);
}

/** Pair Plus on its own: the exact return per unit staked and the chance it pays, from the category counts. */
export function pairPlusOdds(): { rtp: number; hitRate: number } {
  const counts = categoryCounts();
  let returned = 0;
  let hits = 0;
  for (const category of CATEGORIES) {
    const pays = PAIR_PLUS[category];
    if (pays === 0) continue;
    returned += counts[category] * (pays + 1);
    hits += counts[category];
  }
  return { rtp: returned / HANDS, hitRate: hits / HANDS };
}
