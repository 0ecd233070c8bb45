import { expect, test } from 'vitest';
import { clampTarget, diceOdds, diceParams, readDiceConfig, readDiceState } from './dice-adapter';

const config = readDiceConfig({ edgeBasisPoints: 100, minBet: 10, maxBet: 5000 });

test('the odds shown before a roll are the engine own: under 50.00 wins 5000 of 10001 rolls at 1.98x', () => {
  const odds = diceOdds(config, 5000, 'under');
  expect(odds.chance).toBeCloseTo(5000 / 10_001, 10);
  expect(odds.multiplier).toBe(198);
  expect(diceOdds(config, 9800, 'over').multiplier).toBe(4950);
});

test('targets are held inside 1.00..98.00 and whole hundredths', () => {
  expect(clampTarget(12.6)).toBe(100);
  expect(clampTarget(99_999)).toBe(9800);
  expect(diceParams(100, 5000.4, 'over')).toEqual({ stake: 100, target: 5000, direction: 'over' });
});

test('a public state is read; anything else is not', () => {
  const state = {
    params: { stake: 100, target: 5000, direction: 'under' },
    roll: 4321,
    multiplier: 198,
    won: true,
  };
  expect(readDiceState(state)).toEqual(state);
  expect(readDiceState({ roll: 10 })).toBeNull();
  expect(readDiceState(null)).toBeNull();
});

test('a configuration without a stake range falls back to defaults rather than breaking', () => {
  expect(readDiceConfig({})).toMatchObject({ edgeBasisPoints: 100, minBet: 10, maxBet: 10_000 });
});
