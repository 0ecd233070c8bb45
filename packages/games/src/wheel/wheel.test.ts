import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats } from '../fair.ts';
import { WHEEL_RISKS, parseWheelParams, wheelMachine, wheelRtp, wheelSegments } from './wheel.ts';
import { WHEEL_SIZES, WHEEL_TARGETS, wheelConfigFor, wheelEngine } from './wheel-engine.ts';

describe('wheel', () => {
  test('every size, risk and target returns the target to the hundredth, exactly the mean of the segments', () => {
    for (const count of WHEEL_SIZES)
      for (const risk of WHEEL_RISKS)
        for (const target of WHEEL_TARGETS) {
          const segments = wheelSegments(count, risk, target);
          expect(segments).toHaveLength(count);
          const total = segments.reduce((a, b) => a + b, 0);
          expect(total).toBe(Math.floor(target * count * 100));
          const rtp = wheelRtp({ minBet: 10, maxBet: 100, risk, segments });
          expect(rtp).toBe(total / (100 * count));
          expect(target - rtp).toBeLessThan(0.01 / count + 1e-12);
          expect(rtp).toBeLessThanOrEqual(target);
          expect(segments[0]).toBe(Math.max(...segments));
        }
  });

  test('a ten-segment high-risk wheel is one 9.90x segment and nine blanks', () => {
    expect(wheelSegments(10, 'high', 0.99)).toEqual([990, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('sizes outside 10..54 are refused', () => {
    expect(() => wheelSegments(9, 'low', 0.99)).toThrow();
    expect(() => wheelSegments(55, 'low', 0.99)).toThrow();
  });

  test('the config builder covers every size, risk and target from a number', () => {
    const configs = Array.from({ length: 72 }, (_, seed) => wheelConfigFor(seed));
    expect(
      new Set(configs.map((c) => `${c.segments.length}-${c.risk}-${wheelRtp(c).toFixed(2)}`)).size,
    ).toBe(72);
    expect(wheelConfigFor(5)).toEqual(wheelConfigFor(5));
  });

  test('the float picks floor(f · segments)', () => {
    const config = wheelConfigFor(0);
    const round = wheelMachine.start(config, { stake: 300 }, { next: () => 0.05 });
    expect(round.state.segment).toBe(0);
    expect(round.win).toBe(Math.floor((300 * config.segments[0]!) / 100));
  });

  test('10^6 spins of a 54-segment medium wheel return the stated figure within 4 standard deviations', () => {
    const config = wheelConfigFor(11); // 54 segments, medium risk, 99 %
    expect(config.segments).toHaveLength(54);
    const rng = simulationFloats(4);
    const rounds = 1_000_000;
    let won = 0;
    for (let i = 0; i < rounds; i++) won += wheelEngine.simulateRound(config, rng).win;
    const rtp = wheelEngine.rtp(config);
    const second = config.segments.reduce((sum, m) => sum + (m / 100) ** 2, 0) / 54;
    const sd = Math.sqrt(second - rtp ** 2) / Math.sqrt(rounds);
    expect(Math.abs(won / (100 * rounds) - rtp)).toBeLessThan(4 * sd);
  });

  test('a spin replays from its seeds', () => {
    const config = wheelConfigFor(3);
    const seeds = { serverSeed: '0'.repeat(64), clientSeed: 'wheel', nonce: 0 };
    const round = wheelMachine.start(config, { stake: 100 }, fairFloats(seeds));
    expect(wheelMachine.start(config, { stake: 100 }, fairFloats(seeds))).toEqual(round);
    expect(round.state.segment).toBe(Math.floor(fairFloats(seeds).next() * config.segments.length));
  });

  test('the stake is the only parameter', () => {
    const config = wheelConfigFor(0);
    expect(parseWheelParams(config, { stake: 100 })).toEqual({ stake: 100 });
    expect(() => parseWheelParams(config, { stake: 500_001 })).toThrow(
      expect.objectContaining({ code: 'stake' }),
    );
  });
});
