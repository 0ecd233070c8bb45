import { describe, expect, test } from 'vitest';
import { ApiError, TimeoutError } from '@casino/api/client';
import { describeSignInFailure } from './sign-in-failure.ts';

describe('what the login popup shows after a failed sign-in', () => {
  test('a two-factor player is asked for the code', () => {
    const error = new ApiError(422, { errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] } });
    expect(describeSignInFailure(error)).toEqual({ kind: 'otp-required' });
  });

  test.each([
    [
      'five wrong codes ended the pending sign-in',
      new ApiError(422, { errors: { otp_attempt: ['VALIDATION.OTP_ATTEMPTS_EXCEEDED'] } }),
    ],
    ['the pending sign-in expired (no session any more)', new ApiError(401, {})],
  ])('%s: the player starts again from the password', (_name, error) => {
    expect(describeSignInFailure(error)).toEqual({ kind: 'otp-expired' });
  });

  test('a wrong code stays on the code field', () => {
    const error = new ApiError(422, { errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });
    expect(describeSignInFailure(error)).toEqual({
      kind: 'failed',
      fields: { otp_attempt: 'VALIDATION.OTP_INVALID' },
      message: null,
    });
  });

  test('wrong credentials are shown on the password field', () => {
    const error = new ApiError(422, { errors: { password: ['VALIDATION.CREDENTIALS_INVALID'] } });
    expect(describeSignInFailure(error)).toEqual({
      kind: 'failed',
      fields: { password: 'VALIDATION.CREDENTIALS_INVALID' },
      message: null,
    });
  });

  test.each([
    [
      new ApiError(403, { error: 'Login not available in your country' }),
      'LOGIN.RESTRICTED_COUNTRY',
    ],
    [new ApiError(429, { error: 'Too many requests' }), 'LOGIN.TOO_MANY_ATTEMPTS'],
    [new ApiError(500, { error: 'Internal Server Error' }), 'LOGIN.ERROR_GENERIC'],
    [new ApiError(422, { errors: { base: ['VALIDATION.BAD_REQUEST'] } }), 'VALIDATION.BAD_REQUEST'],
    [new TimeoutError(30_000), 'LOGIN.ERROR_GENERIC'],
    [new TypeError('Failed to fetch'), 'LOGIN.ERROR_GENERIC'],
  ])('%s shows %s above the form', (error, message) => {
    expect(describeSignInFailure(error)).toEqual({ kind: 'failed', fields: {}, message });
  });
});
