import { describe, expect, test } from 'vitest';
import { validateNotCommonPassword } from './common-passwords.ts';
import { validatePassword } from './password.ts';
import { VALIDATION } from './validation-keys.ts';

describe('common breached passwords are refused (issue 7)', () => {
  test.each([
    'password1',
    'qwerty123',
    'Password1',
    'PASSWORD1',
    'iloveyou1',
    'letmein1',
    'abc12345',
  ])('%s passes the character rule but is refused as too common', (password) => {
    expect(validatePassword(password)).toBeNull();
    expect(validateNotCommonPassword(password)).toBe(VALIDATION.PASSWORD_TOO_COMMON);
  });

  test.each([
    'Journey-Pass-2026',
    'OpenCasino-Tester-2026',
    'v8#Rk2pLq',
    'correct-horse-7-battery',
  ])('%s is not on the list', (password) => {
    expect(validateNotCommonPassword(password)).toBeNull();
  });
});
