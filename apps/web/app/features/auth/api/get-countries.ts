import type { ApiClient } from '@casino/api/client';
import { countriesResponseSchema, type CountryInfo } from '@casino/api/info';

/** GET /api/info/countries: code, name and default currency of each country a player may pick. */
export function getCountries(api: ApiClient): Promise<CountryInfo[]> {
  return api.request('GET', '/api/info/countries', { schema: countriesResponseSchema });
}
