import { z } from 'zod';
import type { CryptoExchangeRates } from '@casino/api/info';
import type { Db } from '../../db/database.ts';
import { findFeConfig } from '../fe-config/fe-config.service.ts';
import { CRYPTO_RATES_DOCUMENT } from '../../db/seed/reference/fe-configs/crypto-rates.ts';

/** The stored rate table: USD value of one unit of each currency on a date, and the exchange fee (0.01 = 1 %). */
const rateTableSchema = z.object({
  as_of: z.string(),
  fee: z.number().min(0).max(1),
  usd: z.record(z.string(), z.number().positive()),
});
export type RateTable = z.infer<typeof rateTableSchema>;

/** Ten significant digits: enough for a DOGE -> BTC rate, short enough to read. */
const round = (value: number): number => Number(value.toPrecision(10));

/**
 * Every pair with a crypto side (spec 03 section 5: {FROM: {TO: {exchange_rate, fee, total_exchange_rate}}}):
 * exchange_rate = TO units per FROM unit, total_exchange_rate = what the player gets after the fee.
 */
export function exchangeRates(
  table: RateTable,
  cryptoCodes: ReadonlySet<string>,
): CryptoExchangeRates {
  const rates: CryptoExchangeRates = {};
  for (const [from, fromUsd] of Object.entries(table.usd)) {
    for (const [to, toUsd] of Object.entries(table.usd)) {
      if (from === to || (!cryptoCodes.has(from) && !cryptoCodes.has(to))) continue;
      const exchange_rate = round(fromUsd / toUsd);
      (rates[from] ??= {})[to] = {
        exchange_rate,
        fee: table.fee,
        total_exchange_rate: round(exchange_rate * (1 - table.fee)),
      };
    }
  }
  return rates;
}

/** GET /api/info/crypto_exchange_rates, from the rate table operators keep in fe_configs. */
export async function cryptoExchangeRates(db: Db): Promise<CryptoExchangeRates> {
  const [document, currencies] = await Promise.all([
    findFeConfig(db, CRYPTO_RATES_DOCUMENT),
    db.selectFrom('currencies').select(['code', 'fiat']).execute(),
  ]);
  const parsed = rateTableSchema.safeParse(document);
  if (!parsed.success) return {};
  const known = new Set(currencies.map((c) => c.code));
  const usd = Object.fromEntries(
    Object.entries(parsed.data.usd).filter(([code]) => known.has(code)),
  );
  return exchangeRates(
    { ...parsed.data, usd },
    new Set(currencies.filter((c) => !c.fiat).map((c) => c.code)),
  );
}
