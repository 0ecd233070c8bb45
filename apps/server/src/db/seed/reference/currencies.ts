import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@casino/domain/currency';

export type CurrencySeed = Currency;
export { DEFAULT_CURRENCY };

/** The listed currencies of spec 01 section 3 in the spec's order (fiat first); the domain package owns the table. */
export const CURRENCY_SEEDS: readonly CurrencySeed[] = CURRENCIES;
