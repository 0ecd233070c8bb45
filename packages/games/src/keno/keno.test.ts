import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import { choose } from '../paytable.ts';
import {
  KENO_DRAWS,
  KENO_RISKS,
  drawKeno,
  hitWays,
  kenoMachine,
  kenoRtp,
  kenoTable,
  parseKenoParams,
} from './keno.ts';
import { KENO_CHOICES, kenoConfigFor, kenoEngine } from './keno-engine.ts';

const config = kenoConfigFor(0);
const PICKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('keno', () => {
  test('hits are hypergeometric: the ways of each count add up to C(40, 10)', () => {
    expect(KENO_DRAWS).toBe(847_660_528);
    for (const picks of PICKS) expect(hitWays(picks).reduce((a, b) => a + b, 0)).toBe(KENO_DRAWS);
    // One mark: drawn in 10 of 40.
    expect(hitWays(1)[1]! / KENO_DRAWS).toBe(0.25);
    // Ten marks, all drawn: 1 draw of C(40, 10).
    expect(hitWays(10)[10]).toBe(1);
  });

  test.each([0, 1, 2, 3, 4, 5])(
    'config %i: every (picks, risk) returns between 95 and 99 percent, exactly by the hypergeometric sum',
    (seed) => {
      const tuned = kenoConfigFor(seed);
      for (const risk of KENO_RISKS)
        for (const picks of PICKS) {
          const table = kenoTable(tuned, picks, risk);
          expect(table).toHaveLength(picks + 1);
          let exact = 0;
          for (let h = 0; h <= picks; h++)
            exact += choose(picks, h) * choose(40 - picks, 10 - h) * table[h]!;
          const rtp = kenoRtp(tuned, picks, risk);
          expect(rtp).toBe(exact / (100 * choose(40, 10)));
          expect(rtp).toBeGreaterThanOrEqual(0.95);
          expect(rtp).toBeLessThanOrEqual(0.99);
          for (let h = 1; h <= picks; h++) expect(table[h]!).toBeGreaterThanOrEqual(table[h - 1]!);
        }
    },
  );

  test('the draw takes 10 distinct numbers from the shrinking range', () => {
    expect(drawKeno({ next: () => 0 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawKeno({ next: () => 0.9999 })).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    const drawn = drawKeno(simulationFloats(1));
    expect(new Set(drawn).size).toBe(10);
  });

  test('a round pays the table for its hits', () => {
    const round = kenoMachine.start(
      config,
      { stake: 200, numbers: [1, 2, 3, 39, 40], risk: 'medium' },
      { next: () => 0 },
    );
    expect(round.state.hits).toEqual([1, 2, 3]);
    expect(round.win).toBe(Math.floor((200 * kenoTable(config, 5, 'medium')[3]!) / 100));
  });

  test('10^6 rounds over all choices return the stated figure within 4 standard deviations', () => {
    const rng = simulationFloats(21);
    const rounds = 1_000_000;
    let sum = 0;
    for (let i = 0; i < rounds; i++) {
      const round = kenoEngine.simulateRound(config, rng);
      sum += round.win / round.stake;
    }
    let second = 0;
    for (const { picks, risk } of KENO_CHOICES)
      kenoTable(config, picks, risk).forEach(
        (m, h) => (second += (hitWays(picks)[h]! / KENO_DRAWS) * (m / 100) ** 2),
      );
    second /= KENO_CHOICES.length;
    const rtp = kenoEngine.rtp(config);
    const sd = Math.sqrt(second - rtp ** 2) / Math.sqrt(rounds);
    expect(Math.abs(sum / rounds - rtp)).toBeLessThan(4 * sd);
  });

  test('a round replays from its seeds: the draw is the first 10 floats', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'keno', nonce: 2 };
    const params = { stake: 100, numbers: [5, 10, 15, 20], risk: 'low' as const };
    const round = kenoMachine.start(config, params, fairFloats(seeds));
    expect(kenoMachine.start(config, params, fairFloats(seeds))).toEqual(round);
    expect(round.state.drawn).toEqual(drawKeno(fairFloats(seeds)));
  });

  test.each([
    [{ stake: 100, numbers: [], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [1, 1], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [0], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [41], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [1.5], risk: 'low' }, 'numbers'],
    [{ stake: 100, numbers: [1], risk: 'classic' }, 'risk'],
    [{ stake: 0, numbers: [1], risk: 'low' }, 'stake'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parseKenoParams(config, input)).toThrow(expect.objectContaining({ code: field }));
  });
});
