import type { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { passwordResetBodySchema } from '@casino/api/auth';

export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** PUT /api/users/password with the token of the e-mailed link; errors rethrow the response (spec 01 section 8). */
export async function resetPassword(api: ApiClient, body: PasswordResetBody): Promise<void> {
  await api.request('PUT', '/api/users/password', { body });
}
