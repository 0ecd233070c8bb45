import type { ApiClient } from '@casino/api/client';
import { currenciesResponseSchema, type CurrencyInfo } from '@casino/api/info';

/** GET /api/info/currencies: fiat and crypto currencies with their minor units. */
export function getCurrencies(api: ApiClient): Promise<CurrencyInfo[]> {
  return api.request('GET', '/api/info/currencies', { schema: currenciesResponseSchema });
}
