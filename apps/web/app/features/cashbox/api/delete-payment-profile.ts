import type { ApiClient } from '@casino/api/client';

/** DELETE /api/player/payment_profiles/{id}: forgets a saved card. */
export async function deletePaymentProfile(client: ApiClient, id: number): Promise<void> {
  await client.request('DELETE', `/api/player/payment_profiles/${id}`);
}
