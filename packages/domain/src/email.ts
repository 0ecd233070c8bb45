import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/** RFC 5321 limits: 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// The WHATWG (HTML form) pattern, tightened to need a dotted domain with a 2+ letter top level:
// a casino mails the player, so `user@localhost` is never a real address.
const LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** Spec 01 section 5 `email` (standard pattern); at most 254 characters. */
export function validateEmail(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  if (value.length > EMAIL_MAX_LENGTH) return VALIDATION.EMAIL_INVALID;
  if (!EMAIL_PATTERN.test(value)) return VALIDATION.EMAIL_INVALID;
  const local = value.slice(0, value.lastIndexOf('@'));
  if (
    local.length > LOCAL_PART_MAX_LENGTH ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  ) {
    return VALIDATION.EMAIL_INVALID;
  }
  return null;
}
