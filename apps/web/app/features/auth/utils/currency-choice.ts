import type { CountryInfo, CurrencyInfo } from '@casino/api/info';

/** Spec 01 section 9: the default currency is EUR. */
export const FALLBACK_CURRENCY = 'EUR';

/**
 * The currency preselected for a visitor: their country's default currency when the casino offers it,
 * else the currency the server marks as default, else EUR (spec 01 section 9).
 */
export function defaultCurrency(
  country: string,
  countries: readonly CountryInfo[],
  currencies: readonly CurrencyInfo[],
): string {
  const offered = new Set(currencies.map((currency) => currency.code));
  const byCountry = countries.find((entry) => entry.code === country)?.default_currency;
  if (byCountry && offered.has(byCountry)) return byCountry;
  return currencies.find((currency) => currency.default)?.code ?? FALLBACK_CURRENCY;
}

/** The two option groups of the currency select (spec 01 section 3: fiat and crypto lists). */
export function currencyGroups(currencies: readonly CurrencyInfo[]): {
  fiat: CurrencyInfo[];
  crypto: CurrencyInfo[];
} {
  return {
    fiat: currencies.filter((currency) => currency.fiat),
    crypto: currencies.filter((currency) => !currency.fiat),
  };
}
