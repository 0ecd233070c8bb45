import type { ApiClient } from '@casino/api/client';

/** DELETE /api/users/sign_out (spec 01 section 7). */
export async function signOut(api: ApiClient): Promise<void> {
  await api.request('DELETE', '/api/users/sign_out');
}
