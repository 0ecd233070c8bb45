import type { ApiClient } from '@casino/api/client';
import type { UserLimitBody } from '@casino/api/limits';

/** POST /api/user_limits: sets, lowers or asks to raise a limit; the same terms again cancel a waiting request. */
export async function setUserLimit(api: ApiClient, body: UserLimitBody): Promise<void> {
  await api.request('POST', '/api/user_limits', { body });
}
