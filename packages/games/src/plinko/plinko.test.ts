import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import { choose } from '../paytable.ts';
import {
  PLINKO_RISKS,
  binWays,
  parsePlinkoParams,
  plinkoMachine,
  plinkoRtp,
  plinkoTable,
} from './plinko.ts';
import { plinkoConfigFor, plinkoEngine } from './plinko-engine.ts';

const config = plinkoConfigFor(0);
const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];

describe('plinko', () => {
  test('bins are binomial: C(rows, k) ways of 2^rows', () => {
    expect(binWays(8)).toEqual([1, 8, 28, 56, 70, 56, 28, 8, 1]);
    expect(binWays(16).reduce((a, b) => a + b, 0)).toBe(2 ** 16);
    expect(choose(16, 8)).toBe(12_870);
  });

  test.each([0, 1, 2, 3, 4, 5])(
    'config %i: every (rows, risk) returns between 97 and 99.5 percent, exactly by the binomial sum',
    (seed) => {
      const tuned = plinkoConfigFor(seed);
      for (const risk of PLINKO_RISKS)
        for (const rows of ROWS) {
          const table = plinkoTable(tuned, rows, risk);
          expect(table).toHaveLength(rows + 1);
          let exact = 0;
          for (let k = 0; k <= rows; k++) exact += choose(rows, k) * table[k]!;
          const rtp = plinkoRtp(tuned, rows, risk);
          expect(rtp).toBe(exact / (100 * 2 ** rows));
          expect(rtp).toBeGreaterThanOrEqual(0.97);
          expect(rtp).toBeLessThanOrEqual(0.995);
        }
    },
  );

  test('tables are symmetric U shapes, steeper with the risk', () => {
    for (const rows of ROWS) {
      const edges = PLINKO_RISKS.map((risk) => plinkoTable(config, rows, risk)[0]!);
      expect(edges[0]!).toBeLessThan(edges[1]!);
      expect(edges[1]!).toBeLessThan(edges[2]!);
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(config, rows, risk);
        expect(table).toEqual([...table].reverse());
        for (let k = 1; k <= rows / 2; k++) expect(table[k]!).toBeLessThanOrEqual(table[k - 1]!);
      }
    }
  });

  test('a float under 0.5 goes left, 0.5 and above right', () => {
    const floats = [0.49, 0.5, 0.1, 0.9, 0.7, 0.2, 0.99, 0];
    let i = 0;
    const round = plinkoMachine.start(
      config,
      { stake: 100, rows: 8, risk: 'high' },
      {
        next: () => floats[i++]!,
      },
    );
    expect(round.state.path).toEqual([0, 1, 0, 1, 1, 0, 1, 0]);
    expect(round.state.bin).toBe(4);
    expect(round.win).toBe(plinkoTable(config, 8, 'high')[4]);
  });

  test('10^6 drops over all choices return the stated figure within 4 standard deviations', () => {
    const rng = simulationFloats(5);
    const rounds = 1_000_000;
    let staked = 0;
    let sum = 0;
    let sumOfSquares = 0;
    for (let i = 0; i < rounds; i++) {
      const round = plinkoEngine.simulateRound(config, rng);
      staked += round.stake;
      sum += round.win / round.stake;
      sumOfSquares += (round.win / round.stake) ** 2;
    }
    // The exact variance of one drop's multiple: the mean over choices of E[m²], less the square of the mean.
    let second = 0;
    for (const risk of PLINKO_RISKS)
      for (const rows of ROWS)
        plinkoTable(config, rows, risk).forEach(
          (m, k) => (second += (binWays(rows)[k]! / 2 ** rows) * (m / 100) ** 2),
        );
    const rtp = plinkoEngine.rtp(config);
    const sd = Math.sqrt(second / 27 - rtp ** 2) / Math.sqrt(rounds);
    expect(Math.abs(sumOfSquares / rounds - second / 27)).toBeLessThan(0.05 * (second / 27));
    expect(Math.abs(sum / rounds - rtp)).toBeLessThan(4 * sd);
    expect(staked).toBe(100 * rounds);
  });

  test('a drop replays from its seeds, one float per row', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'plinko', nonce: 9 };
    const params = { stake: 100, rows: 16, risk: 'medium' as const };
    const round = plinkoMachine.start(config, params, fairFloats(seeds));
    expect(plinkoMachine.start(config, params, fairFloats(seeds))).toEqual(round);
    const floats = fairFloats(seeds);
    expect(round.state.path).toEqual(
      Array.from({ length: 16 }, () => (floats.next() < 0.5 ? 0 : 1)),
    );
  });

  test.each([
    [{ stake: 100, rows: 7, risk: 'low' }, 'rows'],
    [{ stake: 100, rows: 17, risk: 'low' }, 'rows'],
    [{ stake: 100, rows: 8, risk: 'extreme' }, 'risk'],
    [{ stake: 9, rows: 8, risk: 'low' }, 'stake'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parsePlinkoParams(config, input)).toThrow(
      expect.objectContaining({ code: field }),
    );
  });
});
