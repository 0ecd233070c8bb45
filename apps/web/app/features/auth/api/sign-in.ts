import { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { signInBodySchema } from '@casino/api/auth';

export type SignInBody = z.input<typeof signInBodySchema>;

const signedInUserSchema = z.object({ id: z.number().int() });

/**
 * POST /api/users/sign_in with credentials, or `{user: {otp_attempt}}` as the second step of a two-factor
 * sign-in (spec 03 section 4). Errors are rethrown as the response (spec 01 section 8).
 */
export function signIn(api: ApiClient, body: SignInBody): Promise<{ id: number }> {
  return api.request('POST', '/api/users/sign_in', { body, schema: signedInUserSchema });
}
