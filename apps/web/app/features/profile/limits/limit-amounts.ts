import type { UserLimit, UserLimitBody } from '@casino/api/limits';
import { currencyOf } from '@casino/domain/currency';

const digitsOf = (currency: string): number =>
  Math.round(Math.log10(currencyOf(currency)?.subunits_to_unit ?? 100));

/**
 * An amount typed in the currency's main unit ("100", "99.50", "99,5") to minor units; null when it is not a number
 * with at most the currency's fraction digits. Zero and negatives pass through for the server's own answer.
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = /^\s*(-?\d{1,15})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const whole = match[1] ?? '';
  const minor =
    Math.abs(Number(whole)) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  const amount = whole.startsWith('-') ? -minor : minor;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** A whole number as typed (minutes), or null. */
export function parseWholeNumber(text: string): number | null {
  return /^\s*-?\d{1,9}\s*$/.test(text) ? Number(text) : null;
}

/** Minor units as the text a player would type (10050 EUR -> "100.5"). */
export function amountText(cents: number, currency: string): string {
  const digits = digitsOf(currency);
  const text = (cents / 10 ** digits).toFixed(digits);
  return digits === 0 ? text : text.replace(/\.?0+$/, '');
}

/** How much of the limit is used, 0-100. */
export function usedPercent(account: { amount_cents: number; current_value_amount_cents: number }) {
  if (account.amount_cents <= 0) return 100;
  return Math.min(100, (Math.abs(account.current_value_amount_cents) / account.amount_cents) * 100);
}

/** The limit's terms as they hold now: sent again, they withdraw a waiting increase or removal. */
export function currentTerms(limit: UserLimit): UserLimitBody {
  if (limit.type === 'session')
    return { type: limit.type, period: limit.period, minutes: limit.minutes ?? undefined };
  return {
    type: limit.type,
    period: limit.period,
    accounts: limit.accounts.map(({ currency, amount_cents }) => ({ currency, amount_cents })),
  };
}
