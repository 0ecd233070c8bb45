import { GROUP } from './statuses.ts';
import { VALIDATION, type ValidationKey } from './validation-keys.ts';

/** IBAN length per country, from the SWIFT IBAN registry. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** The IBAN without spaces, upper case: the form to store and compare. */
export function normalizeIban(value: string): string {
  return value.replace(/ /g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10: move the first four characters to the end, letters become 10..35, remainder 1. */
function hasValidChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Spec 01 section 5 IBAN: letters, digits and spaces; beyond the spec, the real checks a bank makes
 * before a transfer: a known country, that country's length, and the mod-97 check digits.
 */
export function validateIban(value: string): ValidationKey | null {
  if (value.trim() === '') return VALIDATION.REQUIRED;
  if (!/^[A-Za-z0-9 ]+$/.test(value)) return VALIDATION.IBAN_INVALID;
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return VALIDATION.IBAN_INVALID;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return VALIDATION.IBAN_INVALID;
  return hasValidChecksum(iban) ? null : VALIDATION.IBAN_INVALID;
}

/** Spec 01 section 5: an IBAN starting with LT adds the player to group 1101 (the Lithuania message). */
export function ibanGroupToAdd(iban: string): number | null {
  return normalizeIban(iban.trim()).startsWith('LT') ? GROUP.LITHUANIA_IBAN : null;
}
