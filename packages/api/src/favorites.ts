import { z } from 'zod';
import { gameSchema } from './games.ts';

// Wire shapes of the player's game lists: favourites (spec 03 section 7) and played games (spec 03 section 3).

/** Favourites come in two content versions chosen by this request header (spec 03 section 0.1). */
export const ACCEPT_CLIENT_HEADER = 'accept-client';
/** Ids only: the per-currency game ids (`currencies[CUR].id`) for the player's currency. The default. */
export const FAVORITES_IDS_VERSION = 'application/vnd.s.v1+json';
/** Full Game objects. */
export const FAVORITES_GAMES_VERSION = 'application/vnd.s.v2+json';

export const favoriteIdsSchema = z.array(z.number().int());
export const favoriteGamesSchema = z.array(gameSchema);

/** `{id}` of PUT and DELETE /api/player/favorite_games/{id}: a per-currency game id. */
export const favoriteGameParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Body of PUT /api/player/favorite_games (design ourselves): the whole set of favourites, as per-currency game ids. */
export const MAX_FAVORITE_GAMES = 500;
export const favoriteGamesReplaceBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MAX_FAVORITE_GAMES),
});
export type FavoriteGamesReplaceBody = z.infer<typeof favoriteGamesReplaceBodySchema>;

/** GET /api/player/played_games item; the client then loads the games through games_filter/select. */
export const playedGameSchema = z.object({
  identifier: z.string(),
  last_activity_at: z.string().nullable(),
});
export const playedGamesSchema = z.array(playedGameSchema);
export type PlayedGame = z.infer<typeof playedGameSchema>;
