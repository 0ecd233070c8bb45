import { describe, expect, test } from 'vitest';
import { betSteps, defaultBet, nearestStep, stepBet } from './bet-steps';

describe('betSteps', () => {
  test('the 1-2-5 series between the ends, both ends included', () => {
    expect(betSteps(10, 1000)).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(betSteps(15, 300)).toEqual([15, 20, 50, 100, 200, 300]);
  });

  test('a range of one amount is one step; a maximum under the minimum collapses to it', () => {
    expect(betSteps(100, 100)).toEqual([100]);
    expect(betSteps(100, 50)).toEqual([100]);
  });

  test('fractions of a minor unit never appear', () => {
    for (const step of betSteps(1, 10_000_000)) expect(Number.isInteger(step)).toBe(true);
  });
});

describe('moving through the steps', () => {
  const steps = betSteps(10, 1000);

  test('arrows move one step and stop at the ends', () => {
    expect(stepBet(steps, 50, 1)).toBe(100);
    expect(stepBet(steps, 50, -1)).toBe(20);
    expect(stepBet(steps, 1000, 1)).toBe(1000);
    expect(stepBet(steps, 10, -1)).toBe(10);
  });

  test('a stake between two steps moves from the nearest one', () => {
    expect(nearestStep(steps, 60)).toBe(50);
    expect(stepBet(steps, 60, 1)).toBe(100);
  });

  test('the default stake is about a hundredth of the balance, never under the minimum', () => {
    expect(defaultBet(steps, 10_000)).toBe(100);
    expect(defaultBet(steps, 0)).toBe(10);
    expect(defaultBet(steps, 10_000_000)).toBe(1000);
  });
});
