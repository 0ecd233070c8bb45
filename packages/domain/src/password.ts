import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and managers, short enough to bound the cost of hashing. */
export const PASSWORD_MAX_LENGTH = 128;
/** The symbols a password may hold besides Latin letters and digits (printable ASCII punctuation). */
export const PASSWORD_SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const ALLOWED = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/;

/**
 * Spec 01 section 5 `password` (letters, digits and listed symbols). Policy, checked in this order:
 * only Latin letters, digits and PASSWORD_SYMBOLS (no spaces; non-Latin letters are left out because
 * they can be typed in several Unicode forms and then fail to match on another device) ->
 * PASSWORD_INVALID; 8 to 128 characters -> PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG; at least one letter
 * and one digit -> PASSWORD_WEAK. An empty value is REQUIRED.
 */
export function validatePassword(value: string): ValidationKey | null {
  if (value === '') return VALIDATION.REQUIRED;
  if (!ALLOWED.test(value)) return VALIDATION.PASSWORD_INVALID;
  if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION.PASSWORD_TOO_SHORT;
  if (value.length > PASSWORD_MAX_LENGTH) return VALIDATION.PASSWORD_TOO_LONG;
  if (!/[A-Za-z]/.test(value) || !/[0-9]/.test(value)) return VALIDATION.PASSWORD_WEAK;
  return null;
}
