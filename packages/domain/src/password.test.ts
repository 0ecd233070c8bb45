import { describe, expect, test } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  validatePassword,
} from './password.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: password of letters, digits and listed symbols', () => {
  test.each([
    ['secret12', null, 'the minimum length with a letter and a digit'],
    ['Tr0ub4dor&3', null, 'with symbols'],
    [`a1${PASSWORD_SYMBOLS}`, null, 'every listed symbol'],
    ['a1'.repeat(64), null, '128 characters'],
    ['secret1', VALIDATION.PASSWORD_TOO_SHORT, 'seven characters'],
    ['a1'.repeat(64) + 'x', VALIDATION.PASSWORD_TOO_LONG, '129 characters'],
    ['password', VALIDATION.PASSWORD_WEAK, 'no digit'],
    ['12345678', VALIDATION.PASSWORD_WEAK, 'no letter'],
    ['!!!!!!!!', VALIDATION.PASSWORD_WEAK, 'symbols only'],
    ['secret 12', VALIDATION.PASSWORD_INVALID, 'a space'],
    ['sécret12', VALIDATION.PASSWORD_INVALID, 'an accented letter'],
    ['пароль123', VALIDATION.PASSWORD_INVALID, 'Cyrillic letters'],
    ['secret12€', VALIDATION.PASSWORD_INVALID, 'a symbol not on the list'],
    ['secret12\n', VALIDATION.PASSWORD_INVALID, 'a newline'],
    ['', VALIDATION.REQUIRED, 'nothing'],
  ])('%j -> %s (%s)', (password, key, _situation) => {
    expect(validatePassword(password)).toBe(key);
  });

  test('the policy is 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});
