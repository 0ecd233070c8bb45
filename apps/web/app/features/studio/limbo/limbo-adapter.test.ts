import { expect, test } from 'vitest';
import { limboWinChance } from '@casino/games/limbo/limbo';
import {
  clampLimboTarget,
  limboChance,
  limboCounter,
  limboParams,
  parseMultiplierInput,
  readLimboState,
} from './limbo-adapter';

test('the chance shown is the engine exact one, about 0.99 / target', () => {
  expect(limboChance(200)).toBe(limboWinChance(200));
  expect(limboChance(200)).toBeCloseTo(0.495, 4);
});

test('typed targets become hundredths, held inside 1.01x..1,000,000x', () => {
  expect(parseMultiplierInput('2.5')).toBe(250);
  expect(parseMultiplierInput('2,50×')).toBe(250);
  expect(parseMultiplierInput('abc')).toBeNull();
  expect(clampLimboTarget(50)).toBe(101);
  expect(clampLimboTarget(1e12)).toBe(100_000_000);
  expect(limboParams(10, 199.6)).toEqual({ stake: 10, target: 200 });
});

test('the counter climbs from 1.00x and ends exactly on the result', () => {
  expect(limboCounter(5000, 0)).toBe(100);
  expect(limboCounter(5000, 1)).toBe(5000);
  const half = limboCounter(5000, 0.5);
  expect(half).toBeGreaterThan(100);
  expect(half).toBeLessThan(5000);
  expect(limboCounter(100, 0.5)).toBe(100);
});

test('a state is read by its result and target', () => {
  expect(readLimboState({ params: { stake: 10, target: 200 }, result: 350, won: true })).toEqual({
    stake: 10,
    target: 200,
    result: 350,
    won: true,
  });
  expect(readLimboState({ params: { stake: 10, target: 200 }, result: 150 })?.won).toBe(false);
  expect(readLimboState({ params: { stake: 10 } })).toBeNull();
});
