import { describe, expect, test } from 'vitest';
import type { CountryInfo, CurrencyInfo } from '@casino/api/info';
import { currencyGroups, defaultCurrency } from './currency-choice.ts';

const currency = (code: string, fiat: boolean, isDefault = false): CurrencyInfo => ({
  code,
  symbol: code,
  subunits_to_unit: 100,
  fiat,
  default: isDefault,
  subcurrencies: [],
});
const countries: CountryInfo[] = [
  { code: 'CA', name: 'Canada', default_currency: 'CAD' },
  { code: 'NO', name: 'Norway', default_currency: 'NOK' },
  { code: 'KW', name: 'Kuwait', default_currency: 'KWD' },
];
const currencies = [
  currency('EUR', true, true),
  currency('CAD', true),
  currency('NOK', true),
  currency('BTC', false),
];

describe('the currency preselected at sign-up', () => {
  test.each([
    ['CA', 'CAD'],
    ['NO', 'NOK'],
    ['KW', 'EUR'],
    ['XX', 'EUR'],
  ])('a visitor from %s gets %s', (country, expected) => {
    expect(defaultCurrency(country, countries, currencies)).toBe(expected);
  });

  test('without a server default, EUR (spec 01 section 9)', () => {
    expect(defaultCurrency('KW', countries, [currency('EUR', true), currency('USD', true)])).toBe(
      'EUR',
    );
  });

  test('fiat and crypto are listed apart', () => {
    const groups = currencyGroups(currencies);
    expect(groups.fiat.map((c) => c.code)).toEqual(['EUR', 'CAD', 'NOK']);
    expect(groups.crypto.map((c) => c.code)).toEqual(['BTC']);
  });
});
