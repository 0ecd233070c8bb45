import { CRYPTO_PAYMENT_TABLE, toMinorUnits } from '@casino/domain/payments';
import type { PaymentMethodType } from '@casino/api/payments';

export interface MethodSeed {
  id: string;
  brand: string;
  type: PaymentMethodType;
  provider: string;
  title: string;
  countries: string[] | null;
  licences: string[] | null;
  hiddenForGroups: number[];
  depositProcessing: string;
  cashoutProcessing: string;
  savesProfiles: boolean;
}

export interface LimitSeed {
  method: string;
  currency: string;
  action: 'deposit' | 'cashout';
  min: number;
  max: number | null;
  feeBasisPoints: number;
}

const INSTANT = 'CASHBOX.PROCESSING_TIME.INSTANT';
const MINUTES = 'CASHBOX.PROCESSING_TIME.MINUTES';
const HOURS = 'CASHBOX.PROCESSING_TIME.UP_TO_24_HOURS';
const DAYS = 'CASHBOX.PROCESSING_TIME.ONE_TO_THREE_DAYS';

/** Sofort's countries (a bank-transfer brand, hidden from group 631: spec 01 section 6, spec 02 section 5). */
const SOFORT_COUNTRIES = ['DE', 'AT', 'CH', 'BE', 'NL', 'IT', 'ES', 'PL'];
/** The Estonian licence has its own, shorter list (spec 01 section 1): cards, bank transfer and Skrill. */
const EE_METHODS = new Set(['visa_mastercard', 'bank_transfer', 'skrill']);

const fiatMethod = (
  id: string,
  brand: string,
  type: PaymentMethodType,
  title: string,
  processing: [deposit: string, cashout: string],
  extra: Partial<MethodSeed> = {},
): MethodSeed => ({
  id,
  brand,
  type,
  provider: `sandbox_${type}`,
  title,
  countries: null,
  licences: EE_METHODS.has(id) ? null : ['CW'],
  hiddenForGroups: [],
  depositProcessing: processing[0],
  cashoutProcessing: processing[1],
  savesProfiles: false,
  ...extra,
});

/** Crypto methods, offered only under the Curacao licence (crypto is not offered under the Estonian one). */
const cryptoMethod = (currency: string, title: string): MethodSeed => ({
  id: `crypto_${currency.toLowerCase()}`,
  brand: currency.toLowerCase(),
  type: 'crypto',
  provider: 'sandbox_crypto',
  title,
  countries: null,
  licences: ['CW'],
  hiddenForGroups: [],
  depositProcessing: INSTANT,
  cashoutProcessing: INSTANT,
  savesProfiles: false,
});

export const PAYMENT_METHOD_SEEDS: readonly MethodSeed[] = [
  fiatMethod('visa_mastercard', 'visa_mastercard', 'cards', 'Visa / Mastercard', [INSTANT, DAYS], {
    savesProfiles: true,
  }),
  fiatMethod('bank_transfer', 'bank_transfer', 'bank_transfer', 'Bank transfer', [HOURS, DAYS]),
  fiatMethod('sofort', 'sofort', 'bank_transfer', 'Sofort', [INSTANT, DAYS], {
    countries: SOFORT_COUNTRIES,
    hiddenForGroups: [631],
  }),
  fiatMethod('skrill', 'skrill', 'direct', 'Skrill', [INSTANT, MINUTES]),
  fiatMethod('neteller', 'neteller', 'direct', 'Neteller', [INSTANT, MINUTES]),
  fiatMethod('paysafecard', 'paysafecard', 'voucher', 'Paysafecard', [INSTANT, INSTANT]),
  cryptoMethod('BTC', 'Bitcoin'),
  cryptoMethod('BCH', 'Bitcoin Cash'),
  cryptoMethod('ETH', 'Ethereum'),
  cryptoMethod('LTC', 'Litecoin'),
  cryptoMethod('DOG', 'Dogecoin'),
  cryptoMethod('USDT', 'Tether'),
];

/**
 * Fiat limits in whole units: [deposit min, deposit max, cashout min, cashout max]. Deposit maximums stay within the
 * spec's deposit thresholds (spec 01 section 9) where it gives one; the others are round local equivalents.
 */
const FIAT_LIMITS: Readonly<Record<string, [number, number, number, number]>> = {
  EUR: [10, 6_000, 20, 5_000],
  USD: [10, 6_000, 20, 5_000],
  GBP: [10, 5_000, 20, 4_000],
  CAD: [15, 9_000, 30, 7_500],
  AUD: [15, 9_000, 30, 7_500],
  NZD: [15, 9_000, 30, 7_500],
  NOK: [100, 60_000, 200, 50_000],
  PLN: [40, 25_000, 80, 20_000],
  JPY: [1_500, 900_000, 3_000, 750_000],
  BRL: [50, 30_000, 100, 25_000],
  INR: [800, 500_000, 1_600, 400_000],
  KZT: [5_000, 3_000_000, 10_000, 2_500_000],
};

