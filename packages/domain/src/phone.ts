import { VALIDATION, type ValidationKey } from './validation-keys.ts';

export const PHONE_MIN_DIGITS = 8;
/** E.164 caps a full international number at 15 digits. */
export const PHONE_MAX_DIGITS = 15;
const PHONE_MAX_LENGTH = 24;

// An optional leading plus, then digits with brackets, spaces and hyphens as separators.
const PHONE_PATTERN = /^\+?[0-9() -]+$/;

/**
 * Spec 01 section 5 `phone`: digits, plus, brackets, space and hyphen, at least 8 characters. Policy on
 * top: the plus only leads, and 8 to 15 of the characters are digits, so "+(((  )))" is not a number
 * and nothing longer than an E.164 number passes. An empty value is REQUIRED.
 */
export function validatePhone(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  if (
    value.length < PHONE_MIN_DIGITS ||
    value.length > PHONE_MAX_LENGTH ||
    !PHONE_PATTERN.test(value)
  )
    return VALIDATION.PHONE_INVALID;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS ? null : VALIDATION.PHONE_INVALID;
}
