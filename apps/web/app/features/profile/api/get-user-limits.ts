import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { userLimitsSchema, type UserLimit } from '@casino/api/limits';
import { useAppQueryClient } from '~/lib/query/query-client';

/** The limits query: the page refreshes it after each change (and the game_limits push may patch it). */
export const USER_LIMITS_QUERY_KEY = ['player', 'user_limits'] as const;

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