/** Which fiat currencies each fiat method takes; paysafecard and sofort only deposit. */
const FIAT_METHOD_CURRENCIES: Readonly<Record<string, { currencies: string[]; cashout: boolean }>> =
  {
    visa_mastercard: { currencies: Object.keys(FIAT_LIMITS), cashout: true },
    bank_transfer: { currencies: Object.keys(FIAT_LIMITS), cashout: true },
    sofort: { currencies: ['EUR', 'PLN'], cashout: false },
    skrill: {
      currencies: ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NOK', 'PLN', 'NZD', 'JPY'],
      cashout: true,
    },
    neteller: {
      currencies: ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NOK', 'PLN', 'JPY', 'BRL'],
      cashout: true,
    },
    paysafecard: {
      currencies: ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NOK', 'PLN', 'NZD'],
      cashout: false,
    },
  };

/** Cards carry a 2.5 % fee on cashouts; everything else is free (the crypto table says so for crypto). */
const CASHOUT_FEES: Readonly<Record<string, number>> = { visa_mastercard: 250 };

function fiatLimits(): LimitSeed[] {
  return Object.entries(FIAT_METHOD_CURRENCIES).flatMap(([method, { currencies, cashout }]) =>
    currencies.flatMap((currency) => {
      const [depositMin, depositMax, cashoutMin, cashoutMax] = FIAT_LIMITS[currency] ?? [];
      if (depositMin === undefined || depositMax === undefined) return [];
      const unit = (whole: number) => toMinorUnits(String(whole), currency);
      const rows: LimitSeed[] = [
        {
          method,
          currency,
          action: 'deposit',
          min: unit(depositMin),
          max: unit(depositMax),
          feeBasisPoints: 0,
        },
      ];
      if (cashout && cashoutMin !== undefined && cashoutMax !== undefined)
        rows.push({
          method,
          currency,
          action: 'cashout',
          min: unit(cashoutMin),
          max: unit(cashoutMax),
          feeBasisPoints: CASHOUT_FEES[method] ?? 0,
        });
      return rows;
    }),
  );
}

/** Spec 02 section 9: deposits from the minimum with no maximum, cashouts between the two; all free. */
function cryptoLimits(): LimitSeed[] {
  return Object.entries(CRYPTO_PAYMENT_TABLE).flatMap(([currency, row]) => {
    const method = `crypto_${currency.toLowerCase()}`;
    return [
      {
        method,
        currency,
        action: 'deposit',
        min: toMinorUnits(row.depositMin, currency),
        max: null,
        feeBasisPoints: 0,
      },
      {
        method,
        currency,
        action: 'cashout',
        min: toMinorUnits(row.withdrawalMin, currency),
        max: toMinorUnits(row.withdrawalMax, currency),
        feeBasisPoints: 0,
      },
    ] satisfies LimitSeed[];
  });
}

export const PAYMENT_LIMIT_SEEDS: readonly LimitSeed[] = [...fiatLimits(), ...cryptoLimits()];

/**
 * Crypto networks and the confirmations the casino waits for (spec 04 section 2: they differ per network and
 * processor: BTC 2, ETH 12, USDT on TRC20 20, on BEP20 4; the others as their processors commonly ask).
 */
export const CRYPTO_NETWORK_SEEDS: readonly {
  currency: string;
  network: string;
  title: string;
  confirmations: number;
}[] = [
  { currency: 'BTC', network: 'bitcoin', title: 'Bitcoin', confirmations: 2 },
  { currency: 'BCH', network: 'bitcoin_cash', title: 'Bitcoin Cash', confirmations: 6 },
  { currency: 'ETH', network: 'erc20', title: 'Ethereum (ERC-20)', confirmations: 12 },
  { currency: 'LTC', network: 'litecoin', title: 'Litecoin', confirmations: 6 },
  { currency: 'DOG', network: 'dogecoin', title: 'Dogecoin', confirmations: 6 },
  { currency: 'USDT', network: 'trc20', title: 'Tron (TRC-20)', confirmations: 20 },
  { currency: 'USDT', network: 'erc20', title: 'Ethereum (ERC-20)', confirmations: 12 },
  { currency: 'USDT', network: 'bep20', title: 'BNB Smart Chain (BEP-20)', confirmations: 4 },
];
