import { describe, expect, test } from 'vitest';
import { fairFloats } from '../fair.ts';
import { slotGameFor } from './slot-catalogue.ts';
import { slotEngine } from './slot-engine.ts';
import { slotFacts } from './slot-test-kit.ts';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };

describe('the slot engine', () => {
  test('a configuration read back from JSON states the same figures and replays the same round', () => {
    const { config } = slotGameFor(slotFacts('engine/json', 'high', { ways: 117_649 }));
    const stored: unknown = JSON.parse(JSON.stringify(config));
    expect(slotEngine.rtp(stored)).toBe(slotEngine.rtp(config));
    expect(slotEngine.hitRate(stored)).toBe(slotEngine.hitRate(config));
    const params = slotEngine.parseParams(stored, { stake: 250 });
    const first = slotEngine.machine.start(config, params, fairFloats(seeds));
    const again = slotEngine.machine.start(stored, params, fairFloats(seeds));
    expect(again).toEqual(first);
    expect(slotEngine.publicState(stored, again.state, true)).toEqual(first.state);
  });

  test('a megaways spin draws each reel height then its stop from the round stream', () => {
    const { config } = slotGameFor(slotFacts('engine/heights', 'medium', { ways: 117_649 }));
    const floats = fairFloats(seeds);
    const round = slotEngine.machine.start(config, { stake: 100, buyBonus: false }, floats);
    const base = (round.state as { spins: { window: string[][] }[] }).spins[0]!;
    const replay = fairFloats(seeds);
    for (const reel of base.window) {
      expect(reel).toHaveLength(2 + Math.floor(replay.next() * 6));
      replay.next();
    }
  });

  test('the stake of a bonus buy includes its price', () => {
    const { config } = slotGameFor(slotFacts('engine/buy', 'very-high', { lines: 20 }));
    const buy = slotEngine.parseParams(config, { stake: 100, buy_bonus: true });
    expect(slotEngine.stakeOf(config, buy)).toBe(100 * config.bonusBuy!.price);
    expect(slotEngine.stakeOf(config, slotEngine.parseParams(config, { stake: 100 }))).toBe(100);
  });

  test('a simulated round stakes 1.00', () => {
    const { config } = slotGameFor(slotFacts('engine/sim', 'low', { lines: 9 }));
    const round = slotEngine.simulateRound(config, fairFloats(seeds));
    expect(round.stake).toBe(100);
    expect(round.win).toBeGreaterThanOrEqual(0);
  });
});
