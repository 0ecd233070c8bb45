import type { PaymentFieldName, PaymentMethod } from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { PAYMENT_FIELD_RULES } from '@casino/api/payment-field-rules';
import type { FormErrors } from '~/lib/forms/form-errors';

export type PaymentFieldValues = Partial<Record<PaymentFieldName, string>>;

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
    const error = PAYMENT_FIELD_RULES[name](value, network);
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
