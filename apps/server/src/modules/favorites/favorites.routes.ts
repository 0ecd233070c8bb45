import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCEPT_CLIENT_HEADER,
  FAVORITES_GAMES_VERSION,
  favoriteGameParamsSchema,
  favoriteGamesReplaceBodySchema,
  favoriteGamesSchema,
  favoriteIdsSchema,
  playedGamesSchema,
} from '@casino/api/favorites';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import {
  favorite,
  favoriteGames,
  favoriteIds,
  replaceFavoriteSet,
  unfavorite,
} from './favorites.service.ts';
import { listPlayedGames } from './played-games.repository.ts';

/** Favourites (spec 01 section 7, spec 03 section 7) and played games (spec 03 section 3); signed-in players only. */
export async function favoritesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/player/favorite_games',
    { schema: { response: { 200: z.union([favoriteIdsSchema, favoriteGamesSchema]) } } },
    async (request) => {
      const playerId = requirePlayerId(request);
      // v1 (ids) unless the client asks for v2 (games): the ids are what every tile's heart needs.
      if (request.headers[ACCEPT_CLIENT_HEADER] === FAVORITES_GAMES_VERSION)
        return favoriteGames(deps, request, playerId);
      return favoriteIds(deps, playerId);
    },
  );

  r.put(
    '/api/player/favorite_games',
    { schema: { body: favoriteGamesReplaceBodySchema } },
    async (request, reply) => {
      await replaceFavoriteSet(deps, requirePlayerId(request), request.body.ids);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/player/favorite_games/:id',
    { schema: { params: favoriteGameParamsSchema } },
    async (request, reply) => {
      await favorite(deps, requirePlayerId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/player/favorite_games/:id',
    { schema: { params: favoriteGameParamsSchema } },
    async (request, reply) => {
      await unfavorite(deps, requirePlayerId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/player/played_games',
    { schema: { response: { 200: playedGamesSchema } } },
    async (request) => {
      const rows = await listPlayedGames(deps.db, requirePlayerId(request));
      return rows.map((row) => ({
        identifier: row.identifier,
        last_activity_at: row.last_activity_at.toISOString(),
      }));
    },
  );
}
