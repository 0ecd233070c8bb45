import type { ApiClient } from '@casino/api/client';

/** DELETE /api/player/sessions/{id}: signs that device out (spec 03 section 21). */
export async function deleteSession(api: ApiClient, id: number): Promise<void> {
  await api.request('DELETE', `/api/player/sessions/${id}`);
}
