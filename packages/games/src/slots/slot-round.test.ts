import { describe, expect, test } from 'vitest';
import type { FloatSource } from '../fair.ts';
import { RoundInputError } from '../round.ts';
import { compileSlot, type CompiledReel } from './slot-compiled.ts';
import { fixtureConfig } from './slot-test-kit.ts';
import { parseSlotParams, slotMachine, slotStake } from './slot.ts';

const LINES = fixtureConfig({ type: 'lines', lines: [[1, 1, 1, 1, 1]] }, [3, 3, 3, 3, 3]);
const slot = compileSlot(LINES);

/** The first stop whose window shows a scatter (or none) on this reel. */
function stopWith(reel: CompiledReel, scatter: boolean): number {
  const stop = reel.windows[3]!.findIndex((w) => w.includes(slot.scatter) === scatter);
  if (stop < 0) throw new Error('no such stop');
  return stop;
}

/** Floats that land each spin's reels on the given stops. */
function scripted(spins: { reels: readonly CompiledReel[]; stops: number[] }[]): FloatSource {
  const floats = spins.flatMap(({ reels, stops }) =>
    stops.map((stop, r) => (stop + 0.5) / reels[r]!.strip.length),
  );
  return {
    next() {
      const f = floats.shift();
      if (f === undefined) throw new Error('the round drew more floats than scripted');
      return f;
    },
  };
}

const trigger = (reels: readonly CompiledReel[]) => ({
  reels,
  stops: reels.map((reel, r) => stopWith(reel, r < 3)),
});
const blank = (reels: readonly CompiledReel[]) => ({
  reels,
  stops: reels.map((reel) => stopWith(reel, false)),
});

describe('a slot round', () => {
  test('3 scatters trigger free spins, a retrigger adds its award, and the round plays them all', () => {
    const rng = scripted([
      trigger(slot.base),
      trigger(slot.free),
      ...Array.from({ length: 9 }, () => blank(slot.free)),
    ]);
    const round = slotMachine.start(LINES, { stake: 100, buyBonus: false }, rng);
    expect(round.finished).toBe(true);
    expect(round.state.spins.map((s) => s.kind)).toEqual(['base', ...Array(10).fill('free')]);
    expect(round.state.freeSpinsAwarded).toBe(5 + 5);
    expect(round.state.spins[1]!.freeSpins).toBe(5);
    for (const spin of round.state.spins.slice(1)) {
      expect(spin.multiplier).toBe(2);
      expect(spin.pay).toBe(
        2 * (spin.lines.reduce((a, l) => a + l.pay, 0) + (spin.scatter?.pay ?? 0)),
      );
    }
    expect(round.win).toBe(round.state.spins.reduce((a, s) => a + s.win, 0));
    expect(round.state.pay).toBe(round.state.spins.reduce((a, s) => a + s.pay, 0));
  });

  test('a bonus buy costs its price in stakes and plays its free spins without a base spin', () => {
    const rng = scripted(Array.from({ length: 6 }, () => blank(slot.free)));
    const params = parseSlotParams(LINES, { stake: 20, buy_bonus: true });
    const round = slotMachine.start(LINES, params, rng);
    expect(round.stake).toBe(20 * 50);
    expect(slotStake(LINES, params)).toBe(1000);
    expect(round.state.spins).toHaveLength(6);
    expect(round.state.spins.every((s) => s.kind === 'free')).toBe(true);
  });

  test('a spin floors its win once, in minor units', () => {
    const rng = scripted([
      trigger(slot.base),
      ...Array.from({ length: 5 }, () => blank(slot.free)),
    ]);
    const round = slotMachine.start(LINES, { stake: 15, buyBonus: false }, rng);
    for (const spin of round.state.spins) expect(spin.win).toBe(Math.floor((15 * spin.pay) / 100));
  });

  test.each([
    [{ stake: 0 }, 'stake'],
    [{ stake: -5 }, 'stake'],
    [{ stake: 10.5 }, 'stake'],
    [{ stake: 10_001 }, 'stake'],
    [{ stake: 9 }, 'stake'],
    [{ stake: '100' }, 'stake'],
    [{}, 'stake'],
    [{ stake: 100, buy_bonus: 'yes' }, 'buy_bonus'],
    [null, 'body'],
  ])('%j is refused on %s', (input, code) => {
    expect(() => parseSlotParams(LINES, input)).toThrow(RoundInputError);
    expect(() => parseSlotParams(LINES, input)).toThrow(expect.objectContaining({ code }));
  });

  test('a game without a bonus buy refuses one', () => {
    const config = { ...LINES, bonusBuy: null };
    expect(() => parseSlotParams(config, { stake: 100, buy_bonus: true })).toThrow(
      expect.objectContaining({ code: 'buy_bonus' }),
    );
    expect(parseSlotParams(config, { stake: 100 })).toEqual({ stake: 100, buyBonus: false });
  });
});
