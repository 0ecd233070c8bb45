declare const centsBrand: unique symbol;
/** An amount in a currency's minor unit (spec 01 section 3: "all amounts are in cents"); a safe integer. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** True for safe integers, the only numbers that may be money. */
export function isCents(n: number): n is Cents {
  return Number.isSafeInteger(n);
}

/** Brands an integer amount of minor units; throws on fractions, NaN and unsafe integers. */
export function cents(n: number): Cents {
  if (!isCents(n)) throw new RangeError(`${n} is not a whole number of minor units`);
  return n;
}

export interface Currency {
  code: string;
  /** Minor units per major unit. */
  subunits_to_unit: number;
  fiat: boolean;
  symbol: string;
}

const SATOSHI = 100_000_000;
const MICRO = 1_000_000;

/**
 * The currencies of spec 01 section 3. Crypto minor units: 1e8 (satoshi-like) for BTC, BCH, LTC,
 * DOG and BNB; 1e6 for USDT, USDC, ADA and TRX, their native on-chain precision. ETH uses 1e8, not
 * its native 1e18 wei: 1e18 overflows safe integers (and int8) at 9 ETH, while the display shows at
 * most 8 fraction digits (spec 01 section 9), so finer units would hold value no player can see.
 */
export const CURRENCIES: readonly Currency[] = [
  { code: 'EUR', subunits_to_unit: 100, fiat: true, symbol: '€' },
  { code: 'GBP', subunits_to_unit: 100, fiat: true, symbol: '£' },
  { code: 'USD', subunits_to_unit: 100, fiat: true, symbol: '$' },
  { code: 'CAD', subunits_to_unit: 100, fiat: true, symbol: 'C$' },
  { code: 'AUD', subunits_to_unit: 100, fiat: true, symbol: 'A$' },
  { code: 'NOK', subunits_to_unit: 100, fiat: true, symbol: 'kr' },
  { code: 'PLN', subunits_to_unit: 100, fiat: true, symbol: 'zł' },
  { code: 'NZD', subunits_to_unit: 100, fiat: true, symbol: 'NZ$' },
  { code: 'JPY', subunits_to_unit: 1, fiat: true, symbol: '¥' },
  { code: 'BRL', subunits_to_unit: 100, fiat: true, symbol: 'R$' },
  { code: 'INR', subunits_to_unit: 100, fiat: true, symbol: '₹' },
  { code: 'KZT', subunits_to_unit: 100, fiat: true, symbol: '₸' },
  { code: 'BTC', subunits_to_unit: SATOSHI, fiat: false, symbol: '₿' },
  { code: 'BCH', subunits_to_unit: SATOSHI, fiat: false, symbol: 'BCH' },
  { code: 'ETH', subunits_to_unit: SATOSHI, fiat: false, symbol: 'Ξ' },
  { code: 'LTC', subunits_to_unit: SATOSHI, fiat: false, symbol: 'Ł' },
  { code: 'DOG', subunits_to_unit: SATOSHI, fiat: false, symbol: 'Ð' },
  { code: 'USDT', subunits_to_unit: MICRO, fiat: false, symbol: '₮' },
  { code: 'USDC', subunits_to_unit: MICRO, fiat: false, symbol: 'USDC' },
  { code: 'BNB', subunits_to_unit: SATOSHI, fiat: false, symbol: 'BNB' },
  { code: 'ADA', subunits_to_unit: MICRO, fiat: false, symbol: '₳' },
  { code: 'TRX', subunits_to_unit: MICRO, fiat: false, symbol: 'TRX' },
];

/** Spec 01 section 9: EUR. */
export const DEFAULT_CURRENCY = 'EUR';
export const FIAT_CODES: readonly string[] = CURRENCIES.filter((c) => c.fiat).map((c) => c.code);
/** Spec 02 section 9 lists BTC, BCH, ETH, LTC, DOG, USDT; the other listed coins are crypto too. */
export const CRYPTO_CODES: readonly string[] = CURRENCIES.filter((c) => !c.fiat).map((c) => c.code);

const BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((c) => [c.code, c]));

/** The currency row for a code, or undefined for codes we do not offer. */
export function currencyOf(code: string): Currency | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** Spec 01 section 3: a crypto (non-fiat) currency. */
export function isCrypto(code: string): boolean {
  return currencyOf(code)?.fiat === false;
}

/** Spec 01 section 9 crypto display: ETH and LTC in milli-units, BTC in micro-units. */
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, { label: string; exponent: number }>> = {
  BTC: { label: 'µBTC', exponent: 6 },
  ETH: { label: 'mETH', exponent: 3 },
  LTC: { label: 'mLTC', exponent: 3 },
};
/** Spec 01 section 9: crypto shows up to 8 fraction digits. */
const CRYPTO_MAX_FRACTION_DIGITS = 8;

/** An exact decimal string of `minor / 10^scale`, so formatting never goes through a lossy float division. */
function decimalString(minor: number, scale: number): Intl.StringNumericLiteral {
  const sign = minor < 0 ? '-' : '';
  const digits = BigInt(Math.abs(Math.round(minor)))
    .toString()
    .padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  const text = `${sign}${whole}${fraction}`;
  if (!isNumericLiteral(text)) throw new RangeError(`${minor} is not an amount`);
  return text;
}

function isNumericLiteral(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text);
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale tag must not break a balance display; English digits are always readable.
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * Formats an amount of minor units for display (spec 01 sections 3 and 9): fiat through Intl in the
 * locale (`€12.50`, `12,50 €`, `¥1,200`); crypto as a number and unit, ETH and LTC in milli-units and
 * BTC in micro-units, with up to 8 fraction digits (`1,234.5 µBTC`, `0.5 USDT`).
 */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const row = currencyOf(code);
  const scale = Math.round(Math.log10(row?.subunits_to_unit ?? 100));
  if (row && !row.fiat) {
    const unit = CRYPTO_DISPLAY_UNITS[code];
    const amount = decimalString(cents, scale - (unit?.exponent ?? 0));
    const number = numberFormat(locale, {
      maximumFractionDigits: CRYPTO_MAX_FRACTION_DIGITS,
    }).format(amount);
    return `${number} ${unit?.label ?? code}`;
  }
  const amount = decimalString(cents, scale);
  if (/^[A-Z]{3}$/.test(code))
    return numberFormat(locale, { style: 'currency', currency: code }).format(amount);
  return `${numberFormat(locale, { maximumFractionDigits: scale }).format(amount)} ${code}`;
}
