import { describe, expect, test } from 'vitest';
import { validateEmailRequest } from './email-request-form.ts';
import { newPasswordBody, validateNewPassword } from './new-password-form.ts';

describe('the new password popup', () => {
  test('sends the token of the link with the new password twice', () => {
    expect(
      newPasswordBody('tok', { password: 'Secret-2026', password_confirmation: 'Secret-2026' }),
    ).toEqual({
      user: {
        reset_password_token: 'tok',
        password: 'Secret-2026',
        password_confirmation: 'Secret-2026',
      },
    });
    expect(
      validateNewPassword('tok', { password: 'Secret-2026', password_confirmation: 'Secret-2026' }),
    ).toEqual({});
  });

  test.each([
    [
      { password: 'Secret-2026', password_confirmation: 'Secret-2025' },
      { password_confirmation: 'VALIDATION.PASSWORDS_DO_NOT_MATCH' },
    ],
    [
      { password: 'short1', password_confirmation: 'short1' },
      { password: 'VALIDATION.PASSWORD_TOO_SHORT' },
    ],
    [{ password: '', password_confirmation: '' }, { password: 'VALIDATION.REQUIRED' }],
  ])('%j is refused with %j', (values, errors) => {
    expect(validateNewPassword('tok', values)).toEqual(errors);
  });

  test('a link without its token cannot set a password', () => {
    expect(
      validateNewPassword('', { password: 'Secret-2026', password_confirmation: 'Secret-2026' }),
    ).toEqual({ reset_password_token: 'VALIDATION.REQUIRED' });
  });
});

describe('the e-mail of a reset link or a confirmation resend', () => {
  test.each([
    ['player@example.com', {}],
    ['', { email: 'VALIDATION.REQUIRED' }],
    ['player@', { email: 'VALIDATION.EMAIL_INVALID' }],
  ])('%s gives %j', (email, errors) => {
    expect(validateEmailRequest(email)).toEqual(errors);
  });
});
