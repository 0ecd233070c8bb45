import { describe, expect, test } from 'vitest';
import { validatePhone } from './phone.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: phone of digits, plus, brackets, space, hyphen; at least 8 characters', () => {
  test.each([
    ['+14165550123', null, 'E.164'],
    ['+1 (416) 555-0123', null, 'formatted'],
    ['12345678', null, 'eight digits'],
    ['+372 5123 4567', null, 'Estonian mobile'],
    ['123456789012345', null, 'fifteen digits'],
    ['1234567', VALIDATION.PHONE_INVALID, 'seven characters'],
    ['+(123) 4-5', VALIDATION.PHONE_INVALID, 'eight characters but five digits'],
    ['1234567890123456', VALIDATION.PHONE_INVALID, 'sixteen digits'],
    ['1234+5678', VALIDATION.PHONE_INVALID, 'a plus inside'],
    ['+1 416 555 0123 ext 5', VALIDATION.PHONE_INVALID, 'letters'],
    ['+1.416.555.0123', VALIDATION.PHONE_INVALID, 'dots'],
    ['', VALIDATION.REQUIRED, 'nothing'],
  ])('%j -> %s (%s)', (phone, key, _situation) => {
    expect(validatePhone(phone)).toBe(key);
  });
});
