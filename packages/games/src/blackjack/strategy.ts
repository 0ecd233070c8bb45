import { EMPTY, addValue, dealerStands, type Count } from './hand.ts';

/**
 * Optimal play on the infinite deck, by dynamic programming over hand counts (every draw is independent: a card is
 * worth 2..9 with chance 1/13 each, ten with 4/13, an ace (11) with 1/13).
 *
 * The player's decisions are made after the dealer's peek, so against an ace or ten upcard the dealer's hole card is
 * known not to complete a blackjack and the dealer's final totals are taken on that condition. Splits are exact for
 * the infinite deck: the hands of a split share only the dealer, so the expectation is the sum of the hands', and
 * the number of hands (up to 4, resplitting by the best choice at each pair) is walked as a small chain over
 * (hands waiting for their second card, hands in play). Split aces take one card each and are not resplit.
 */
export const VALUES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const chanceOf = (value: number): number => (value === 10 ? 4 / 13 : 1 / 13);

export const MAX_HANDS = 4;

/** The chance the hole card makes a dealer blackjack behind this upcard. */
export function dealerBlackjackChance(up: number): number {
  if (up === 11) return chanceOf(10);
  if (up === 10) return chanceOf(11);
  return 0;
}

/** Dealer's final totals 17, 18, 19, 20, 21 and bust (index 5), from an upcard, after the peek found no blackjack. */
export function dealerOutcomes(up: number): number[] {
  const memo = new Map<string, number[]>();
  const from = (count: Count): number[] => {
    if (count.total > 21) return [0, 0, 0, 0, 0, 1];
    if (dealerStands(count)) return [17, 18, 19, 20, 21].map((t) => (t === count.total ? 1 : 0));
    const key = `${count.total}:${count.soft}`;
    const known = memo.get(key);
    if (known) return known;
    const dist = [0, 0, 0, 0, 0, 0];
    for (const value of VALUES) {
      const next = from(addValue(count, value));
      for (let i = 0; i < 6; i++) dist[i] = (dist[i] ?? 0) + chanceOf(value) * (next[i] ?? 0);
    }
    memo.set(key, dist);
    return dist;
  };
  const upCount = addValue(EMPTY, up);
  const blackjack = dealerBlackjackChance(up);
  const dist = [0, 0, 0, 0, 0, 0];
  for (const hole of VALUES) {
    if (blackjack > 0 && addValue(upCount, hole).total === 21) continue;
    const next = from(addValue(upCount, hole));
    for (let i = 0; i < 6; i++)
      dist[i] = (dist[i] ?? 0) + (chanceOf(hole) / (1 - blackjack)) * (next[i] ?? 0);
  }
  return dist;
}

export type PlayDecision = 'hit' | 'stand' | 'double' | 'split';

/** An expectation per unit of the hand's first stake: the net result and the total staked (2 after a double). */
export interface Expectation {
  net: number;
  staked: number;
}

export interface Choice extends Expectation {
  action: PlayDecision;
}

/** The optimal play against one upcard. */
export interface UpcardStrategy {
  up: number;
  /** Net of standing on a total (the player's bust is -1). */
  stand(total: number): number;
  /** The best of stand, hit and (on two cards, when allowed) double. */
  best(count: Count, canDouble: boolean): Choice;
  /**
   * Splitting a pair of `value` when `waiting` later hands still wait for their second card and `hands` are in play
   * (the pair's own hand included): the expectation of splitting, and of playing the pair on, over the pair's hand
   * and the waiting ones.
   */
  split(value: number, waiting: number, hands: number): { split: Expectation; play: Expectation };
}

