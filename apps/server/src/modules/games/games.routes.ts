import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionsSchema, gameSchema, gamesByIdentifierSchema, gamesFilterBodySchema, gamesJackpotsSchema, gamesPageSchema,
  gamesSelectBodySchema, gamesSelectBySeoTitlesBodySchema, providersSchema, randomGameQuerySchema,
} from '@casino/api/games';
import type { AppDeps } from '../../deps.ts';
import { filterGames, randomGame, selectGames, selectGamesBySeoTitles } from './games.service.ts';
import { listCollections, listProviders, sumJackpots } from './catalogue.repository.ts';
import { hiddenProvidersFor } from './territorial-restrictions.ts';
import { gameArtRoutes } from './game-art.routes.ts';

/** The game catalogue calls of spec 01 section 7 and spec 03 section 6, and the drawn game art. */
export async function gamesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/games_filter', { schema: { body: gamesFilterBodySchema, response: { 200: gamesPageSchema } } }, (request) => filterGames(deps, request, request.body));
  r.post('/api/games_filter/select', { schema: { body: gamesSelectBodySchema, response: { 200: gamesByIdentifierSchema } } }, (request) => selectGames(deps, request, request.body));
  r.post('/api/games_filter/select_by_seo_titles', { schema: { body: gamesSelectBySeoTitlesBodySchema, response: { 200: gamesByIdentifierSchema } } }, (request) =>
    selectGamesBySeoTitles(deps, request, request.body));

  r.get('/api/games/collections', { schema: { response: { 200: collectionsSchema } } }, async (request) => {
    const rows = await listCollections(deps.db, await hiddenProvidersFor(deps, request));
    return rows.map((c) => ({ id: c.slug, title: c.title, games_count: c.games_count, kind: c.kind }));
  });

  r.get('/api/games/providers', { schema: { response: { 200: providersSchema } } }, async (request) => {
    const rows = await listProviders(deps.db, await hiddenProvidersFor(deps, request));
    return rows.map((p) => ({ id: p.slug, title: p.name }));
  });

  r.get('/api/games/jackpots', { schema: { response: { 200: gamesJackpotsSchema } } }, async (request) => {
    const jackpots: Record<string, Record<string, number>> = {};
    for (const row of await sumJackpots(deps.db, await hiddenProvidersFor(deps, request))) (jackpots[row.currency] ??= {})[row.provider] = row.cents;
    return jackpots;
  });

  r.get('/api/games/random', { schema: { querystring: randomGameQuerySchema, response: { 200: gameSchema } } }, (request) => randomGame(deps, request, request.query));

  // Jackpots with levels (spec 03 section 15) arrive with the jackpots feature; until then the true answer is "none".
  r.get('/api/jackpots', { schema: { response: { 200: z.array(z.never()) } } }, async () => []);

  await gameArtRoutes(app, deps);
}
