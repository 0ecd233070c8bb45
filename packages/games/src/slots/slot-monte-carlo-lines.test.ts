import { expect, test } from 'vitest';
import { measureSlot, slotFacts } from './slot-test-kit.ts';

test.each([
  [slotFacts('mc/lines-medium', 'medium', { lines: 20 }), 1],
  [slotFacts('mc/lines-very-high', 'very-high', { lines: 10 }), 2],
])('10^6 rounds of %o return the exact RTP within 5 standard errors', (facts, seed) => {
  const { mean, standardError, rtp } = measureSlot(facts, 1_000_000, seed);
  expect(Math.abs(mean - rtp)).toBeLessThan(5 * standardError);
  // A very-high volatility round's return has a standard deviation of tens of stakes: the check stays meaningful.
  expect(standardError).toBeLessThan(0.05);
});
