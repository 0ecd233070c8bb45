import { describe, expect, test } from 'vitest';
import { VALIDATION } from './validation-keys.ts';
import {
  CRYPTO_PAYMENT_TABLE,
  depositStepMinor,
  isMethodOffered,
  paymentAmountError,
  paymentFee,
  toMinorUnits,
} from './payments.ts';

describe('spec 02 section 9: the crypto payment table', () => {
  test.each([
    // currency, deposit minimum, withdrawal minimum, withdrawal maximum, each in minor units
    ['BTC', 10_000, 10_000, 40_000_000],
    ['BCH', 10_000, 10_000, 40_000_000],
    ['LTC', 1_000_000, 10_000, 6_000_000_000],
    ['ETH', 1_000_000, 10_000, 1_200_000_000],
    ['DOG', 1_000_000, 10_000, 160_000_000_000_000],
    ['USDT', 20_000_000, 25_000_000, 4_000_000_000],
  ])('%s: deposits from %i, withdrawals %i to %i minor units', (code, depositMin, min, max) => {
    const row = CRYPTO_PAYMENT_TABLE[code];
    if (!row) throw new Error(`${code} missing`);
    expect(toMinorUnits(row.depositMin, code)).toBe(depositMin);
    expect(toMinorUnits(row.withdrawalMin, code)).toBe(min);
    expect(toMinorUnits(row.withdrawalMax, code)).toBe(max);
  });
});

describe('decimal amounts to minor units', () => {
  test.each([
    ['12.34', 'EUR', 1234],
    ['12', 'EUR', 1200],
    ['0.1', 'EUR', 10],
    ['1500', 'JPY', 1500],
    ['0.00000001', 'BTC', 1],
  ])('%s %s is %i', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  test.each([
    ['1.234', 'EUR'],
    ['0.5', 'JPY'],
    ['-1', 'EUR'],
    ['1e3', 'EUR'],
    ['', 'EUR'],
    ['1', 'XYZ'],
  ])('%s %s is refused', (amount, currency) => {
    expect(() => toMinorUnits(amount, currency)).toThrow(RangeError);
  });
});

describe('payment amount rules (spec 01 sections 5 and 9)', () => {
  const euroDeposit = { min: 1_000, max: 1_000_000, step: depositStepMinor('EUR') };
  test.each([
    ['a whole number of euros within the limits', 5_000, null],
    ['zero', 0, VALIDATION.INTEGER],
    ['negative', -100, VALIDATION.INTEGER],
    ['fractional minor units', 100.5, VALIDATION.INTEGER],
    ['below the minimum', 900, VALIDATION.MIN_VALUE],
    ['above the EUR deposit threshold of 6e5', 600_100, VALIDATION.MAX_VALUE],
    ['cents on a fiat deposit (multiple_of)', 5_050, VALIDATION.MULTIPLE_OF],
  ])('a EUR deposit of %s: %s', (_name, amount, error) => {
    expect(paymentAmountError(amount, 'EUR', 'deposit', euroDeposit)).toBe(error);
  });

  test('a cashout may not be above the balance (checkBalance), and needs no whole units', () => {
    const rules = { min: 2_000, max: 500_000, balance: 3_745 };
    expect(paymentAmountError(3_745, 'EUR', 'cashout', rules)).toBeNull();
    expect(paymentAmountError(3_746, 'EUR', 'cashout', rules)).toBe(VALIDATION.NOT_ENOUGH_MONEY);
  });

  test('the deposit threshold applies to the currencies the spec lists, per currency', () => {
    expect(paymentAmountError(900_000, 'CAD', 'deposit', { min: 1, max: null })).toBeNull();
    expect(paymentAmountError(900_100, 'CAD', 'deposit', { min: 1, max: null })).toBe(
      VALIDATION.MAX_VALUE,
    );
    expect(paymentAmountError(3_000_000, 'BRL', 'deposit', { min: 1, max: null })).toBeNull();
    expect(paymentAmountError(900_000, 'CAD', 'cashout', { min: 1, max: null })).toBeNull();
  });

  test('fees: basis points rounded up, plus the fixed part', () => {
    expect(paymentFee(10_000, 0, 0)).toBe(0);
    expect(paymentFee(10_000, 250, 0)).toBe(250);
    expect(paymentFee(333, 250, 10)).toBe(19);
  });
});

describe('which payment methods a player is offered', () => {
  const sofort = { countries: ['DE', 'AT'], licences: ['CW'], hiddenForGroups: [631] };
  const cards = { countries: null, licences: null, hiddenForGroups: [] };
  const player = { country: 'DE', licence: 'CW', groups: [1117] };
  test.each([
    ['a German CW player sees sofort', sofort, player, true],
    [
      'group 631 does not see sofort (spec 01 section 6)',
      sofort,
      { ...player, groups: [631] },
      false,
    ],
    [
      'a Canadian does not see a method of other countries',
      sofort,
      { ...player, country: 'CA' },
      false,
    ],
    ['the Estonian licence has its own list', sofort, { ...player, licence: 'EE' }, false],
    [
      'a method for everyone reaches everyone',
      cards,
      { country: 'EE', licence: 'EE', groups: [631] },
      true,
    ],
  ])('%s', (_name, method, who, offered) => {
    expect(isMethodOffered(method, who)).toBe(offered);
  });
});
