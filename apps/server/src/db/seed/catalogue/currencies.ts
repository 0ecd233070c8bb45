import type { Db } from '../../database.ts';

export interface SeedCurrency {
  code: string;
  fiat: boolean;
  subunits: number;
}

/** Spec 01 section 3's currency list, used when the reference seed has not filled the currencies table. */
const FALLBACK: readonly SeedCurrency[] = [
  ...['EUR', 'GBP', 'USD', 'CAD', 'AUD', 'NOK', 'PLN', 'NZD', 'JPY', 'BRL', 'INR', 'KZT'].map(
    (code) => ({ code, fiat: true, subunits: 100 }),
  ),
  ...['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT', 'USDC', 'BNB', 'ADA', 'TRX'].map((code) => ({
    code,
    fiat: false,
    subunits: 100_000_000,
  })),
];

/** Rough value of 1 EUR in each currency: only to give seeded jackpots plausible sizes per currency. */
const UNITS_PER_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CAD: 1.47,
  AUD: 1.63,
  NOK: 11.5,
  PLN: 4.3,
  NZD: 1.78,
  JPY: 160,
  BRL: 5.9,
  INR: 90,
  KZT: 500,
  BTC: 0.000016,
  BCH: 0.0025,
  ETH: 0.0003,
  LTC: 0.012,
  DOG: 6.5,
  USDT: 1.08,
  USDC: 1.08,
  BNB: 0.0018,
  ADA: 2.3,
  TRX: 9,
};

/** The currencies games are offered in: the currencies table when filled, else the spec's list. */
export async function loadSeedCurrencies(db: Db): Promise<SeedCurrency[]> {
  const rows = await db
    .selectFrom('currencies')
    .select(['code', 'fiat', 'subunits_to_unit'])
    .orderBy('code')
    .execute();
  if (rows.length === 0) return [...FALLBACK];
  return rows.map((r) => ({ code: r.code, fiat: r.fiat, subunits: r.subunits_to_unit }));
}

/** A jackpot of `eur` euros in the minor units of `currency`. */
export function jackpotInMinorUnits(eur: number, currency: SeedCurrency): number {
  return Math.round(eur * (UNITS_PER_EUR[currency.code] ?? 1) * currency.subunits);
}
