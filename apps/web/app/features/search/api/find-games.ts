import type { ApiClient } from '@casino/api/client';
import { gamesPageSchema, type Device, type GamesPage } from '@casino/api/games';
import { searchRequestBody } from '~/features/search/search-rules';

/** POST /api/games_filter with filter.title (spec 02 section 7): one page of games whose title matches. */
export function findGames(
  api: ApiClient,
  input: string,
  device: Device,
  page: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  return api.request('POST', '/api/games_filter', {
    body: searchRequestBody(input, device, page),
    schema: gamesPageSchema,
    ...(signal ? { signal } : {}),
  });
}
