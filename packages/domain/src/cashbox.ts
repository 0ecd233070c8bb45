import { CRYPTO_DISPLAY_UNITS, cents, currencyOf, type Cents } from './currency.ts';
import { CANCELED_PAYMENT_TOAST_WINDOW_MS, FIRST_DEPOSIT_DEFAULT } from './constants.ts';

/**
 * The unit a player reads and types amounts of a currency in (spec 01 section 9): µBTC, mETH, mLTC for those coins,
 * the code for every other one. `minorPerUnit` minor units make one such unit.
 */
export function amountUnitOf(currency: string): { label: string; minorPerUnit: number } {
  const code = currency.toUpperCase();
  const row = currencyOf(code);
  if (!row) throw new RangeError(`unknown currency ${currency}`);
  const unit = CRYPTO_DISPLAY_UNITS[code];
  if (!unit) return { label: code, minorPerUnit: row.subunits_to_unit };
  return { label: unit.label, minorPerUnit: row.subunits_to_unit / 10 ** unit.exponent };
}

/** The fraction digits an amount typed in the currency's display unit may carry (µBTC: 2, mETH: 5, EUR: 2, JPY: 0). */
export function amountFractionDigits(currency: string): number {
  return Math.round(Math.log10(amountUnitOf(currency).minorPerUnit));
}

/**
 * An amount the player typed in the currency's display unit ('12.5', '12,5', '1 000') as minor units, exactly; null
 * when it is not a plain positive decimal or finer than one minor unit.
 */
export function parseAmountInput(text: string, currency: string): Cents | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const digits = amountFractionDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? cents(minor) : null;
}

/** Minor units as the text of an amount input in the display unit ('50', '12.5'): no grouping, a dot, no trailing zeros. */
export function amountInputOf(minor: number, currency: string): string {
  const digits = amountFractionDigits(currency);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export interface DepositDefaultInput {
  currency: string;
  /** Whether the player has a succeeded deposit already. */
  hasDeposited: boolean;
  /** The last succeeded deposit in this currency, in minor units. */
  lastDeposit: number | null;
  min: number;
  max: number | null;
}

/**
 * The amount a deposit form starts with (spec 01 section 9: 50 for a first deposit): 50 units for a first deposit,
 * else the last deposit in this currency (else 50 units), kept within the method's limits.
 */
export function defaultDepositAmount(input: DepositDefaultInput): Cents {
  const fifty = FIRST_DEPOSIT_DEFAULT * amountUnitOf(input.currency).minorPerUnit;
  const wanted = input.hasDeposited ? (input.lastDeposit ?? fifty) : fifty;
  const capped = input.max === null ? wanted : Math.min(wanted, input.max);
  return cents(Math.max(capped, input.min));
}

export interface FinishedPayment {
  id: number;
  action: 'deposit' | 'cashout';
  state: string;
  finished_at: string | null;
}

/** The deposit states that end a deposit without money: the player's or the bank's "no" (spec 01 section 9's list). */
const CANCELED_DEPOSIT_STATES = new Set(['canceled', 'declined']);

/**
 * Spec 01 section 4: a cancelled deposit that finished within the last 5 minutes and was not shown yet gives one
 * warning toast. `lastShownId` is the payment the browser last warned about; returns the newest such deposit or null.
 */
export function canceledDepositToWarn(
  payments: readonly FinishedPayment[],
  now: number,
  lastShownId: number | null,
): FinishedPayment | null {
  const recent = payments.filter((payment) => {
    if (payment.action !== 'deposit' || !CANCELED_DEPOSIT_STATES.has(payment.state)) return false;
    if (payment.finished_at === null) return false;
    const age = now - Date.parse(payment.finished_at);
    return age >= 0 && age <= CANCELED_PAYMENT_TOAST_WINDOW_MS;
  });
  const newest = recent.reduce<FinishedPayment | null>(
    (best, payment) => (best === null || payment.id > best.id ? payment : best),
    null,
  );
  if (newest === null) return null;
  return lastShownId !== null && newest.id <= lastShownId ? null : newest;
}

/**
 * Spec 01 section 2: a cashbox route opens its modal and sends the page behind to main when the player arrived with
 * no previous route (the tab's first page: a link from outside, the 3-D Secure return) or from sign-up.
 */
export function cashboxBouncesToMain(arrival: { firstPage: boolean; fromPath: string | null }) {
  if (arrival.firstPage) return true;
  return arrival.fromPath === '/registration' || arrival.fromPath === '/sign-up';
}
