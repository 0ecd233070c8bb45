import { EMPTY, addValue, type Count } from './hand.ts';
import {
  VALUES,
  chanceOf,
  dealerBlackjackChance,
  dealerOutcomes,
  firstDecision,
  strategyFor,
  type UpcardStrategy,
} from './strategy.ts';

/**
 * The exact chance that a round under optimal play returns more than it staked (a push is not a win). Given the
 * dealer's final total the player's hands are independent (infinite deck), so for each dealer outcome the hands'
 * net results, in units of the first stake (-8..8 over up to 4 doubled hands), are convolved.
 */
const SPAN = 8;
type Dist = number[];

const zero = (): Dist => Array.from({ length: 2 * SPAN + 1 }, () => 0);
const unit = (net: number): Dist => {
  const dist = zero();
  dist[net + SPAN] = 1;
  return dist;
};

function convolve(a: Dist, b: Dist): Dist {
  const out = zero();
  a.forEach((pa, i) => {
    if (pa === 0) return;
    b.forEach((pb, j) => {
      const k = i + j - SPAN;
      if (pb !== 0 && k >= 0 && k < out.length) out[k] = (out[k] ?? 0) + pa * pb;
    });
  });
  return out;
}

function addScaled(into: Dist, dist: Dist, scale: number): void {
  dist.forEach((p, i) => (into[i] = (into[i] ?? 0) + scale * p));
}

/** The hands' net distribution against one dealer outcome (17..21, or 22 for a bust). */
function handsAgainst(strategy: UpcardStrategy, dealerTotal: number) {
  const compare = (total: number) =>
    total > 21 ? -1 : dealerTotal > 21 || total > dealerTotal ? 1 : total === dealerTotal ? 0 : -1;
  const memo = new Map<string, Dist>();
  const hand = (count: Count, canDouble: boolean): Dist => {
    const key = `${count.total}:${count.soft}:${canDouble}`;
    const known = memo.get(key);
    if (known) return known;
    const action = count.total > 21 ? 'stand' : strategy.best(count, canDouble).action;
    let dist: Dist;
    if (action === 'stand') dist = unit(compare(count.total));
    else {
      dist = zero();
      for (const value of VALUES) {
        const next = addValue(count, value);
        addScaled(
          dist,
          action === 'double' ? unit(2 * compare(next.total)) : hand(next, false),
          chanceOf(value),
        );
      }
    }
    memo.set(key, dist);
    return dist;
  };
  /** The `waiting` one-card hands of a split of `value` with `hands` in play, resplitting as the strategy does. */
  const waitingMemo = new Map<number, Dist>();
  const waiting = (value: number, k: number, h: number): Dist => {
    if (k === 0) return unit(0);
    const key = (value * 8 + k) * 8 + h;
    const known = waitingMemo.get(key);
    if (known) return known;
    const seed = addValue(EMPTY, value);
    const rest = waiting(value, k - 1, h);
    const dist = zero();
    for (const card of VALUES) {
      if (card === value) continue;
      addScaled(dist, convolve(hand(addValue(seed, card), true), rest), chanceOf(card));
    }
    const { split, play } = strategy.split(value, k - 1, h);
    const onPair =
      split.net > play.net
        ? waiting(value, k + 1, h + 1)
        : convolve(hand(addValue(seed, value), true), rest);
    addScaled(dist, onPair, chanceOf(value));
    waitingMemo.set(key, dist);
    return dist;
  };
  const splitAces = (): Dist => {
    const one = zero();
    for (const card of VALUES)
      addScaled(one, unit(compare(addValue(addValue(EMPTY, 11), card).total)), chanceOf(card));
    return convolve(one, one);
  };
  return { hand, waiting, splitAces };
}

const winning = (dist: Dist) => dist.reduce((sum, p, i) => (i > SPAN ? sum + p : sum), 0);

let known: number | null = null;
export function winChance(): number {
  if (known !== null) return known;
  let chance = 0;
  for (const up of VALUES) {
    const strategy = strategyFor(up);
    const dealer = dealerOutcomes(up);
    const blackjack = dealerBlackjackChance(up);
    const against = dealer.map((_, i) => handsAgainst(strategy, 17 + i));
    for (const first of VALUES) {
      for (const second of VALUES) {
        const chance2 = chanceOf(up) * chanceOf(first) * chanceOf(second);
        if (first + second === 21) {
          chance += chance2 * (1 - blackjack);
          continue;
        }
        const decision = firstDecision(up, first, second);
        let wins = 0;
        against.forEach((hands, i) => {
          const dist =
            decision.action !== 'split'
              ? hands.hand(addValue(addValue(EMPTY, first), second), true)
              : first === 11
                ? hands.splitAces()
                : hands.waiting(first, 2, 2);
          wins += (dealer[i] ?? 0) * winning(dist);
        });
        chance += chance2 * (1 - blackjack) * wins;
      }
    }
  }
  known = chance;
  return chance;
}
