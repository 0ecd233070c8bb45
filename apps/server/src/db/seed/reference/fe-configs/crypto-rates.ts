import type { Json } from '../../../../modules/fe-config/localize.ts';

/** Name of the stored rate table: an internal document, not served under /api/fe/config. */
export const CRYPTO_RATES_DOCUMENT = 'crypto-exchange-rates';

/**
 * USD value of one unit of each currency at the 31 Dec 2024 daily close (rounded). GET /api/info/crypto_exchange_rates
 * derives its pairs from this table; operators replace the document (new `as_of`) when they refresh the rates.
 */
export const cryptoRates: Json = {
  as_of: '2024-12-31T23:59:59Z',
  fee: 0.01,
  usd: {
    BTC: 93430,
    BCH: 437,
    ETH: 3332,
    LTC: 103.3,
    DOG: 0.3159,
    USDT: 1,
    USDC: 1,
    BNB: 702,
    ADA: 0.8455,
    TRX: 0.2557,
    USD: 1,
    EUR: 1.0354,
    GBP: 1.2516,
    CAD: 0.6953,
    AUD: 0.6188,
    NOK: 0.088,
    PLN: 0.2421,
    NZD: 0.5595,
    JPY: 0.006361,
    BRL: 0.1618,
    INR: 0.01168,
    KZT: 0.001904,
  },
};
