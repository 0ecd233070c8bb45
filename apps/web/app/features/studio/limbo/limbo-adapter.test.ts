import { expect, test } from 'vitest';
import {
  clampLimboTarget,
  limboChance,
  limboCounter,
  parseMultiplierInput,
  readLimboConfig,
  readLimboState,
} from './limbo-adapter';

const config = readLimboConfig({
  edgeBasisPoints: 100,
  minBet: 10,
  maxBet: 1000,
  maxMultiplier: 100_000,
});

test('the chance of reaching a target is (1 - edge) / target', () => {
  expect(limboChance(config, 200)).toBeCloseTo(0.495, 10);
  expect(limboChance(config, 101)).toBeCloseTo(0.99 / 1.01, 10);
});

test('typed targets become hundredths, held inside the range', () => {
  expect(parseMultiplierInput('2.5')).toBe(250);
  expect(parseMultiplierInput('2,50×')).toBe(250);
  expect(parseMultiplierInput('abc')).toBeNull();
  expect(clampLimboTarget(config, 50)).toBe(101);
  expect(clampLimboTarget(config, 10_000_000)).toBe(100_000);
});

test('the counter climbs from 1.00x and ends exactly on the result', () => {
  expect(limboCounter(5000, 0)).toBe(100);
  expect(limboCounter(5000, 1)).toBe(5000);
  const half = limboCounter(5000, 0.5);
  expect(half).toBeGreaterThan(100);
  expect(half).toBeLessThan(5000);
  expect(limboCounter(100, 0.5)).toBe(100);
});

test('a state is read by its result and target; the win follows from them when not stated', () => {
  expect(readLimboState({ params: { stake: 10, target: 200 }, result: 350 })).toEqual({
    stake: 10,
    target: 200,
    result: 350,
    won: true,
  });
  expect(readLimboState({ params: { stake: 10, target: 200 }, result: 150, won: false })?.won).toBe(
    false,
  );
  expect(readLimboState({ params: { stake: 10 } })).toBeNull();
});
