import { describe, expect, test } from 'vitest';
import { exchangeRates } from './crypto-rates.service.ts';

describe('exchange rates from a USD price table', () => {
  const table = {
    as_of: '2024-12-31T23:59:59Z',
    fee: 0.02,
    usd: { BTC: 50_000, ETH: 2_500, EUR: 1.25, USD: 1 },
  };
  const rates = exchangeRates(table, new Set(['BTC', 'ETH']));

  test.each([
    ['BTC', 'ETH', 20],
    ['ETH', 'BTC', 0.05],
    ['BTC', 'EUR', 40_000],
    ['EUR', 'BTC', 0.000025],
    ['USD', 'ETH', 0.0004],
  ])('%s -> %s is %f, and the player gets 98 % of it', (from, to, rate) => {
    expect(rates[from]?.[to]).toEqual({
      exchange_rate: rate,
      fee: 0.02,
      total_exchange_rate: Number((rate * 0.98).toPrecision(10)),
    });
  });

  test('fiat-to-fiat and same-currency pairs are not offered', () => {
    expect(rates.EUR?.USD).toBeUndefined();
    expect(rates.BTC?.BTC).toBeUndefined();
  });
});
