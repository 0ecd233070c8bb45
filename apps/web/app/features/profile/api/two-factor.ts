import type { ApiClient } from '@casino/api/client';

// The two-factor changes of spec 03 section 21. The state is read by the route loader on the server
// (profile-security.server.ts), so the browser side sends only and ships no zod.

export interface TwoFactorProof {
  authentication_code: string;
  password: string;
}

/** POST /api/v2/player/two_factor: turns 2FA on with the password, the secret shown and a code from it. */
export async function enableTwoFactor(
  api: ApiClient,
  proof: TwoFactorProof & { otp_secret: string },
): Promise<void> {
  await api.request('POST', '/api/v2/player/two_factor', { body: { two_factor: proof } });
}

/** DELETE /api/v2/player/two_factor: turns 2FA off with the password and a current code, in the body. */
export async function disableTwoFactor(api: ApiClient, proof: TwoFactorProof): Promise<void> {
  await api.request('DELETE', '/api/v2/player/two_factor', { body: { two_factor: proof } });
}
