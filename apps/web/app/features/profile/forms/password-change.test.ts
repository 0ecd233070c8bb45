import { describe, expect, test } from 'vitest';
import { validatePasswordChange } from './password-change.ts';

describe('changing the password on the security tab', () => {
  test('the current password and a new one typed twice pass', () => {
    expect(
      validatePasswordChange({
        current_password: 'old one',
        password: 'Secret-2026',
        password_confirmation: 'Secret-2026',
      }),
    ).toEqual({});
  });

  test.each([
    [
      { current_password: '', password: 'Secret-2026', password_confirmation: 'Secret-2026' },
      { current_password: 'VALIDATION.REQUIRED' },
    ],
    [
      { current_password: 'old', password: 'secret', password_confirmation: 'secret' },
      { password: 'VALIDATION.PASSWORD_TOO_SHORT' },
    ],
    [
      { current_password: 'old', password: 'Secret-2026', password_confirmation: 'Secret-2062' },
      { password_confirmation: 'VALIDATION.PASSWORDS_DO_NOT_MATCH' },
    ],
  ])('%j is refused with %j', (values, errors) => {
    expect(validatePasswordChange(values)).toEqual(errors);
  });
});
