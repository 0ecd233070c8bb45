import { describe, expect, test } from 'vitest';
import {
  CRYPTO_CODES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  FIAT_CODES,
  cents,
  currencyOf,
  formatMoney,
  isCrypto,
} from './currency.ts';

describe('spec 01 section 3: currencies', () => {
  test('every listed currency exists once, with KZT from the fiat list', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(codes).toEqual([
      'EUR',
      'GBP',
      'USD',
      'CAD',
      'AUD',
      'NOK',
      'PLN',
      'NZD',
      'JPY',
      'BRL',
      'INR',
      'KZT',
      'BTC',
      'BCH',
      'ETH',
      'LTC',
      'DOG',
      'USDT',
      'USDC',
      'BNB',
      'ADA',
      'TRX',
    ]);
  });

  test('the spec fiat list EUR USD AUD CAD NZD BRL NOK JPY KZT is fiat', () => {
    for (const code of ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT'])
      expect(FIAT_CODES).toContain(code);
  });

  test('the spec crypto list BTC, BCH, ETH, LTC, DOG, USDT is crypto', () => {
    for (const code of ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'])
      expect(CRYPTO_CODES).toContain(code);
  });

  test.each([
    ['BTC', true],
    ['usdt', true],
    ['TRX', true],
    ['EUR', false],
    ['JPY', false],
    ['XYZ', false],
  ])('isCrypto(%s) is %s', (code, crypto) => {
    expect(isCrypto(code)).toBe(crypto);
  });

  test.each([
    ['EUR', 100],
    ['JPY', 1],
    ['BTC', 1e8],
    ['ETH', 1e8],
    ['USDT', 1e6],
  ])('%s has %i minor units', (code, subunits) => {
    expect(currencyOf(code)?.subunits_to_unit).toBe(subunits);
  });

  test('a DOGE withdrawal maximum of 1,600,000 stays a safe integer of minor units', () => {
    expect(Number.isSafeInteger(1_600_000 * (currencyOf('DOG')?.subunits_to_unit ?? 0))).toBe(true);
  });

  test('the default currency is EUR', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });
});

describe('Cents', () => {
  test('whole numbers are cents', () => {
    expect(cents(1250)).toBe(1250);
    expect(cents(-5)).toBe(-5);
  });

  test.each([[12.5], [Number.NaN], [2 ** 53]])('%d is refused', (n) => {
    expect(() => cents(n)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  test.each([
    [1250, 'EUR', 'en', '€12.50'],
    [1250, 'EUR', 'de', '12,50\u00a0€'],
    [123456, 'USD', 'en', '$1,234.56'],
    [1200, 'JPY', 'en', '¥1,200'],
    [-500, 'EUR', 'en', '-€5.00'],
    [5000, 'CAD', 'en-CA', '$50.00'],
    [5000, 'AUD', 'en-AU', '$50.00'],
  ])('%i %s in %s -> %s', (amount, currency, locale, text) => {
    expect(formatMoney(amount, currency, locale)).toBe(text);
  });

  test.each([
    // Spec 01 section 9: BTC in micro-units (1e-6), ETH and LTC in milli-units (0.001), up to 8 fraction digits.
    [100_000_000, 'BTC', '1,000,000 µBTC'],
    [12_345, 'BTC', '123.45 µBTC'],
    [1, 'BTC', '0.01 µBTC'],
    [100_000_000, 'ETH', '1,000 mETH'],
    [123_456, 'ETH', '1.23456 mETH'],
    [50_000_000, 'LTC', '500 mLTC'],
    [1, 'BCH', '0.00000001 BCH'],
    [150_000_000, 'DOG', '1.5 DOG'],
    [20_000_000, 'USDT', '20 USDT'],
    [1, 'USDT', '0.000001 USDT'],
  ])('%i %s -> %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en')).toBe(text);
  });

  test('crypto numbers follow the locale', () => {
    expect(formatMoney(12_345, 'BTC', 'de')).toBe('123,45 µBTC');
  });

  test('formatting is exact for amounts a float division would round', () => {
    expect(formatMoney(900_719_925_474_099, 'BCH', 'en')).toBe('9,007,199.25474099 BCH');
  });

  test('a malformed locale falls back to English', () => {
    expect(formatMoney(1250, 'EUR', 'not a locale!')).toBe('€12.50');
  });
});
