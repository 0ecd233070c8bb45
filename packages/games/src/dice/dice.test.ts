import { describe, expect, test } from 'vitest';
import { simulationFloats } from '../fair.ts';
import { diceMachine, diceMultiplier, parseDiceParams, type DiceConfig } from './dice.ts';
import { diceEngine } from './dice-engine.ts';

const config: DiceConfig = { edgeBasisPoints: 100, minBet: 10, maxBet: 100_000 };

describe('dice', () => {
  test.each([
    [5000, 'under', 198],
    [5000, 'over', 198],
    [100, 'under', 9900],
    [9800, 'over', 4950],
  ] as const)('target %i %s pays %i hundredths', (target, direction, multiplier) => {
    expect(diceMultiplier(config, { target, direction })).toBe(multiplier);
  });

  test('a roll of exactly the target loses both ways', () => {
    const rng = { next: () => 5000 / 10_001 + 1e-9 };
    const round = diceMachine.start(config, { stake: 100, target: 5000, direction: 'under' }, rng);
    expect(round.state.roll).toBe(5000);
    expect(round.win).toBe(0);
  });

  test('the stated return is within the floor of 99 %', () => {
    expect(diceEngine.rtp(config)).toBeGreaterThan(0.985);
    expect(diceEngine.rtp(config)).toBeLessThanOrEqual(0.99);
  });

  test('10^6 rounds under 50 return 99 % within 4 standard deviations', () => {
    const rng = simulationFloats(42);
    const params = { stake: 100, target: 5000, direction: 'under' as const };
    const rounds = 1_000_000;
    let won = 0;
    for (let i = 0; i < rounds; i++) won += diceMachine.start(config, params, rng).win;
    const p = 5000 / 10_001;
    const payout = 1.98;
    const sd = (Math.sqrt(p * (1 - p)) * payout) / Math.sqrt(rounds);
    expect(Math.abs(won / (rounds * 100) - p * payout)).toBeLessThan(4 * sd);
  });

  test.each([
    [{ stake: 0, target: 5000, direction: 'under' }, 'stake'],
    [{ stake: -5, target: 5000, direction: 'under' }, 'stake'],
    [{ stake: 10.5, target: 5000, direction: 'under' }, 'stake'],
    [{ stake: 100, target: 99, direction: 'under' }, 'target'],
    [{ stake: 100, target: 5000, direction: 'sideways' }, 'direction'],
  ])('%j is refused on %s', (input, field) => {
    expect(() => parseDiceParams(config, input)).toThrow(expect.objectContaining({ code: field }));
  });
});
