import type { Game } from '@casino/api/games';

/**
 * The id a favourite is stored and sent under (spec 03 section 7: the per-currency game id `currencies[CUR].id`).
 * A game without the player's currency answers with its lowest id, as GET /api/player/favorite_games (v1) does.
 */
export function favoriteEntryId(game: Pick<Game, 'currencies'>, currency: string): number | null {
  const own = game.currencies[currency];
  if (own) return own.id;
  const ids = Object.values(game.currencies).map((entry) => entry.id);
  return ids.length > 0 ? Math.min(...ids) : null;
}
