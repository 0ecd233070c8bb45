import type { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { emailRequestBodySchema } from '@casino/api/auth';

export type EmailRequestBody = z.input<typeof emailRequestBodySchema>;

/** POST /api/users/password: always answers success, so nobody can probe which addresses have accounts. */
export async function requestPasswordReset(api: ApiClient, body: EmailRequestBody): Promise<void> {
  await api.request('POST', '/api/users/password', { body });
}