function strategyAgainst(up: number): UpcardStrategy {
  const dealer = dealerOutcomes(up);
  const bust = dealer[5] ?? 0;
  const standMemo = new Map<number, number>();
  const stand = (total: number): number => {
    if (total > 21) return -1;
    const known = standMemo.get(total);
    if (known !== undefined) return known;
    let net = bust;
    for (let i = 0; i < 5; i++) {
      const dealerTotal = 17 + i;
      const chance = dealer[i] ?? 0;
      if (dealerTotal < total) net += chance;
      else if (dealerTotal > total) net -= chance;
    }
    standMemo.set(total, net);
    return net;
  };

  const hitMemo = new Map<string, number>();
  /** Net of the best play from a count after a hit (stand at 21: drawing to 21 never helps). */
  const after = (count: Count): number => {
    if (count.total >= 21) return stand(count.total);
    return Math.max(stand(count.total), hit(count));
  };
  const hit = (count: Count): number => {
    const key = `${count.total}:${count.soft}`;
    const known = hitMemo.get(key);
    if (known !== undefined) return known;
    let net = 0;
    for (const value of VALUES) net += chanceOf(value) * after(addValue(count, value));
    hitMemo.set(key, net);
    return net;
  };
  const double = (count: Count): number => {
    let net = 0;
    for (const value of VALUES) net += chanceOf(value) * stand(addValue(count, value).total);
    return 2 * net;
  };
  const bestMemo: Choice[] = [];
  const best = (count: Count, canDouble: boolean): Choice => {
    const key = count.total * 4 + (count.soft ? 2 : 0) + (canDouble ? 1 : 0);
    const known = bestMemo[key];
    if (known) return known;
    const choice = bestOf(count, canDouble);
    bestMemo[key] = choice;
    return choice;
  };
  const bestOf = (count: Count, canDouble: boolean): Choice => {
    const standing = stand(count.total);
    if (count.total >= 21) return { action: 'stand', net: standing, staked: 1 };
    let choice: Choice = { action: 'stand', net: standing, staked: 1 };
    const hitting = hit(count);
    if (hitting > choice.net) choice = { action: 'hit', net: hitting, staked: 1 };
    if (canDouble) {
      const doubling = double(count);
      if (doubling > choice.net) choice = { action: 'double', net: doubling, staked: 2 };
    }
    return choice;
  };

  const splitMemo: { split: Expectation; play: Expectation }[] = [];
  const split = (value: number, waiting: number, hands: number) => {
    const key = (value * 8 + waiting) * 8 + hands;
    const known = splitMemo[key];
    if (known) return known;
    const seed = addValue(EMPTY, value);
    const pair = best(addValue(seed, value), true);
    let result: { split: Expectation; play: Expectation };
    if (value === 11) {
      // Split aces: one card each, no further play, no resplit (only the first pair can be aces to split).
      let net = 0;
      for (const card of VALUES) net += chanceOf(card) * stand(addValue(seed, card).total);
      result = { split: { net: 2 * net, staked: 2 }, play: pair };
    } else {
      // A hand holding one card of the pair draws its second: another of the value makes a pair again.
      let otherNet = 0;
      let otherStaked = 0;
      for (const card of VALUES) {
        if (card === value) continue;
        const choice = best(addValue(seed, card), true);
        otherNet += chanceOf(card) * choice.net;
        otherStaked += chanceOf(card) * choice.staked;
      }
      const p = chanceOf(value);
      const chain = new Map<string, Expectation>();
      // The expectation of `k` one-card hands still to draw, with `h` hands in play, choosing at each new pair.
      const waitingValue = (k: number, h: number): Expectation => {
        if (k === 0) return { net: 0, staked: 0 };
        const chainKey = `${k}:${h}`;
        const cached = chain.get(chainKey);
        if (cached) return cached;
        const rest = waitingValue(k - 1, h);
        let onPair: Expectation = { net: pair.net + rest.net, staked: pair.staked + rest.staked };
        if (h < MAX_HANDS) {
          const resplit = waitingValue(k + 1, h + 1);
          if (resplit.net > onPair.net) onPair = resplit;
        }
        // The first waiting hand draws: another card leaves the rest waiting; a pair is played on or resplit.
        const expectation = {
          net: otherNet + (1 - p) * rest.net + p * onPair.net,
          staked: otherStaked + (1 - p) * rest.staked + p * onPair.staked,
        };
        chain.set(chainKey, expectation);
        return expectation;
      };
      const rest = waitingValue(waiting, hands);
      result = {
        split:
          hands < MAX_HANDS ? waitingValue(waiting + 2, hands + 1) : { net: -Infinity, staked: 0 },
        play: { net: pair.net + rest.net, staked: pair.staked + rest.staked },
      };
    }
    splitMemo[key] = result;
    return result;
  };

  return { up, stand, best, split };
}

const strategies = new Map<number, UpcardStrategy>();
/** The optimal play against an upcard of blackjack value `up` (2..11), computed once. */
export function strategyFor(up: number): UpcardStrategy {
  let strategy = strategies.get(up);
  if (!strategy) {
    strategy = strategyAgainst(up);
    strategies.set(up, strategy);
  }
  return strategy;
}

/** The best first decision on two cards (a pair may split; hands in play: 1). */
export function firstDecision(up: number, first: number, second: number): Choice {
  const strategy = strategyFor(up);
  const played = strategy.best(addValue(addValue(EMPTY, first), second), true);
  if (first !== second) return played;
  const { split } = strategy.split(first, 0, 1);
  return split.net > played.net ? { action: 'split', ...split } : played;
}

/**
 * The expectation of a round per unit of the first stake under optimal play: blackjack 3:2, the dealer's peek (a
 * dealer blackjack takes only the first stake, and pushes a player's blackjack), insurance declined (on the infinite
 * deck it returns 12/13 of its cost whatever the player holds, so it is never the better play).
 */
export function roundExpectation(): Expectation {
  let net = 0;
  let staked = 0;
  for (const up of VALUES) {
    const dealerBlackjack = dealerBlackjackChance(up);
    for (const first of VALUES) {
      for (const second of VALUES) {
        const chance = chanceOf(up) * chanceOf(first) * chanceOf(second);
        if (first + second === 21) {
          net += chance * (1 - dealerBlackjack) * 1.5;
          staked += chance;
          continue;
        }
        const choice = firstDecision(up, first, second);
        net += chance * (-dealerBlackjack + (1 - dealerBlackjack) * choice.net);
        staked += chance * (dealerBlackjack + (1 - dealerBlackjack) * choice.staked);
      }
    }
  }
  return { net, staked };
}
