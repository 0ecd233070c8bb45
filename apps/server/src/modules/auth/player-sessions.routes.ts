import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerSessionListSchema, playerSessionParamsSchema } from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { unauthenticated } from '../../http/errors.ts';
import { closePlayerSession, listPlayerSessions } from './player-sessions.service.ts';

/** The player's active sessions and closing one (spec 03 section 21). */
export async function playerSessionsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/player/sessions',
    { schema: { response: { 200: playerSessionListSchema } } },
    async (request) => {
      const playerId = requirePlayerId(request);
      if (!request.session) throw unauthenticated();
      return listPlayerSessions(deps, playerId, request.session.id);
    },
  );

  routes.delete(
    '/api/player/sessions/:id',
    { schema: { params: playerSessionParamsSchema } },
    async (request, reply) => {
      await closePlayerSession(
        deps,
        { request, reply },
        requirePlayerId(request),
        request.params.id,
      );
      return reply.status(204).send();
    },
  );
}
