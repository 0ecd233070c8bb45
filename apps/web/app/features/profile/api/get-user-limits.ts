import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { userLimitsSchema, type UserLimit } from '@casino/api/limits';
import { useAppQueryClient } from '~/lib/query/query-client';

import { USER_LIMITS_QUERY_KEY } from '~/lib/player/user-limits-key';

export { USER_LIMITS_QUERY_KEY };

/** GET /api/user_limits: the player's limits with what counts against them (spec 03 section 9). */
export function getUserLimits(api: ApiClient): Promise<UserLimit[]> {
  return api.request('GET', '/api/user_limits', { schema: userLimitsSchema });
}

export function userLimitsQueryOptions() {
  return queryOptions({
    queryKey: USER_LIMITS_QUERY_KEY,
    queryFn: async () => getUserLimits((await import('~/lib/api')).api),
  });
}

/** The limits, first from the page's loader, then as the query keeps them. */
export function useUserLimits(initial: UserLimit[]) {
  return useQuery({ ...userLimitsQueryOptions(), initialData: initial }, useAppQueryClient());
}
