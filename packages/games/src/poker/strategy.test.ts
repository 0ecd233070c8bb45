import { describe, expect, test } from 'vitest';
import { simulationFloats } from '../fair.ts';
import { cardOf } from './card-text.ts';
import { dealerQualifies, rankHand, rankOf } from './hand.ts';
import { dealerOddsByValue, handValues, HANDS } from './odds.ts';
import { ANTE_BONUS } from './paytable.ts';
import {
  pokerConfigFor,
  pokerEdgePerAnte,
  pokerEngine,
  pokerHitRate,
  pokerRtp,
} from './poker-engine.ts';
import { computeStrategy, pairPlusOdds, playReturnCounts, pokerStrategy } from './strategy.ts';

const config = pokerConfigFor(0);
const valueOf = (...texts: string[]) => rankHand(texts.map(cardOf)).value;

describe('the optimal decision', () => {
  test('a threshold at Q-7-6: the dealer pairs up more often on the infinite deck, so Q-6-4 folds', () => {
    const strategy = pokerStrategy();
    expect(strategy.threshold).toBe(valueOf('Qd', '7h', '6s'));
    const odds = dealerOddsByValue();
    const playReturn = (...texts: string[]) => {
      const hand = rankHand(texts.map(cardOf));
      const dealer = odds.get(hand.value);
      if (!dealer) throw new Error(`no odds for ${texts.join(' ')}`);
      return playReturnCounts(dealer, hand.category).returned;
    };
    // Playing returns more than the one ante a fold gives up at Q-7-6, less at Q-7-5 and Q-6-4.
    expect(playReturn('Qd', '7h', '6s')).toBeGreaterThan(HANDS);
    expect(playReturn('Qd', '7h', '5s')).toBeLessThan(HANDS);
    expect(playReturn('Qd', '6h', '4s')).toBeLessThan(HANDS);
    expect(strategy.played / HANDS).toBeCloseTo(0.6774, 4);
    // No hand is indifferent between play and fold, so the tie rule of the decision never matters.
    for (const entry of handValues()) {
      const dealer = odds.get(entry.value);
      if (!dealer) throw new Error('every value has its odds');
      expect(playReturnCounts(dealer, entry.category).returned).not.toBe(HANDS);
    }
  });

  test('the sums agree with every pair of player and dealer rank patterns compared directly', () => {
    // Each rank sequence is suited in 4 of its 4³ suit sequences: 13³ × 2 patterns a side, weights 4 and 60.
    const size = 13 ** 3 * 2;
    const values = new Int32Array(size);
    const bonuses = new Int32Array(size);
    const weights = new Int32Array(size);
    const qualifies = new Uint8Array(size);
    let n = 0;
    for (let a = 0; a < 13; a++)
      for (let b = 0; b < 13; b++)
        for (let c = 0; c < 13; c++)
          for (const suited of [true, false]) {
            const rank = rankOf(a, b, c, suited);
            values[n] = rank.value;
            bonuses[n] = ANTE_BONUS[rank.category];
            weights[n] = suited ? 4 : 60;
            qualifies[n++] = dealerQualifies(rank) ? 1 : 0;
          }
    let staked = 0;
    let returned = 0;
    let hits = 0;
    for (let p = 0; p < size; p++) {
      const value = values[p] as number;
      const bonus = bonuses[p] as number;
      let playReturned = 0;
      let playHits = 0;
      for (let d = 0; d < size; d++) {
        let multiple = bonus;
        if (!qualifies[d]) multiple += 3;
        else if (value > (values[d] as number)) multiple += 4;
        else if (value === values[d]) multiple += 2;
        playReturned += (weights[d] as number) * multiple;
        if (multiple > 2) playHits += weights[d] as number;
      }
      const weight = weights[p] as number;
      if (playReturned > HANDS) {
        staked += 2 * weight * HANDS;
        returned += weight * playReturned;
        hits += weight * playHits;
      } else staked += weight * HANDS;
    }
    const strategy = pokerStrategy();
    expect({ staked, returned, hits }).toEqual({
      staked: strategy.staked,
      returned: strategy.returned,
      hits: strategy.hits,
    });
  });
});

describe('the stated figures', () => {
  test('the ante game under optimal play', () => {
    const { staked, returned, hits } = pokerStrategy();
    expect(pokerRtp()).toBe(returned / staked);
    expect(pokerRtp()).toBeCloseTo(0.990965, 6);
    expect(pokerEdgePerAnte()).toBeCloseTo(0.015156, 6);
    expect(pokerHitRate()).toBe(hits / HANDS ** 2);
    expect(pokerHitRate()).toBeCloseTo(0.447419, 6);
    expect(pokerEngine.rtp(config)).toBe(pokerRtp());
    expect(pokerEngine.hitRate(config)).toBe(pokerHitRate());
  });

  test('Pair Plus returns 136,832 / 140,608', () => {
    // pair 28,080 × 2 + flush 8,448 × 4 + straight 4,320 × 6 + trips 832 × 11 + straight flush 288 × 41.
    expect(pairPlusOdds().rtp).toBe(136_832 / HANDS);
    expect(pairPlusOdds().hitRate).toBe((28_080 + 8448 + 4320 + 832 + 288) / HANDS);
  });

  test('computed once in well under a second', () => {
    const started = performance.now();
    computeStrategy();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('10^6 rounds of the optimal play return the stated figure', () => {
    const rng = simulationFloats(17);
    const rounds = 1_000_000;
    let staked = 0;
    let won = 0;
    let hits = 0;
    let winSquares = 0;
    let winTimesStake = 0;
    let stakeSquares = 0;
    for (let i = 0; i < rounds; i++) {
      const { stake, win } = pokerEngine.simulateRound(config, rng);
      staked += stake;
      won += win;
      if (win > stake) hits++;
      winSquares += win * win;
      winTimesStake += win * stake;
      stakeSquares += stake * stake;
    }
    // The ratio estimator Σwin / Σstake (a fold stakes one ante, a play two): its spread from the residuals.
    const mean = won / staked;
    const residuals = winSquares - 2 * mean * winTimesStake + mean * mean * stakeSquares;
    const sd = Math.sqrt(residuals / (rounds - 1) / rounds) / (staked / rounds);
    expect(Math.abs(mean - pokerRtp())).toBeLessThan(4 * sd);
    const hitRate = pokerHitRate();
    expect(Math.abs(hits / rounds - hitRate)).toBeLessThan(
      4 * Math.sqrt((hitRate * (1 - hitRate)) / rounds),
    );
  });

  test('10^6 Pair Plus hands pay as often as stated', () => {
    const rng = simulationFloats(5);
    const rounds = 1_000_000;
    let staked = 0;
    let won = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const start = pokerEngine.machine.start(config, { ante: 10, pairPlus: 10 }, rng);
      const pairPlus = (start.state as { wins: { pair_plus: number } }).wins.pair_plus / 10;
      staked += 1;
      won += pairPlus;
      squares += pairPlus ** 2;
    }
    const mean = won / staked;
    const sd = Math.sqrt((squares / rounds - mean ** 2) / rounds);
    expect(Math.abs(mean - pairPlusOdds().rtp)).toBeLessThan(4 * sd);
  });
});
