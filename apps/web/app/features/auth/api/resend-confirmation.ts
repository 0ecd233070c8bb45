import type { ApiClient } from '@casino/api/client';
import type { EmailRequestBody } from './request-password-reset.ts';

/** POST /api/users/confirmation: 422 `{errors: {email: [...]}}`, whose last message becomes a toast (spec 01 section 5). */
export async function resendConfirmation(api: ApiClient, body: EmailRequestBody): Promise<void> {
  await api.request('POST', '/api/users/confirmation', { body });
}
