/** What other modules read of the reference data: a country's row (currency, restriction, minimum age). */
export { findCountry } from './info.repository.ts';
