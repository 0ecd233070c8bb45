import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WALLET_SIGNATURE_HEADER,
  gameSessionBodySchema,
  gameSessionContextSchema,
  gameSessionSchema,
  latestWinsSchema,
  playerGamesPageSchema,
  playerGamesQuerySchema,
} from '@casino/api/play';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../http/errors.ts';
import { requirePlayerId } from '../../http/session.ts';
import { hiddenProvidersFor } from '../games/games.service.ts';
import { hasValidSignature } from './request-signature.ts';
import {
  gameSessionContext,
  latestWins,
  openGameSession,
  pagePlayerGames,
} from './wallet.service.ts';

const LATEST_WINS = 20;

/** Game sessions (the play page), their context (the studio's server, signed), rounds history and the wins feed. */
export async function gameSessionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/game_sessions',
    { schema: { body: gameSessionBodySchema, response: { 201: gameSessionSchema } } },
    async (request, reply) => {
      const session = request.session;
      const playerId = session && !session.otpPending ? session.playerId : null;
      const hiddenProviders = await hiddenProvidersFor(deps, request);
      const opened = await openGameSession(deps, { playerId, hiddenProviders }, request.body);
      return reply.status(201).send(opened);
    },
  );

  // The studio is an outside party: it signs the path as it signs wallet bodies (a GET has no body).
  routes.get(
    '/api/game_sessions/:token/context',
    {
      schema: {
        params: z.strictObject({ token: z.string().min(1).max(100) }),
        response: { 200: gameSessionContextSchema },
      },
    },
    async (request) => {
      const signature = request.headers[WALLET_SIGNATURE_HEADER];
      if (!hasValidSignature(request.url, signature, deps.config.WALLET_AUTH_TOKEN))
        throw forbidden('Bad or missing X-Request-Sign');
      return gameSessionContext(deps, request.params.token);
    },
  );

  routes.get(
    '/api/player/games',
    { schema: { querystring: playerGamesQuerySchema, response: { 200: playerGamesPageSchema } } },
    async (request) =>
      pagePlayerGames(
        deps.db,
        requirePlayerId(request),
        request.query.page,
        request.query.page_size,
      ),
  );

  // The recent big wins feed; also under the reference client's latest-winners path (spec 03 section 21).
  for (const path of ['/api/games/latest_wins', '/api/stats/winners/latest'])
    routes.get(path, { schema: { response: { 200: latestWinsSchema } } }, async () =>
      latestWins(deps.db, LATEST_WINS),
    );
}
