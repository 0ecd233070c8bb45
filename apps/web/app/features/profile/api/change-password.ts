import type { z } from 'zod';
import type { ApiClient } from '@casino/api/client';
import type { passwordChangeBodySchema } from '@casino/api/auth';

export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

/** PUT /api/users: change the password while signed in (spec 03 section 21). */
export async function changePassword(api: ApiClient, body: PasswordChangeBody): Promise<void> {
  await api.request('PUT', '/api/users', { body });
}
