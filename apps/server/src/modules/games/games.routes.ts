import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionsSchema,
  gameSchema,
  gamesByIdentifierSchema,
  gamesFilterBodySchema,
  gamesJackpotsSchema,
  gamesPageSchema,
  gamesSelectBodySchema,
  gamesSelectBySeoTitlesBodySchema,
  providersSchema,
  randomGameQuerySchema,
} from '@casino/api/games';
import type { AppDeps } from '../../deps.ts';
import {
  filterGames,
  gamesFilterKey,
  randomGame,
  selectGames,
  selectGamesBySeoTitles,
} from './games.service.ts';
import { listCollections, listProviders, sumJackpots } from './catalogue.repository.ts';
import { catalogueCacheOf } from './catalogue-cache.ts';
import { sendCachedBody } from '../../http/cached-body.ts';
import { createMemoryRateLimit } from '../../http/memory-rate-limit.ts';
import { clientNetworkOf } from '../../lib/ip-address.ts';
import { gameArtRoutes } from './game-art.routes.ts';

/** A cached catalogue answer: its key, its response schema and how to load it on a miss. */
interface CachedRoute<T> {
  key: string;
  schema: z.ZodType<T>;
  load: () => Promise<T>;
}

/**
 * The game catalogue calls of spec 01 section 7 and spec 03 section 6, and the drawn game art. The catalogue answers
 * are kept serialized in the catalogue cache (catalogue-cache.ts), keyed by the route, everything in the request that
 * changes the answer and the visitor's hidden providers; a hit is sent as stored bytes (or their gzip/brotli form)
 * without touching the database or the response schema again.
 */
export async function gamesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cacheOf = () => catalogueCacheOf(deps.db);
  /** The hidden providers as part of a cache key. */
  const hiddenKey = (providers: readonly string[]) => [...new Set(providers)].sort().join(',');

  /**
   * Answers a catalogue read from the catalogue cache: `route` names the cache key and how to load the answer for the
   * visitor's hidden providers. A hit whose providers-config is in memory is sent without a single await.
   */
  const answer = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    withoutRestrictions: boolean | undefined,
    route: (hidden: string[]) => CachedRoute<T>,
  ) => {
    const cache = cacheOf();
    const respond = (hidden: string[]) => {
      const { key, schema, load } = route(hidden);
      const hit = cache.cachedJson(key);
      return hit
        ? sendCachedBody(request, reply, hit)
        : cache.json(key, schema, load).then((body) => sendCachedBody(request, reply, body));
    };
    const known = cache.hiddenProvidersNow(deps, request, withoutRestrictions);
    return known
      ? respond(known)
      : cache.hiddenProviders(deps, request, withoutRestrictions).then(respond);
  };

  // A title search is the one catalogue read whose key a client can vary without end (every term misses the cache).
  const searchLimit =
    deps.config.SEARCH_RATE_LIMIT > 0
      ? createMemoryRateLimit({ limit: deps.config.SEARCH_RATE_LIMIT, windowMs: 60_000 })
      : null;

  r.post('/api/games_filter', { schema: { body: gamesFilterBodySchema } }, (request, reply) => {
    const { body } = request;
    if (body.filter?.title) searchLimit?.consume(clientNetworkOf(request.ip));
    return answer(request, reply, body.without_territorial_restrictions, (hiddenProviders) => {
      const scope = { device: body.device, hiddenProviders };
      return {
        key: `games_filter ${gamesFilterKey(scope, body)}`,
        schema: gamesPageSchema,
        load: () => filterGames(deps.db, scope, body),
      };
    });
  });

  r.post(
    '/api/games_filter/select',
    { schema: { body: gamesSelectBodySchema } },
    (request, reply) => {
      const { body } = request;
      return answer(request, reply, body.without_territorial_restrictions, (hiddenProviders) => ({
        // The answer's keys follow the asked identifiers, so their order is part of the key.
        key: `games_filter/select ${JSON.stringify([body.device ?? null, hiddenKey(hiddenProviders), body.game_ids])}`,
        schema: gamesByIdentifierSchema,
        load: () => selectGames(deps.db, { device: body.device, hiddenProviders }, body),
      }));
    },
  );

  r.post(
    '/api/games_filter/select_by_seo_titles',
    { schema: { body: gamesSelectBySeoTitlesBodySchema } },
    (request, reply) => {
      const { body } = request;
      return answer(request, reply, body.without_territorial_restrictions, (hiddenProviders) => ({
        key: `games_filter/select_by_seo_titles ${JSON.stringify([body.device ?? null, hiddenKey(hiddenProviders), body.game_seo_titles, body.provider ?? null])}`,
        schema: gamesByIdentifierSchema,
        load: () => selectGamesBySeoTitles(deps.db, { device: body.device, hiddenProviders }, body),
      }));
    },
  );

  r.get('/api/games/collections', (request, reply) =>
    answer(request, reply, false, (hiddenProviders) => ({
      key: `games/collections ${hiddenKey(hiddenProviders)}`,
      schema: collectionsSchema,
      load: async () =>
        (await listCollections(deps.db, hiddenProviders)).map((c) => ({
          id: c.slug,
          title: c.title,
          games_count: c.games_count,
          kind: c.kind,
        })),
    })),
  );

  r.get('/api/games/providers', (request, reply) =>
    answer(request, reply, false, (hiddenProviders) => ({
      key: `games/providers ${hiddenKey(hiddenProviders)}`,
      schema: providersSchema,
      load: async () =>
        (await listProviders(deps.db, hiddenProviders)).map((p) => ({ id: p.slug, title: p.name })),
    })),
  );

  r.get('/api/games/jackpots', (request, reply) =>
    answer(request, reply, false, (hiddenProviders) => ({
      key: `games/jackpots ${hiddenKey(hiddenProviders)}`,
      schema: gamesJackpotsSchema,
      load: async () => {
        const jackpots: Record<string, Record<string, number>> = {};
        for (const row of await sumJackpots(deps.db, hiddenProviders))
          (jackpots[row.currency] ??= {})[row.provider] = row.cents;
        return jackpots;
      },
    })),
  );

  // A random pick is never cached; the hidden providers and the games' extras come from the catalogue cache.
  r.get(
    '/api/games/random',
    { schema: { querystring: randomGameQuerySchema, response: { 200: gameSchema } } },
    async (request) =>
      randomGame(
        deps.db,
        {
          device: request.query.device,
          hiddenProviders: await cacheOf().hiddenProviders(deps, request),
        },
        request.query,
      ),
  );

  // Jackpots with levels (spec 03 section 15) arrive with the jackpots feature; until then the true answer is "none".
  r.get('/api/jackpots', { schema: { response: { 200: z.array(z.never()) } } }, async () => []);

  await gameArtRoutes(app, deps);
}
