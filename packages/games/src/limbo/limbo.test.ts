import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import { limboMachine, limboResult, limboRtp, limboWinChance, parseLimboParams } from './limbo.ts';
import { limboConfigFor, limboEngine } from './limbo-engine.ts';

const config = limboConfigFor();

describe('limbo', () => {
  test.each([
    [0.5, 198],
    [0.99, 100],
    [0.999, 100],
    [0.01, 9900],
    // Float arithmetic, as the spec's verifier does it: 99 / 0.0099 is 10000 on paper, 9999.99... in doubles.
    [0.0099, 9999],
    [0.25, 396],
  ])('a float of %f gives %i hundredths', (float, result) => {
    expect(limboResult(float)).toBe(result);
  });

  test('a float of 0 is read as 2^-32, not a division by zero', () => {
    expect(limboResult(0)).toBe(limboResult(2 ** -32));
    expect(Number.isFinite(limboResult(0))).toBe(true);
  });

  test('the win chance is the count of winning floats on the 2^-32 grid', () => {
    // 2.00x: f ≤ 0.495 wins; 0.495 · 2^32 = 2126008811.52, so k = 0..2126008811.
    expect(limboWinChance(200)).toBe(2_126_008_812 / 2 ** 32);
    const k = limboWinChance(200) * 2 ** 32 - 1;
    expect(limboResult(k / 2 ** 32)).toBeGreaterThanOrEqual(200);
    expect(limboResult((k + 1) / 2 ** 32)).toBeLessThan(200);
  });

  test.each([101, 150, 200, 1000, 10_000, 1_000_000, 100_000_000])(
    'target %i returns 99 percent within target × 2^-32',
    (target) => {
      expect(Math.abs(limboRtp(target) - 0.99)).toBeLessThanOrEqual((target / 100) * 2 ** -32);
    },
  );

  test('the engine states the exact figure at 2.00x', () => {
    expect(limboEngine.rtp(config)).toBe(limboRtp(200));
    expect(limboEngine.hitRate(config)).toBeCloseTo(0.495, 9);
  });

  test('10^6 rounds at 2.00x return the stated figure within 4 standard deviations', () => {
    const rng = simulationFloats(7);
    const rounds = 1_000_000;
    let staked = 0;
    let won = 0;
    for (let i = 0; i < rounds; i++) {
      const round = limboEngine.simulateRound(config, rng);
      staked += round.stake;
      won += round.win;
    }
    const p = limboWinChance(200);
    const sd = (2 * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
    expect(Math.abs(won / staked - limboEngine.rtp(config))).toBeLessThan(4 * sd);
  });

  test('a round replays from its seeds: the result is the transform of the first HMAC float', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'limbo', nonce: 3 };
    const round = limboMachine.start(config, { stake: 100, target: 150 }, fairFloats(seeds));
    const again = limboMachine.start(config, { stake: 100, target: 150 }, fairFloats(seeds));
    expect(again).toEqual(round);
    const bytes = createHmac('sha256', seeds.serverSeed).update('limbo:3:0').digest();
    const float = bytes.readUInt32BE(0) / 2 ** 32;
    expect(round.state.result).toBe(limboResult(float));
    expect(round.win).toBe(round.state.result >= 150 ? 150 : 0);
  });

  test.each([
    [{ stake: 5, target: 200 }, 'stake'],
    [{ stake: 100, target: 100 }, 'target'],
    [{ stake: 100, target: 100_000_001 }, 'target'],
    [{ stake: 100, target: 1.5 }, 'target'],
    ['200', 'body'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parseLimboParams(config, input)).toThrow(expect.objectContaining({ code: field }));
  });
});
