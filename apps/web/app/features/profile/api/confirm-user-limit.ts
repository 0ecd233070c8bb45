import type { ApiClient } from '@casino/api/client';

/** POST /api/user_limits/confirm {token}: the e-mailed link confirms a raised or removed limit. */
export async function confirmUserLimit(api: ApiClient, token: string): Promise<void> {
  await api.request('POST', '/api/user_limits/confirm', { body: { token } });
}
