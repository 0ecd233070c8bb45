import { describe, expect, test } from 'vitest';
import { compileSlot, type CompiledReel, type CompiledSlot } from './slot-compiled.ts';
import type { SlotConfig } from './slot-config.ts';
import { FIXTURE_LINES, FIXTURE_MEGAWAYS, FIXTURE_WAYS } from './slot-test-kit.ts';
import { slotHitRate } from './slot-hit-rate.ts';
import { payWindow } from './slot-pays.ts';
import { bonusBuyRtp, slotReturn, spinExpectation } from './slot-rtp.ts';

/** Every (height, stop) of every reel, weighted: the brute force the closed forms must agree with. */
function enumerate(
  slot: CompiledSlot,
  reels: readonly CompiledReel[],
  visit: (window: (readonly number[])[], weight: number) => void,
) {
  const walk = (r: number, window: (readonly number[])[], weight: number) => {
    if (r === slot.reels) return visit(window, weight);
    const heights = slot.heights[r]!;
    const reel = reels[r]!;
    for (const h of heights)
      for (const cells of reel.windows[h]!)
        walk(r + 1, [...window, cells], weight / (heights.length * reel.strip.length));
  };
  walk(0, [], 1);
}

function bruteForce(config: SlotConfig, kind: 'base' | 'free') {
  const slot = compileSlot(config);
  let pay = 0;
  let freeSpins = 0;
  let hits = 0;
  enumerate(slot, kind === 'base' ? slot.base : slot.free, (window, weight) => {
    const paid = payWindow(slot, window);
    pay += weight * paid.total;
    freeSpins += weight * paid.freeSpins;
    if (paid.total > 0 || paid.freeSpins > 0) hits += weight;
  });
  return { pay, freeSpins, hits };
}

describe('exact slot maths against the enumeration of every stop', () => {
  test.each([
    ['lines', FIXTURE_LINES],
    ['ways', FIXTURE_WAYS],
    ['megaways', FIXTURE_MEGAWAYS],
  ] as const)('%s: expected pay, free spins and hit rate', (_name, config) => {
    const slot = compileSlot(config);
    for (const kind of ['base', 'free'] as const) {
      const exact = spinExpectation(slot, kind === 'base' ? slot.base : slot.free);
      const brute = bruteForce(config, kind);
      expect(exact.pay).toBeCloseTo(brute.pay, 9);
      expect(exact.freeSpins).toBeCloseTo(brute.freeSpins, 12);
    }
    expect(slotHitRate(config)).toBeCloseTo(bruteForce(config, 'base').hits, 10);
  });

  test('a session is the geometric series of retriggers', () => {
    const { base, free, perFreeSpin, round } = slotReturn(FIXTURE_LINES);
    const multiplier = FIXTURE_LINES.freeSpins.multiplier;
    let spins = 0;
    for (let k = 0, awarded = 1; k < 2000; k++, awarded *= free.freeSpins) spins += awarded;
    expect(perFreeSpin).toBeCloseTo(spins * multiplier * free.pay, 6);
    expect(round).toBeCloseTo(base.pay + base.freeSpins * perFreeSpin, 9);
  });

  test('the bonus buy returns the trigger award of sessions for its price', () => {
    const { perFreeSpin } = slotReturn(FIXTURE_WAYS);
    expect(bonusBuyRtp(FIXTURE_WAYS)).toBeCloseTo((6 * perFreeSpin) / 100 / 50, 12);
  });
});
