import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/** Spec 01 section 5: card numbers of these banks are refused. The list is empty in the spec. */
export const BLOCKED_BANK_PREFIXES: readonly string[] = [];
/** A card expiring further ahead than this is a typing mistake (issuers print at most ~10 years). */
const EXPIRY_MAX_YEARS_AHEAD = 20;

/** The card number without the spaces players type between groups. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/ /g, '');
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spec 01 section 5 card number: 12 to 19 digits (spaces allowed), a valid Luhn digit, no blocked bank prefix. */
export function validateCardNumber(
  value: string,
  blockedPrefixes: readonly string[] = BLOCKED_BANK_PREFIXES,
): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  const digits = normalizeCardNumber(value);
  if (!/^[0-9]{12,19}$/.test(digits) || !passesLuhn(digits)) return VALIDATION.CARD_NUMBER_INVALID;
  return blockedPrefixes.some((prefix) => digits.startsWith(prefix))
    ? VALIDATION.CARD_BLOCKED_BANK
    : null;
}

/**
 * Spec 01 section 5 card expiry: MM/YY, month 1-12 (CARD_EXPIRY_INVALID), not in the past
 * (CARD_EXPIRED). A card is good through the last day of its month; months compare on the UTC calendar.
 */
export function validateCardExpiry(value: string, today: Date = new Date()): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return VALIDATION.CARD_EXPIRY_INVALID;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return VALIDATION.CARD_EXPIRY_INVALID;
  const expiry = (2000 + Number(match[2])) * 12 + (month - 1);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (expiry < current) return VALIDATION.CARD_EXPIRED;
  return expiry - current > EXPIRY_MAX_YEARS_AHEAD * 12 ? VALIDATION.CARD_EXPIRY_INVALID : null;
}

/** Spec 01 section 5 card holder: only English letters and spaces. */
export function validateCardHolder(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  return /^[A-Za-z ]+$/.test(value) ? null : VALIDATION.CARD_HOLDER_CHARS;
}
