import type { ApiClient } from '@casino/api/client';
import type { Subscriptions } from '@casino/api/player';

/** PUT /api/subscriptions with the changed subset (spec 03 section 3). */
export async function updateSubscriptions(
  api: ApiClient,
  changes: Partial<Subscriptions>,
): Promise<void> {
  await api.request('PUT', '/api/subscriptions', { body: changes });
}
