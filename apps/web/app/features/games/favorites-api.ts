// Favourites calls of spec 01 section 7 / spec 03 section 7. The API client loads on first use, so a guest's
// first page does not carry it.

/** Ids only (spec 03 section 0.1: accept-client v1); the default version. */
const IDS_VERSION = 'application/vnd.s.v1+json';

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** GET /api/player/favorite_games (v1): the per-currency ids of the player's favourites. */
export async function getFavoriteIds(): Promise<number[]> {
  const { api } = await import('~/lib/api');
  const body = await api.request('GET', '/api/player/favorite_games', {
    headers: { 'accept-client': IDS_VERSION },
  });
  if (!isIdList(body)) throw new TypeError('favourite ids: unexpected answer');
  return body;
}

/** PUT /api/player/favorite_games/{id} adds, DELETE removes (id = per-currency game id). */
export async function setFavorite(id: number, favorite: boolean): Promise<void> {
  const { api } = await import('~/lib/api');
  await api.request(favorite ? 'PUT' : 'DELETE', `/api/player/favorite_games/${id}`);
}
