import { describe, expect, test } from 'vitest';
import { validateOtp, validateSignIn } from './sign-in-form.ts';

describe('the login form', () => {
  test('an e-mail and any password may try', () => {
    expect(validateSignIn({ email: 'player@example.com', password: 'old pass' })).toEqual({});
  });

  test.each([
    [{ email: '', password: 'x' }, { email: 'VALIDATION.REQUIRED' }],
    [{ email: 'player', password: 'x' }, { email: 'VALIDATION.EMAIL_INVALID' }],
    [{ email: 'player@example.com', password: '' }, { password: 'VALIDATION.REQUIRED' }],
  ])('%j is answered at once with %j', (values, errors) => {
    expect(validateSignIn(values)).toEqual(errors);
  });

  test.each([
    ['123456', {}],
    ['12345', { otp_attempt: 'VALIDATION.OTP_INVALID' }],
    ['12a456', { otp_attempt: 'VALIDATION.OTP_INVALID' }],
  ])('the two-factor code %s gives %j', (code, errors) => {
    expect(validateOtp(code)).toEqual(errors);
  });
});
