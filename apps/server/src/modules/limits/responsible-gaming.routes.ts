import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  responsibleGamingBodySchema,
  responsibleGamingSchema,
} from '@casino/api/responsible-gaming';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import {
  continueAfterRealityCheck,
  markLimitsReviewed,
  responsibleGamingStatus,
  updateResponsibleGaming,
} from './responsible-gaming.service.ts';

/** Reality checks (RTS 13) and the limit prompts (RTS 12): our design, see packages/api responsible-gaming.ts. */
export async function responsibleGamingRoutes(
  scope: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/player/responsible_gaming',
    { schema: { response: { 200: responsibleGamingSchema } } },
    async (request) => responsibleGamingStatus(deps.db, requirePlayerId(request)),
  );
  routes.patch(
    '/api/player/responsible_gaming',
    { schema: { body: responsibleGamingBodySchema } },
    async (request, reply) => {
      await updateResponsibleGaming(deps.db, requirePlayerId(request), request.body);
      return reply.status(204).send();
    },
  );
  routes.post('/api/player/responsible_gaming/reality_check', async (request, reply) => {
    await continueAfterRealityCheck(deps.db, requirePlayerId(request));
    return reply.status(204).send();
  });
  routes.post('/api/player/responsible_gaming/limits_reviewed', async (request, reply) => {
    await markLimitsReviewed(deps.db, requirePlayerId(request));
    return reply.status(204).send();
  });
}
