import { ApiError } from '@casino/api/client';
import { VALIDATION } from '@casino/domain/validation-keys';
import { describeFailure, type RequestFailure } from '~/lib/forms/request-failure';

export const LOGIN_FAILURE_MESSAGES = {
  restricted: 'LOGIN.RESTRICTED_COUNTRY',
  rateLimited: 'LOGIN.TOO_MANY_ATTEMPTS',
  generic: 'LOGIN.ERROR_GENERIC',
} as const;

/**
 * A failed sign-in asks for the two-factor code (the 422 `otp_attempt: OTP_REQUIRED`), starts over from the password
 * (the pending sign-in died after five wrong codes, or expired: its session is gone), or shows errors.
 */
export type SignInFailure =
  { kind: 'otp-required' } | { kind: 'otp-expired' } | ({ kind: 'failed' } & RequestFailure);

/** Spec 03 section 4: a player with 2FA gets 422 `{errors: {otp_attempt: ['VALIDATION.OTP_REQUIRED']}}` first. */
export function describeSignInFailure(error: unknown): SignInFailure {
  if (
    error instanceof ApiError &&
    error.status === 422 &&
    error.fields.otp_attempt?.includes(VALIDATION.OTP_REQUIRED)
  ) {
    return { kind: 'otp-required' };
  }
  if (
    error instanceof ApiError &&
    (error.status === 401 || error.fields.otp_attempt?.includes(VALIDATION.OTP_ATTEMPTS_EXCEEDED))
  ) {
    return { kind: 'otp-expired' };
  }
  return { kind: 'failed', ...describeFailure(error, LOGIN_FAILURE_MESSAGES) };
}
