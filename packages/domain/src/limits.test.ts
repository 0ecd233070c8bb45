import { describe, expect, test } from 'vitest';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  anyLimitReached,
  isLimitReached,
  isLimitType,
} from './limits.ts';

const limit = (type: string, amount: number, current: number, currency = 'EUR') => ({
  type,
  accounts: [{ currency, amount_cents: amount, current_value_amount_cents: current }],
});

describe('spec 01 section 4: a limit is reached when amount - |current| <= 0', () => {
  test.each([
    ['deposit', 10_000, 9_999, false],
    ['deposit', 10_000, 10_000, true],
    ['deposit', 10_000, 10_001, true],
    ['loss', 10_000, -10_000, true],
    ['loss', 10_000, -9_999, false],
    ['wager', 0, 0, true],
    ['session', 3_600, 0, false],
    ['selfexclusion', 1, 0, false],
  ])('%s of %i with current %i -> %s', (type, amount, current, reached) => {
    expect(isLimitReached(limit(type, amount, current), 'EUR')).toBe(reached);
  });

  test('a cooling-off limit always counts as reached', () => {
    expect(isLimitReached(limit('coolingoff', 10_000, 0), 'EUR')).toBe(true);
    expect(isLimitReached({ type: 'coolingoff', accounts: [] }, 'USD')).toBe(true);
  });

  test("only the account in the player's currency counts", () => {
    const twoCurrencies = {
      type: 'deposit',
      accounts: [
        { currency: 'EUR', amount_cents: 100, current_value_amount_cents: 100 },
        { currency: 'USD', amount_cents: 100, current_value_amount_cents: 0 },
      ],
    };
    expect(isLimitReached(twoCurrencies, 'EUR')).toBe(true);
    expect(isLimitReached(twoCurrencies, 'USD')).toBe(false);
    expect(isLimitReached(twoCurrencies, 'BTC')).toBe(false);
  });

  test('any reached limit sends the game route to the limits page', () => {
    expect(anyLimitReached([limit('deposit', 100, 0), limit('loss', 100, -100)], 'EUR')).toBe(true);
    expect(anyLimitReached([limit('deposit', 100, 0)], 'EUR')).toBe(false);
    expect(anyLimitReached([], 'EUR')).toBe(false);
  });
});

test('spec 01 section 3: limit types and periods', () => {
  expect(LIMIT_TYPES).toEqual([
    'deposit',
    'coolingoff',
    'selfexclusion',
    'loss',
    'wager',
    'session',
  ]);
  expect(LIMIT_PERIODS.slice(0, 3)).toEqual(['day', 'week', 'month']);
  expect(isLimitType('coolingoff')).toBe(true);
  expect(isLimitType('bet')).toBe(false);
});
