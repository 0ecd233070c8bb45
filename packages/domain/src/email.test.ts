import { describe, expect, test } from 'vitest';
import { validateEmail } from './email.ts';
import { VALIDATION } from './validation-keys.ts';

describe('spec 01 section 5: email (standard pattern)', () => {
  test.each([
    'player@example.com',
    'first.last+casino@mail.example.co.uk',
    "o'neil@example.ie",
    'USER_1@EXAMPLE.DE',
    'a@b.io',
  ])('%s is valid', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  test.each([
    ['plainaddress', 'no @'],
    ['player@', 'no domain'],
    ['@example.com', 'no local part'],
    ['player@localhost', 'no top level domain'],
    ['player@example.c', 'one letter top level domain'],
    ['pla yer@example.com', 'a space'],
    ['player@@example.com', 'two @'],
    ['.player@example.com', 'leading dot'],
    ['pl..ayer@example.com', 'two dots'],
    ['player@-example.com', 'label starting with hyphen'],
    [' player@example.com', 'leading space'],
    [`${'a'.repeat(65)}@example.com`, 'local part over 64'],
    [`player@${'a'.repeat(250)}.com`, 'over 254 characters'],
  ])('%s is invalid (%s)', (email) => {
    expect(validateEmail(email)).toBe(VALIDATION.EMAIL_INVALID);
  });

  test('the 254 character maximum is allowed', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    expect(validateEmail(email)).toBeNull();
  });

  test('an empty email is required', () => {
    expect(validateEmail('')).toBe(VALIDATION.REQUIRED);
  });
});
