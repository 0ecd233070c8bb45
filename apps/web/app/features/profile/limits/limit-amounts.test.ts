import { describe, expect, test } from 'vitest';
import type { UserLimit } from '@casino/api/limits';
import { amountText, currentTerms, parseAmount, usedPercent } from './limit-amounts.ts';

describe('amounts typed in the main unit', () => {
  test.each<[string, string, number | null]>([
    ['100', 'EUR', 10_000],
    ['99.5', 'EUR', 9_950],
    ['99,50', 'EUR', 9_950],
    ['0', 'EUR', 0],
    ['-5', 'EUR', -500],
    ['1.001', 'EUR', null],
    ['abc', 'EUR', null],
    ['', 'EUR', null],
    ['1500', 'JPY', 1_500],
    ['1.5', 'JPY', null],
    ['0.00000001', 'BTC', 1],
  ])('%s %s -> %s', (text, currency, cents) => {
    expect(parseAmount(text, currency)).toBe(cents);
  });

  test('minor units back to the typed form', () => {
    expect(amountText(10_050, 'EUR')).toBe('100.5');
    expect(amountText(10_000, 'EUR')).toBe('100');
    expect(amountText(1_500, 'JPY')).toBe('1500');
  });
});

test('progress is the share of the amount used, a loss counted by its absolute value', () => {
  expect(usedPercent({ amount_cents: 10_000, current_value_amount_cents: 2_500 })).toBe(25);
  expect(usedPercent({ amount_cents: 10_000, current_value_amount_cents: -12_000 })).toBe(100);
});

test('the current terms of a limit, sent again, are the request that cancels a waiting change', () => {
  const limit: UserLimit = {
    id: 1,
    type: 'deposit',
    period: 'week',
    status: 'pending_increase',
    strategy: null,
    parent_type: null,
    created_at: '2026-01-01T00:00:00.000Z',
    disable_at: null,
    confirm_until: '2026-01-09T00:00:00.000Z',
    accounts: [
      {
        currency: 'EUR',
        amount_cents: 5_000,
        current_value_amount_cents: 100,
        active_until: '2026-01-08T00:00:00.000Z',
      },
    ],
    minutes: null,
    pending: null,
  };
  expect(currentTerms(limit)).toEqual({
    type: 'deposit',
    period: 'week',
    accounts: [{ currency: 'EUR', amount_cents: 5_000 }],
  });
});
