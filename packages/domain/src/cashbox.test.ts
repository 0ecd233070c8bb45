import { describe, expect, test } from 'vitest';
import {
  amountFractionDigits,
  amountInputOf,
  amountUnitOf,
  canceledDepositToWarn,
  cashboxBouncesToMain,
  defaultDepositAmount,
  parseAmountInput,
  type FinishedPayment,
} from './cashbox.ts';

describe('spec 01 section 9: amounts are typed in the display unit', () => {
  test.each([
    ['EUR', 'EUR', 100, 2],
    ['JPY', 'JPY', 1, 0],
    ['BTC', 'µBTC', 100, 2],
    ['ETH', 'mETH', 100_000, 5],
    ['LTC', 'mLTC', 100_000, 5],
    ['USDT', 'USDT', 1_000_000, 6],
    ['DOG', 'DOG', 100_000_000, 8],
  ])('%s is typed in %s of %i minor units (%i fraction digits)', (code, label, per, digits) => {
    expect(amountUnitOf(code)).toEqual({ label, minorPerUnit: per });
    expect(amountFractionDigits(code)).toBe(digits);
  });

  test.each([
    ['50', 'EUR', 5000],
    ['12,5', 'EUR', 1250],
    ['1 000.25', 'EUR', 100_025],
    ['0.01', 'EUR', 1],
    ['1500', 'JPY', 1500],
    ['250', 'BTC', 25_000],
    ['0.01', 'BTC', 1],
    ['1.5', 'ETH', 150_000],
    ['12.', 'EUR', 1200],
  ])('%s %s is %i minor units', (text, code, minor) => {
    expect(parseAmountInput(text, code)).toBe(minor);
  });

  test.each([
    ['', 'EUR'],
    ['abc', 'EUR'],
    ['-5', 'EUR'],
    ['1.234', 'EUR'],
    ['1.5', 'JPY'],
    ['0.001', 'BTC'],
    ['1e3', 'EUR'],
    ['99999999999999999999', 'EUR'],
  ])('%j in %s is not an amount', (text, code) => {
    expect(parseAmountInput(text, code)).toBeNull();
  });

  test.each([
    [5000, 'EUR', '50'],
    [1250, 'EUR', '12.5'],
    [1, 'EUR', '0.01'],
    [25_000, 'BTC', '250'],
    [150_000, 'ETH', '1.5'],
    [1500, 'JPY', '1500'],
  ])('%i minor units of %s read %s in the input', (minor, code, text) => {
    expect(amountInputOf(minor, code)).toBe(text);
    expect(parseAmountInput(text, code)).toBe(minor);
  });
});

describe('spec 01 section 9: the deposit form starts at 50 for a first deposit', () => {
  const limits = { min: 1000, max: 600_000 };
  test('a first deposit starts at 50 units', () => {
    expect(
      defaultDepositAmount({ currency: 'EUR', hasDeposited: false, lastDeposit: null, ...limits }),
    ).toBe(5000);
  });
  test('a later deposit starts at the last one in the currency', () => {
    expect(
      defaultDepositAmount({ currency: 'EUR', hasDeposited: true, lastDeposit: 12_000, ...limits }),
    ).toBe(12_000);
    expect(
      defaultDepositAmount({ currency: 'EUR', hasDeposited: true, lastDeposit: null, ...limits }),
    ).toBe(5000);
  });
  test("the start stays within the method's limits", () => {
    expect(
      defaultDepositAmount({
        currency: 'NOK',
        hasDeposited: false,
        lastDeposit: null,
        min: 10_000,
        max: null,
      }),
    ).toBe(10_000);
    expect(
      defaultDepositAmount({
        currency: 'EUR',
        hasDeposited: true,
        lastDeposit: 900_000,
        ...limits,
      }),
    ).toBe(600_000);
  });
});

describe('spec 01 section 4: the cancelled-deposit toast', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  const payment = (over: Partial<FinishedPayment>): FinishedPayment => ({
    id: 1,
    action: 'deposit',
    state: 'canceled',
    finished_at: ago(1),
    ...over,
  });

  test('a deposit cancelled or declined within 5 minutes is warned about', () => {
    expect(canceledDepositToWarn([payment({ id: 7 })], now, null)?.id).toBe(7);
    expect(canceledDepositToWarn([payment({ id: 8, state: 'declined' })], now, null)?.id).toBe(8);
    expect(canceledDepositToWarn([payment({ finished_at: ago(5) })], now, null)?.id).toBe(1);
  });

  test('older ones, open ones, successes and cashouts are not', () => {
    expect(canceledDepositToWarn([payment({ finished_at: ago(6) })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ finished_at: null })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ state: 'succeeded' })], now, null)).toBeNull();
    expect(canceledDepositToWarn([payment({ action: 'cashout' })], now, null)).toBeNull();
  });

  test('once: the deposit last warned about, or an older one, is not warned about again', () => {
    const list = [payment({ id: 3 }), payment({ id: 5 })];
    expect(canceledDepositToWarn(list, now, null)?.id).toBe(5);
    expect(canceledDepositToWarn(list, now, 5)).toBeNull();
    expect(canceledDepositToWarn(list, now, 4)?.id).toBe(5);
  });
});

describe('spec 01 section 2: cashbox routes bounce to main', () => {
  test.each([
    [true, null, true],
    [false, '/registration', true],
    [false, '/sign-up', true],
    [false, '/login', false],
    [false, '/pokies/all', false],
    [false, null, false],
  ])('first page %s, from %s: %s', (firstPage, fromPath, bounces) => {
    expect(cashboxBouncesToMain({ firstPage, fromPath })).toBe(bounces);
  });
});
