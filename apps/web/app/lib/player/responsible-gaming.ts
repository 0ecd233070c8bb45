import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  responsibleGamingSchema,
  type ResponsibleGaming,
  type ResponsibleGamingBody,
} from '@casino/api/responsible-gaming';
import { useAppQueryClient } from '~/lib/query/query-client';

// The reality check and the limit prompts (issue 9; UKGC RTS 12 and 13): one query shared by the chrome's reality
// check, the cashbox's first-deposit prompt and the limits page's setting.

export const RESPONSIBLE_GAMING_QUERY_KEY = ['player', 'responsible-gaming'] as const;

const client = async () => (await import('~/lib/api')).api;

/** GET /api/player/responsible_gaming. */
export async function getResponsibleGaming(): Promise<ResponsibleGaming> {
  return (await client()).request('GET', '/api/player/responsible_gaming', {
    schema: responsibleGamingSchema,
  });
}

export function responsibleGamingQueryOptions() {
  return queryOptions({ queryKey: RESPONSIBLE_GAMING_QUERY_KEY, queryFn: getResponsibleGaming });
}

/** The status, refreshed every `pollMs` while `enabled` (the game pages poll so a due check shows on time). */
export function useResponsibleGaming({
  enabled = true,
  pollMs,
}: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery(
    { ...responsibleGamingQueryOptions(), enabled, refetchInterval: pollMs ?? false },
    useAppQueryClient(),
  );
}

/** Runs one of the calls that change the status, then reloads it. */
function useResponsibleGamingChange<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useAppQueryClient();
  return useMutation(
    {
      mutationFn: call,
      onSettled: () => queryClient.invalidateQueries({ queryKey: RESPONSIBLE_GAMING_QUERY_KEY }),
    },
    queryClient,
  );
}

/** PATCH /api/player/responsible_gaming: the reality-check interval (null: off). */
export const useSetRealityCheck = () =>
  useResponsibleGamingChange(async (body: ResponsibleGamingBody) =>
    (await client()).request('PATCH', '/api/player/responsible_gaming', { body }),
  );

/** POST .../reality_check: the player answered "continue"; play resumes and the interval starts again. */
export const useContinuePlaying = () =>
  useResponsibleGamingChange(async (_: void) =>
    (await client()).request('POST', '/api/player/responsible_gaming/reality_check'),
  );

/** POST .../limits_reviewed: the six-monthly review prompt is answered. */
export const useLimitsReviewed = () =>
  useResponsibleGamingChange(async (_: void) =>
    (await client()).request('POST', '/api/player/responsible_gaming/limits_reviewed'),
  );
