import type { PaymentAction } from '@casino/api/payments';
import { normalizeIban } from '@casino/domain/iban';
import { PAYMENT_FIELD_RULES } from '@casino/api/payment-field-rules';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { FieldErrors } from '../../http/errors.ts';
import { fieldsOf } from './payment-methods.service.ts';
import type { PaymentFields } from './providers/payment-provider.ts';

/** The field errors of a method's form: each field it asks for, required and valid (spec 01 section 5). */
export function paymentFieldErrors(
  type: string,
  action: PaymentAction,
  fields: PaymentFields,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of fieldsOf(type, action)) {
    const value = fields[name]?.trim() ?? '';
    const error = value === '' ? VALIDATION.REQUIRED : PAYMENT_FIELD_RULES[name](value, null);
    if (error) errors[name] = [error];
  }
  return errors;
}

/** What a payment keeps of its instrument: enough to show it, never a full card number, CVC or voucher code. */
export function maskedDetails(fields: PaymentFields): Record<string, string> {
  const details: Record<string, string> = {};
  const digits = (value: string) => value.replace(/\D/g, '');
  if (fields.card_number) details.card = `•••• ${digits(fields.card_number).slice(-4)}`;
  if (fields.card_expiry) details.card_expiry = fields.card_expiry;
  if (fields.card_holder) details.card_holder = fields.card_holder.trim();
  if (fields.iban) {
    const iban = normalizeIban(fields.iban);
    details.iban = `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
  }
  if (fields.account_holder) details.account_holder = fields.account_holder.trim();
  if (fields.wallet_email) details.wallet_email = fields.wallet_email.trim();
  if (fields.voucher_code) details.voucher = `•••• ${digits(fields.voucher_code).slice(-4)}`;
  if (fields.crypto_address) details.crypto_address = fields.crypto_address.trim();
  return details;
}
