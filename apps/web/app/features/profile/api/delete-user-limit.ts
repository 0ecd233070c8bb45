import type { ApiClient } from '@casino/api/client';

/** DELETE /api/user_limits/{id}: asks for a limit's removal (it waits 24 hours and the e-mailed confirmation). */
export async function deleteUserLimit(api: ApiClient, id: number): Promise<void> {
  await api.request('DELETE', `/api/user_limits/${id}`);
}
