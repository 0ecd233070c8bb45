import { describe, expect, test } from 'vitest';
import {
  chiSquareCdf,
  chiSquareQuantile,
  chiSquareUniform,
  logGamma,
  meanInterval,
  normalCdf,
  normalQuantile,
  runsTest,
  serialCorrelation,
} from './stats.ts';

describe('statistics helpers', () => {
  test('ln Γ matches factorials and Γ(1/2) = √π', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(6)).toBeCloseTo(Math.log(120), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  // Values from the standard normal table.
  test.each([
    [0.975, 1.959964],
    [0.99, 2.326348],
    [0.995, 2.575829],
    [0.5, 0],
    [0.01, -2.326348],
  ])('the normal quantile of %f is %f', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 5);
  });

  test('Φ(1.96) is 0.975', () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
  });

  // Values from the chi-square table (NIST/SEMATECH e-Handbook 1.3.6.7.4).
  test.each([
    [0.99, 1, 6.635],
    [0.99, 2, 9.21],
    [0.99, 9, 21.666],
    [0.99, 30, 50.892],
    [0.99, 99, 134.642],
    [0.95, 10, 18.307],
    [0.01, 10, 2.558],
  ])('the chi-square quantile %f with %i degrees of freedom is %f', (p, df, x) => {
    expect(chiSquareQuantile(p, df)).toBeCloseTo(x, 2);
    expect(chiSquareCdf(x, df)).toBeCloseTo(p, 3);
  });

  test('chi-square of perfectly even counts is 0, of a lopsided pair large', () => {
    expect(chiSquareUniform([10, 10, 10, 10])).toEqual({ statistic: 0, df: 3 });
    expect(chiSquareUniform([30, 10]).statistic).toBe(10);
  });

  test('runs: an alternating sequence has too many runs, a sorted one too few', () => {
    const alternating = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 0.1 : 0.9));
    const sorted = Array.from({ length: 100 }, (_, i) => i / 100);
    expect(runsTest(alternating).runs).toBe(100);
    expect(runsTest(alternating).z).toBeGreaterThan(9);
    expect(runsTest(sorted).runs).toBe(2);
    expect(runsTest(sorted).z).toBeLessThan(-9);
  });

  test('serial correlation of a smooth ramp is near 1, of an alternating sequence near -1', () => {
    const ramp = Array.from({ length: 1000 }, (_, i) => i);
    const alternating = Array.from({ length: 1000 }, (_, i) => i % 2);
    expect(serialCorrelation(ramp).r).toBeGreaterThan(0.99);
    expect(serialCorrelation(alternating).r).toBeLessThan(-0.99);
  });

  test('the interval of the mean uses the sample variance', () => {
    // Values 0 and 2, half each: mean 1, variance 1 (n − 1 = 3).
    const { mean, halfWidth } = meanInterval(4, 8, 4);
    expect(mean).toBe(1);
    expect(halfWidth).toBeCloseTo(2.575829 * Math.sqrt(4 / 3 / 4), 5);
  });
});
