import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@casino/api/client';
import { playerSchema, profileResponseSchema, type Player } from '@casino/api/player';
import { useAppQueryClient } from '~/lib/query/query-client';
import { useRootData } from '~/lib/root-data';

/** The signed-in player's profile query (a groups or status push patches it). */
export const PLAYER_QUERY_KEY = ['player', 'profile'] as const;

/** GET /api/player: the signed-in player, or null for a guest (a body without id; spec 03 section 1.1). */
export async function getPlayer(api: ApiClient): Promise<Player | null> {
  const profile = await api.request('GET', '/api/player', { schema: profileResponseSchema });
  const parsed = playerSchema.safeParse(profile);
  return parsed.success ? parsed.data : null;
}

export function playerQueryOptions() {
  return queryOptions({
    queryKey: PLAYER_QUERY_KEY,
    queryFn: async () => getPlayer((await import('~/lib/api')).api),
  });
}

/** The signed-in player as the query keeps it, seeded from the root loader. */
export function usePlayerQuery(): Player | null {
  const { player } = useRootData();
  const { data } = useQuery({ ...playerQueryOptions(), initialData: player }, useAppQueryClient());
  return data;
}
