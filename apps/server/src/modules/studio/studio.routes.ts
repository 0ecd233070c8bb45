import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  crashFeedParamsSchema,
  crashFeedSchema,
  publicRoundParamsSchema,
  recallQuerySchema,
  rotateSeedsBodySchema,
  startRoundBodySchema,
  roundActionBodySchema,
  studioRoundParamsSchema,
  studioTokenParamsSchema,
} from '@casino/api/studio';
import type { AppDeps } from '../../deps.ts';
import { registerStudioErrors } from './studio-errors.ts';
import { studioDepsOf } from './studio-wiring.ts';
import { describeSession, requireSession } from './studio-session.ts';
import { startRound } from './round-start.ts';
import { actOnRound } from './round-actions.ts';
import { publicRound, recallRounds } from './round-recall.ts';
import { publicSeeds, rotateSeeds } from './seed-pairs.ts';
import { crashFeed } from './crash-feed.ts';

/**
 * The studio's API for its game client (docs/games-architecture.md, "Studio"): the launch token in the path is the
 * only credential; the casino is reached over its wallet protocol only.
 */
export async function studioRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const studio = studioDepsOf(deps, scope);
  registerStudioErrors(scope);
  // The token is the credential, not a cookie: a game client on the studio's own origin calls without the casino's
  // X-Requested-With convention, as an outside provider's client would.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: 'token' };
  });
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/studio/api/sessions/:token',
    { schema: { params: studioTokenParamsSchema } },
    (request) => describeSession(studio, request.params.token),
  );
  routes.post(
    '/studio/api/sessions/:token/rounds',
    { schema: { params: studioTokenParamsSchema, body: startRoundBodySchema } },
    (request) => startRound(studio, request.params.token, request.body.params),
  );
  routes.post(
    '/studio/api/sessions/:token/rounds/:round_id/actions',
    { schema: { params: studioRoundParamsSchema, body: roundActionBodySchema } },
    (request) =>
      actOnRound(studio, request.params.token, request.params.round_id, request.body.action),
  );
  routes.get(
    '/studio/api/sessions/:token/rounds',
    { schema: { params: studioTokenParamsSchema, querystring: recallQuerySchema } },
    (request) => recallRounds(studio, request.params.token, request.query.limit),
  );
  routes.post(
    '/studio/api/sessions/:token/seeds',
    { schema: { params: studioTokenParamsSchema, body: rotateSeedsBodySchema } },
    async (request) => {
      const { session } = await requireSession(studio, request.params.token);
      const { revealed, active } = await rotateSeeds(studio, session, request.body.client_seed);
      return {
        revealed: {
          server_seed: revealed.server_seed,
          server_seed_hash: revealed.server_seed_hash,
          client_seed: revealed.client_seed,
          nonce: revealed.nonce,
        },
        seeds: publicSeeds(active),
      };
    },
  );
  routes.get(
    '/studio/api/crash/:identifier',
    { schema: { params: crashFeedParamsSchema, response: { 200: crashFeedSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return crashFeed(studio, request.params.identifier);
    },
  );
  routes.get(
    '/studio/api/rounds/:round_id',
    { schema: { params: publicRoundParamsSchema } },
    (request) => publicRound(studio, request.params.round_id),
  );
}
