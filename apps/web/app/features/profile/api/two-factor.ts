import type { ApiClient } from '@casino/api/client';

// The two-factor changes of spec 03 section 21. The state is read by the route loader on the server
// (profile-security.server.ts), so the browser side sends only and ships no zod.

/** POST /api/v2/player/two_factor `{two_factor: {otp_attempt}}`: turns 2FA on once the app's code matches the secret. */
export async function enableTwoFactor(api: ApiClient, otpAttempt: string): Promise<void> {
  await api.request('POST', '/api/v2/player/two_factor', {
    body: { two_factor: { otp_attempt: otpAttempt } },
  });
}

/** DELETE /api/v2/player/two_factor?otp_attempt=123456: turns 2FA off with a current code. */
export async function disableTwoFactor(api: ApiClient, otpAttempt: string): Promise<void> {
  await api.request('DELETE', '/api/v2/player/two_factor', { query: { otp_attempt: otpAttempt } });
}
