import type { PaymentMethod } from '@casino/api/payments';
import { parseAmountInput } from '@casino/domain/cashbox';
import { paymentAmountError, depositStepMinor } from '@casino/domain/payments';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';
import type { Cents } from '@casino/domain/currency';

export type AmountCheck = { amount: Cents; error: null } | { amount: null; error: ValidationKey };

/**
 * The amount typed in the currency's display unit, checked as the server will (spec 01 sections 5 and 9): the
 * method's minimum and maximum, the deposit threshold, whole units for fiat deposits, the balance for cashouts.
 */
export function checkAmount(
  text: string,
  method: Pick<PaymentMethod, 'minCents' | 'maxCents' | 'action' | 'currency'>,
  balance?: number,
): AmountCheck {
  if (text.trim() === '') return { amount: null, error: VALIDATION.REQUIRED };
  const amount = parseAmountInput(text, method.currency);
  if (amount === null) return { amount: null, error: VALIDATION.INTEGER };
  const error = paymentAmountError(amount, method.currency, method.action, {
    min: method.minCents,
    max: method.maxCents,
    ...(method.action === 'deposit' ? { step: depositStepMinor(method.currency) } : {}),
    ...(balance !== undefined ? { balance } : {}),
  });
  return error ? { amount: null, error } : { amount, error: null };
}
