import { validateCardExpiry, validateCardHolder, validateCardNumber } from '@casino/domain/card';
import { validateCryptoAddress } from '@casino/domain/crypto-address';
import { validateEmail } from '@casino/domain/email';
import { validateIban } from '@casino/domain/iban';
import { validateNameChars } from '@casino/domain/name';
import { VALIDATION, type ValidationKey } from '@casino/domain/validation-keys';
import type { PaymentFieldName } from './payments.ts';

/**
 * The rule of each payment method field (spec 01 section 5) for a non-empty value, the same in the browser form and
 * on the server. A crypto address is checked against its network when one is known (the server's crypto module
 * checks it there).
 */
export const PAYMENT_FIELD_RULES: Readonly<
  Record<PaymentFieldName, (value: string, network: string | null) => ValidationKey | null>
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
