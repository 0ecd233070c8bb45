import { cents, currencyOf, type Cents } from './currency.ts';
import { SUM_THRESHOLDS } from './constants.ts';
import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/**
 * Spec 02 section 9, the crypto payment table, in whole coins: deposit minimums, withdrawal minimums and maximums;
 * fees free, processing instant. The spec names no BCH deposit minimum: BCH takes BTC's. Dogecoin is DOG in the API.
 */
export const CRYPTO_PAYMENT_TABLE: Readonly<
  Record<string, { depositMin: string; withdrawalMin: string; withdrawalMax: string }>
> = {
  BTC: { depositMin: '0.0001', withdrawalMin: '0.0001', withdrawalMax: '0.4' },
  BCH: { depositMin: '0.0001', withdrawalMin: '0.0001', withdrawalMax: '0.4' },
  LTC: { depositMin: '0.01', withdrawalMin: '0.0001', withdrawalMax: '60' },
  ETH: { depositMin: '0.01', withdrawalMin: '0.0001', withdrawalMax: '12' },
  DOG: { depositMin: '0.01', withdrawalMin: '0.0001', withdrawalMax: '1600000' },
  USDT: { depositMin: '20', withdrawalMin: '25', withdrawalMax: '4000' },
};

/** A decimal amount in whole units ('0.0001') as the currency's minor units, exactly (no floating point). */
export function toMinorUnits(amount: string, currency: string): Cents {
  const subunits = currencyOf(currency)?.subunits_to_unit;
  if (!subunits) throw new RangeError(`unknown currency ${currency}`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) throw new RangeError(`${amount} is not a decimal amount`);
  const digits = Math.round(Math.log10(subunits));
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) throw new RangeError(`${amount} is finer than a ${currency} unit`);
  const value = Number(whole) * subunits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(value)) throw new RangeError(`${amount} ${currency} is too large`);
  return cents(value);
}

/**
 * The fraction digits a fiat deposit may carry (spec 01 section 5 `multiple_of`): the cashbox's amount input steps in
 * whole units, so a fiat deposit is a whole number of units; crypto deposits arrive at an address in any amount.
 */
export function depositStepMinor(currency: string): number {
  const found = currencyOf(currency);
  if (!found) throw new RangeError(`unknown currency ${currency}`);
  return found.fiat ? found.subunits_to_unit : 1;
}

export interface AmountRules {
  min: number;
  max: number | null;
  /** A whole number of this many minor units (multiple_of). */
  step?: number;
  /** The money there is to pay from (checkBalance); absent for deposits. */
  balance?: number;
}

/**
 * The first broken rule of a deposit or cashout amount in minor units (spec 01 sections 5 and 9): a positive integer,
 * at least the method's minimum, at most its maximum and the currency's deposit threshold, a multiple of the step,
 * and not above the balance.
 */
export function paymentAmountError(
  amount: number,
  currency: string,
  action: 'deposit' | 'cashout',
  rules: AmountRules,
): ValidationKey | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return VALIDATION.INTEGER;
  if (amount < rules.min) return VALIDATION.MIN_VALUE;
  const threshold = action === 'deposit' ? SUM_THRESHOLDS[currency]?.deposit : undefined;
  const max = Math.min(rules.max ?? Infinity, threshold ?? Infinity);
  if (amount > max) return VALIDATION.MAX_VALUE;
  if (rules.step !== undefined && amount % rules.step !== 0) return VALIDATION.MULTIPLE_OF;
  if (rules.balance !== undefined && amount > rules.balance) return VALIDATION.NOT_ENOUGH_MONEY;
  return null;
}

/** The fee of a payment: a share of the amount in basis points, rounded up to a minor unit, plus a fixed part. */
export function paymentFee(amount: number, feeBasisPoints: number, feeFixed: number): number {
  return Math.ceil((amount * feeBasisPoints) / 10_000) + feeFixed;
}

export interface MethodReach {
  /** ISO countries; null: everywhere. */
  countries: readonly string[] | null;
  /** Licences; null: all. */
  licences: readonly string[] | null;
  hiddenForGroups: readonly number[];
}

/**
 * Whether a payment method is offered to a player (spec 01 sections 1 and 6, spec 02 section 5): in the player's
 * country, under the player's licence (the Estonian market has its own list), and not hidden from any of the player's
 * groups (group 631 does not see sofort).
 */
export function isMethodOffered(
  method: MethodReach,
  player: { country: string; licence: string; groups: readonly number[] },
): boolean {
  if (method.countries && !method.countries.includes(player.country.toUpperCase())) return false;
  if (method.licences && !method.licences.includes(player.licence)) return false;
  return !method.hiddenForGroups.some((group) => player.groups.includes(group));
}
