import type { ApiClient } from '@casino/api/client';
import { publicRoundSchema, type PublicRound } from '@casino/api/play-client';

/**
 * GET /studio/api/rounds/{id}: one studio round's public state, what it was played with and its seeds (the server
 * seed once the player rotated the pair). Read by the games history's round detail and the verify page.
 */
export function getPublicRound(client: ApiClient, roundId: string): Promise<PublicRound> {
  return client.request('GET', `/studio/api/rounds/${encodeURIComponent(roundId)}`, {
    schema: publicRoundSchema,
  });
}
