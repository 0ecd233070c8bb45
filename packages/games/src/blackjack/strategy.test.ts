import { describe, expect, test } from 'vitest';
import { floatOfCard } from '../cards.ts';
import { simulationFloats, type FloatSource } from '../fair.ts';
import { blackjackMachine } from './blackjack.ts';
import {
  blackjackEdge,
  blackjackEngine,
  blackjackRtp,
  settleAbandonedHand,
} from './blackjack-engine.ts';
import { dealerOutcomes, firstDecision, roundExpectation } from './strategy.ts';

const config = { minBet: 10, maxBet: 100_000 };
const A = 11;

describe('optimal play on the infinite deck', () => {
  // The familiar multi-deck S17 DAS chart, where its calls are clear.
  test.each([
    [10, 10, 6, 'hit'],
    [4, 10, 2, 'stand'],
    [2, 10, 2, 'hit'],
    [10, 6, 5, 'double'],
    [A, 6, 5, 'hit'],
    [9, 5, 5, 'double'],
    [10, 5, 5, 'hit'],
    [3, 5, 4, 'double'],
    [2, 5, 4, 'hit'],
    [9, A, 7, 'hit'],
    [2, A, 7, 'stand'],
    [6, A, 7, 'double'],
    [6, A, 2, 'double'],
    [5, A, 2, 'hit'],
    [10, 8, 8, 'split'],
    [A, 8, 8, 'split'],
    [6, 10, 10, 'stand'],
    [7, 9, 9, 'stand'],
    [8, 9, 9, 'split'],
    [5, 4, 4, 'split'],
    [7, 4, 4, 'hit'],
    [2, 2, 2, 'split'],
    [10, A, A, 'split'],
    [7, 6, 6, 'hit'],
    [6, 6, 6, 'split'],
    [10, 10, 7, 'stand'],
    [7, 10, 6, 'hit'],
  ] as const)('against %i, %i and %i: %s', (up, first, second, action) => {
    expect(firstDecision(up, first, second).action).toBe(action);
  });

  test.each([
    [2, 0.3536],
    [4, 0.3945],
    [6, 0.4232],
    [7, 0.2623],
    [10, 0.2298],
    [A, 0.1665],
  ])('the dealer showing %i busts %f of the time (S17, after the peek)', (up, bust) => {
    const outcomes = dealerOutcomes(up);
    expect(outcomes[5]).toBeCloseTo(bust, 4);
    expect(outcomes.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 14);
  });

  test('the exact expectation: -0.512 % per first stake, 99.548 % of everything staked', () => {
    const { net, staked } = roundExpectation();
    expect(net).toBeCloseTo(-0.0051173, 7);
    expect(staked).toBeCloseTo(1.1317859, 7);
    expect(blackjackEdge()).toBeCloseTo(0.0051173, 7);
    expect(blackjackRtp()).toBeCloseTo(0.9954785, 7);
    expect(blackjackEngine.rtp(config)).toBe(blackjackRtp());
    expect(blackjackEngine.hitRate(config)).toBeCloseTo(0.433033, 6);
  });

  test('10^6 rounds of optimal play return the stated figure and hit rate within 4 standard deviations', () => {
    const rng = simulationFloats(2024);
    const rounds = 1_000_000;
    const rtp = blackjackRtp();
    const hitRate = blackjackEngine.hitRate(config);
    let staked = 0;
    let won = 0;
    let hits = 0;
    // The ratio estimator: Σ(win - rtp × stake) has mean 0; its spread comes from the rounds themselves.
    let deviation = 0;
    let squares = 0;
    for (let i = 0; i < rounds; i++) {
      const round = blackjackEngine.simulateRound(config, rng);
      staked += round.stake;
      won += round.win;
      if (round.win > round.stake) hits++;
      const d = (round.win - rtp * round.stake) / 100;
      deviation += d;
      squares += d * d;
    }
    const meanStake = staked / rounds / 100;
    const sd =
      Math.sqrt(squares / rounds - (deviation / rounds) ** 2) / Math.sqrt(rounds) / meanStake;
    expect(Math.abs(won / staked - rtp)).toBeLessThan(4 * sd);
    expect(Math.abs(hits / rounds - hitRate)).toBeLessThan(
      4 * Math.sqrt((hitRate * (1 - hitRate)) / rounds),
    );
  });

  // Splits are where a chain of hands could go wrong: play a fixed deal on with random cards and compare the
  // measured net per first stake with the expectation the strategy chose by.
  test.each([
    [6, 8, 8],
    [10, 8, 8],
    [5, 2, 2],
    [8, 9, 9],
    [4, 11, 11],
  ])(
    'dealt %i against %i and %i, 5 x 10^4 rounds match the expectation of the best play',
    (up, first, second) => {
      const index = (value: number) => (value === 11 ? 48 : (value - 2) * 4);
      const { net: expected, action } = firstDecision(up, first, second);
      expect(action).toBe('split');
      const random = simulationFloats(up * 100 + first);
      const rounds = 50_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        // Player, dealer up, player, then a hole card that is not a blackjack (the expectation is after the peek).
        const deal = [first, up, second].map((value) => floatOfCard(index(value)));
        let hole = random.next();
        while ((up === 11 && hole >= 32 / 52 && hole < 48 / 52) || (up === 10 && hole >= 48 / 52))
          hole = random.next();
        deal.push(hole);
        const rng: FloatSource = { next: () => deal.shift() ?? random.next() };
        const start = blackjackMachine.start(config, { stake: 100 }, rng);
        const step = settleAbandonedHand(config, start.state, rng);
        const net = (step.win - step.stake) / 100;
        sum += net;
        squares += net * net;
      }
      const mean = sum / rounds;
      const sd = Math.sqrt((squares / rounds - mean ** 2) / rounds);
      expect(Math.abs(mean - expected)).toBeLessThan(4 * sd);
    },
  );
});
