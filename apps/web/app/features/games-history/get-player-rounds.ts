import type { ApiClient } from '@casino/api/client';
import { playerRoundsPageSchema, type PlayerRoundsPage } from '@casino/api/play-client';

/** Rounds a page of the games history shows. */
export const ROUNDS_PAGE_SIZE = 20;

/** GET /api/player/games?page=&page_size=: the player's real-play rounds, newest first (spec 03 section 21). */
export function getPlayerRounds(client: ApiClient, page: number): Promise<PlayerRoundsPage> {
  return client.request('GET', '/api/player/games', {
    query: { page, page_size: ROUNDS_PAGE_SIZE },
    schema: playerRoundsPageSchema,
  });
}

/** The page a `?page=` query asks for: a positive integer, else the first. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
