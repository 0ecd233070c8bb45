import { describe, expect, test } from 'vitest';
import { ibanGroupToAdd, normalizeIban, validateIban } from './iban.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: IBAN of letters, digits and spaces with a valid checksum', () => {
  test.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89 3704 0044 0532 0130 00',
    'LT12 1000 0111 0100 1000',
    'GB82WEST12345698765432',
    'gb82 west 1234 5698 7654 32',
    'NO93 8601 1117 947',
    'EE38 2200 2210 2014 5685',
  ])('%s is valid', (iban) => {
    expect(validateIban(iban)).toBeNull();
  });

  test.each([
    ['GB82 WEST 1234 5698 7654 33', 'a wrong check digit'],
    ['GB28 WEST 1234 5698 7654 32', 'swapped check digits'],
    ['DE89 3704 0044 0532 0130 0', 'one character short for Germany'],
    ['XX89 3704 0044 0532 0130 00', 'an unknown country'],
    ['GB82-WEST-1234-5698-7654-32', 'hyphens'],
    ['GB82 WEST 1234 5698 7654 3Ü', 'a non-Latin letter'],
    ['1234 5678', 'no country code'],
  ])('%s is invalid (%s)', (iban) => {
    expect(validateIban(iban)).toBe(VALIDATION.IBAN_INVALID);
  });

  test('an empty IBAN is required', () => {
    expect(validateIban(' ')).toBe(VALIDATION.REQUIRED);
  });

  test('the stored form has no spaces and is upper case', () => {
    expect(normalizeIban('lt12 1000 0111 0100 1000')).toBe('LT121000011101001000');
  });
});

describe('spec 01 section 5: an IBAN starting with LT adds the player to group 1101', () => {
  test.each([
    ['LT12 1000 0111 0100 1000', 1101],
    ['lt121000011101001000', 1101],
    [' LT12 1000 0111 0100 1000', 1101],
    ['GB82 WEST 1234 5698 7654 32', null],
    ['DE89 3704 0044 0532 0130 00', null],
  ])('%s -> %s', (iban, group) => {
    expect(ibanGroupToAdd(iban)).toBe(group);
  });
});
