import type { ApiClient } from '@casino/api/client';
import { gamesPageSchema, type Device, type Game } from '@casino/api/games';
import { recommendedRequestBody } from '~/features/search/search-rules';

/** POST /api/games_filter for the `recommended` collection: the games offered with an empty search (spec 02 section 8). */
export async function getRecommendedGames(api: ApiClient, device: Device): Promise<Game[]> {
  const page = await api.request('POST', '/api/games_filter', {
    body: recommendedRequestBody(device),
    schema: gamesPageSchema,
  });
  return page.data;
}
