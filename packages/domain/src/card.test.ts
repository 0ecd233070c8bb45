import { describe, expect, test } from 'vitest';
import {
  BLOCKED_BANK_PREFIXES,
  passesLuhn,
  validateCardExpiry,
  validateCardHolder,
  validateCardNumber,
} from './card.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: card number valid (Luhn, 12-19 digits)', () => {
  test.each([
    ['4242424242424242', null],
    ['4242 4242 4242 4242', null],
    ['5555555555554444', null],
    ['378282246310005', null],
    ['4000056655665556', null],
    ['4242424242424241', VALIDATION.CARD_NUMBER_INVALID],
    ['4242-4242-4242-4242', VALIDATION.CARD_NUMBER_INVALID],
    ['42424242424', VALIDATION.CARD_NUMBER_INVALID],
    ['42424242424242424242', VALIDATION.CARD_NUMBER_INVALID],
    ['4242abcd42424242', VALIDATION.CARD_NUMBER_INVALID],
    ['', VALIDATION.REQUIRED],
  ])('%j -> %s', (number, key) => {
    expect(validateCardNumber(number)).toBe(key);
  });

  test('the Luhn check accepts the 12 digit minimum', () => {
    expect(passesLuhn('000000000000')).toBe(true);
    expect(validateCardNumber('000000000000')).toBeNull();
  });

  test('the blocked bank list of the spec is empty', () => {
    expect(BLOCKED_BANK_PREFIXES).toEqual([]);
  });

  test('a number with a blocked bank prefix is refused after it passes Luhn', () => {
    expect(validateCardNumber('4242424242424242', ['424242'])).toBe(VALIDATION.CARD_BLOCKED_BANK);
    expect(validateCardNumber('5555555555554444', ['424242'])).toBeNull();
    expect(validateCardNumber('4242424242424241', ['424242'])).toBe(VALIDATION.CARD_NUMBER_INVALID);
  });
});

describe('spec 01 section 5: card expiry MM/YY, month 1-12, not in the past', () => {
  const today = new Date('2026-06-15T12:00:00Z');
  test.each([
    ['06/26', null, 'the current month'],
    ['07/26', null, 'next month'],
    ['12/30', null, 'years ahead'],
    ['05/26', VALIDATION.CARD_EXPIRED, 'last month'],
    ['12/25', VALIDATION.CARD_EXPIRED, 'last year'],
    ['13/27', VALIDATION.CARD_EXPIRY_INVALID, 'month 13'],
    ['00/27', VALIDATION.CARD_EXPIRY_INVALID, 'month 0'],
    ['6/27', VALIDATION.CARD_EXPIRY_INVALID, 'one digit month'],
    ['06/2027', VALIDATION.CARD_EXPIRY_INVALID, 'four digit year'],
    ['0627', VALIDATION.CARD_EXPIRY_INVALID, 'no slash'],
    ['06/99', VALIDATION.CARD_EXPIRY_INVALID, 'more than 20 years ahead'],
    ['', VALIDATION.REQUIRED, 'nothing'],
  ])('%j -> %s (%s)', (value, key, _situation) => {
    expect(validateCardExpiry(value, today)).toBe(key);
  });

  test('a card is good through the last day of its month', () => {
    expect(validateCardExpiry('06/26', new Date('2026-06-30T23:59:59Z'))).toBeNull();
    expect(validateCardExpiry('06/26', new Date('2026-07-01T00:00:00Z'))).toBe(
      VALIDATION.CARD_EXPIRED,
    );
  });
});

describe('spec 01 section 5: card holder only English letters and spaces', () => {
  test.each([
    ['JOHN SMITH', null],
    ['John Smith', null],
    ['JÖRG MÜLLER', VALIDATION.CARD_HOLDER_CHARS],
    ['J. SMITH', VALIDATION.CARD_HOLDER_CHARS],
    ['JOHN-PAUL SMITH', VALIDATION.CARD_HOLDER_CHARS],
    ['AGENT 007', VALIDATION.CARD_HOLDER_CHARS],
    ['   ', VALIDATION.REQUIRED],
  ])('%j -> %s', (value, key) => {
    expect(validateCardHolder(value)).toBe(key);
  });
});
