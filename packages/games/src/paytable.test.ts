import { describe, expect, test } from 'vitest';
import { choose, paytableHitRate, paytableRtp, tunePaytable } from './paytable.ts';

describe('paytables', () => {
  test('n choose k', () => {
    expect(choose(5, 2)).toBe(10);
    expect(choose(40, 10)).toBe(847_660_528);
    expect(choose(25, 0)).toBe(1);
    expect(choose(3, 4)).toBe(0);
  });

  test('the return and hit rate of a coin that pays 1.98x on heads', () => {
    expect(paytableRtp([1, 1], 2, [0, 198])).toBe(0.99);
    expect(paytableHitRate([1, 1], 2, [0, 198])).toBe(0.5);
    expect(paytableHitRate([1, 1], 2, [50, 198], 100)).toBe(0.5);
  });

  test('tuning finds the largest table of the shape that does not pass the target', () => {
    // Three outcomes, 1:2:1, shaped 4:0:4 with a floor of 0.20x in the middle.
    const table = tunePaytable([1, 2, 1], 4, [4, 0, 4], [0, 20, 0], 0.97);
    expect(table[1]).toBe(20);
    expect(table[0]).toBe(table[2]);
    expect(paytableRtp([1, 2, 1], 4, table)).toBeLessThanOrEqual(0.97);
    // One hundredth more on each side would pass it.
    expect(paytableRtp([1, 2, 1], 4, [table[0]! + 1, 20, table[2]! + 1])).toBeGreaterThan(0.97);
  });

  test('a floor that already returns more than the target is refused', () => {
    expect(() => tunePaytable([1, 1], 2, [1, 1], [100, 100], 0.99)).toThrow();
  });
});
