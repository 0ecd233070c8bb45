import type { CmsPaymentRow, CmsPaymentTables } from '@casino/api/cms';

const row = (method: string, currency: string, min: string, max: string | null): CmsPaymentRow => ({
  method,
  currency,
  min,
  max,
  fee: 'free',
  processing: 'instant',
});

/**
 * The crypto payment tables of spec 02 section 9, in whole coins. Deposit minimums and withdrawal maximums are the
 * spec's; the spec names no BCH deposit minimum, so BCH takes BTC's (0.0001). Deposits have no maximum.
 * Dogecoin is shown as DOGE, as in the spec's table (its currency code in the API is DOG).
 */
export const PAYMENT_TABLES: CmsPaymentTables = {
  deposit: [
    row('Bitcoin', 'BTC', '0.0001', null),
    row('Bitcoin Cash', 'BCH', '0.0001', null),
    row('Litecoin', 'LTC', '0.01', null),
    row('Ethereum', 'ETH', '0.01', null),
    row('Dogecoin', 'DOGE', '0.01', null),
    row('Tether', 'USDT', '20', null),
  ],
  withdrawal: [
    row('Bitcoin', 'BTC', '0.0001', '0.4'),
    row('Bitcoin Cash', 'BCH', '0.0001', '0.4'),
    row('Litecoin', 'LTC', '0.0001', '60'),
    row('Ethereum', 'ETH', '0.0001', '12'),
    row('Dogecoin', 'DOGE', '0.0001', '1600000'),
    row('Tether', 'USDT', '25', '4000'),
  ],
};
