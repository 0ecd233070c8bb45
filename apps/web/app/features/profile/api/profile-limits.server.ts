import type { ApiClient } from '@casino/api/client';
import type { UserLimit } from '@casino/api/limits';
import { getUserLimits } from '~/features/profile/api/get-user-limits';

export interface ProfileLimitsData {
  limits: UserLimit[];
}

/** What /profile/limits shows first: GET /api/user_limits. */
export async function loadProfileLimits(api: ApiClient): Promise<ProfileLimitsData> {
  return { limits: await getUserLimits(api) };
}
