import type { PaymentFieldName, PaymentMethod } from '@casino/api/payments';
import { validateCardExpiry, validateCardHolder, validateCardNumber } from '@casino/domain/card';
import { validateCryptoAddress } from '@casino/domain/crypto-address';
import { validateEmail } from '@casino/domain/email';
import { validateIban } from '@casino/domain/iban';
import { validateNameChars } from '@casino/domain/name';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';
import type { FormErrors } from '~/lib/forms/form-errors';

export type PaymentFieldValues = Partial<Record<PaymentFieldName, string>>;

/** The rules of each method field (spec 01 section 5), checked before the call; the server checks them again. */
const RULES: Record<
  PaymentFieldName,
  (value: string, network: string | null) => ValidationKey | null
> = {
  card_number: (value) => validateCardNumber(value),
  card_expiry: (value) => validateCardExpiry(value),
  card_holder: (value) => validateCardHolder(value),
  card_cvc: (value) => (/^\d{3,4}$/.test(value) ? null : VALIDATION.CARD_CVC_INVALID),
  iban: (value) => validateIban(value),
  account_holder: (value) => validateNameChars(value),
  wallet_email: (value) => validateEmail(value),
  voucher_code: (value) =>
    /^\d{16}$/.test(value.replace(/[\s-]/g, '')) ? null : VALIDATION.VOUCHER_INVALID,
  crypto_address: (value, network) => (network ? validateCryptoAddress(network, value) : null),
};

/** The first broken rule of each field the method asks for. */
export function paymentFieldErrors(
  method: Pick<PaymentMethod, 'fields'>,
  values: PaymentFieldValues,
  network: string | null = null,
): FormErrors {
  const errors: FormErrors = {};
  for (const { name, required } of method.fields) {
    const value = values[name]?.trim() ?? '';
    if (value === '') {
      if (required) errors[name] = VALIDATION.REQUIRED;
      continue;
    }
    const error = RULES[name](value, network);
    if (error) errors[name] = error;
  }
  return errors;
}

/** Only the fields the method asks for, trimmed: the body carries nothing else. */
export function methodFields(
  method: Pick<PaymentMethod, 'fields'>,
  values: PaymentFieldValues,
): PaymentFieldValues {
  const fields: PaymentFieldValues = {};
  for (const { name } of method.fields) {
    const value = values[name]?.trim();
    if (value) fields[name] = value;
  }
  return fields;
}
