import type { InputHTMLAttributes } from 'react';
import type { PaymentFieldName, PaymentMethod } from '@casino/api/payments';
import { useT } from '~/lib/i18n';
import type { FormErrors } from '~/lib/forms/form-errors';
import { TextField } from '~/ui/fields';
import type { PaymentFieldValues } from '../../forms/payment-fields.ts';

/** How each method field is typed: the browser's autofill names, keyboards and lengths. */
const INPUTS: Record<PaymentFieldName, InputHTMLAttributes<HTMLInputElement>> = {
  card_number: {
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
    placeholder: '4242 4242 4242 4242',
  },
  card_expiry: { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY' },
  card_holder: { autoComplete: 'cc-name', maxLength: 60 },
  card_cvc: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
  iban: { autoComplete: 'off', maxLength: 42, spellCheck: false },
  account_holder: { autoComplete: 'name', maxLength: 60 },
  wallet_email: { autoComplete: 'email', type: 'email', inputMode: 'email', maxLength: 254 },
  voucher_code: { autoComplete: 'off', inputMode: 'numeric', maxLength: 19 },
  crypto_address: { autoComplete: 'off', maxLength: 120, spellCheck: false },
};

/** MM/YY as the player types digits: the slash comes by itself. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The fields the method asks for (spec 03 section 8 methodFields), with their errors. */
export function PaymentFields({
  method,
  values,
  errors,
  onChange,
}: {
  method: Pick<PaymentMethod, 'fields'>;
  values: PaymentFieldValues;
  errors: FormErrors;
  onChange: (name: PaymentFieldName, value: string) => void;
}) {
  const t = useT();
  return (
    <div
      className={`cashbox-fields${method.fields.some((f) => f.name === 'card_cvc') ? ' cashbox-fields--card' : ''}`}
    >
      {method.fields.map(({ name, required }) => (
        <TextField
          key={name}
          className={`cashbox-fields__${name}`}
          label={t(`CASHBOX.FIELD.${name.toUpperCase()}`)}
          name={name}
          required={required}
          value={values[name] ?? ''}
          onChange={(event) =>
            onChange(
              name,
              name === 'card_expiry' ? formatExpiry(event.target.value) : event.target.value,
            )
          }
          error={errors[name] ? t(errors[name]) : null}
          {...INPUTS[name]}
        />
      ))}
    </div>
  );
}
