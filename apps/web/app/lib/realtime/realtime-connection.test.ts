import { describe, expect, test } from 'vitest';
import type { Account } from '@casino/api/player';
import { withPushedAccount } from './realtime-connection';

const account = (currency: string, amount: number, active = false): Account =>
  ({ currency, amount_cents: amount, active }) as unknown as Account;

// Spec 03 section 20: a balance push replaces the account with the same currency.
describe('withPushedAccount', () => {
  test('replaces the account of the pushed currency and keeps the others in place', () => {
    const before = [account('EUR', 100), account('BTC', 5)];
    expect(withPushedAccount(before, account('EUR', 4_300))).toEqual([
      account('EUR', 4_300),
      account('BTC', 5),
    ]);
  });

  test('adds an account of a currency not listed yet (a wallet opened elsewhere)', () => {
    expect(withPushedAccount([account('EUR', 1)], account('USD', 2))).toEqual([
      account('EUR', 1),
      account('USD', 2),
    ]);
  });

  test('keeps which wallet is active: a late push cannot switch the selection back', () => {
    const before = [account('CAD', 100, true), account('EUR', 0, false)];
    expect(withPushedAccount(before, account('CAD', 50, false))).toEqual([
      account('CAD', 50, true),
      account('EUR', 0, false),
    ]);
    expect(withPushedAccount(before, account('EUR', 7, true))).toEqual([
      account('CAD', 100, true),
      account('EUR', 7, false),
    ]);
  });

  test('starts a list when the query holds none', () => {
    expect(withPushedAccount(undefined, account('EUR', 1))).toEqual([account('EUR', 1)]);
  });
});
