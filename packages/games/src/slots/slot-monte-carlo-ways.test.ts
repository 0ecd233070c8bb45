import { expect, test } from 'vitest';
import { measureSlot, slotFacts } from './slot-test-kit.ts';

test.each([
  [slotFacts('mc/ways-243', 'low-medium', { ways: 243 }), 3],
  [slotFacts('mc/megaways-high', 'high', { ways: 117_649 }), 4],
])('10^6 rounds of %o return the exact RTP within 5 standard errors', (facts, seed) => {
  const { mean, standardError, rtp } = measureSlot(facts, 1_000_000, seed);
  expect(Math.abs(mean - rtp)).toBeLessThan(5 * standardError);
  expect(standardError).toBeLessThan(0.05);
});
