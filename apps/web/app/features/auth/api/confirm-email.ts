import type { ApiClient } from '@casino/api/client';

/** GET /api/users/confirmation?confirmation_token=... (spec 03 section 4); 422 for an unknown or used token. */
export async function confirmEmail(api: ApiClient, confirmationToken: string): Promise<void> {
  await api.request('GET', '/api/users/confirmation', {
    query: { confirmation_token: confirmationToken },
  });
}
