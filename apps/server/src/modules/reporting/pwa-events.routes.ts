import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pwaEventRequestSchema } from '@casino/api/misc';
import type { AppDeps } from '../../deps.ts';
import { limitReports, reporterId, userAgentOf } from './reporter.ts';

/** POST /api/pwa_events (spec 01 section 7): opens and installs of the installable app, with the player when signed in. */
export async function pwaEventsRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/pwa_events',
    { bodyLimit: 1024, schema: { body: pwaEventRequestSchema } },
    async (request, reply) => {
      await limitReports(deps.db, request);
      await deps.db
        .insertInto('pwa_events')
        .values({
          player_id: reporterId(request),
          event: request.body.event,
          user_agent: userAgentOf(request),
        })
        .execute();
      return reply.status(204).send();
    },
  );
}
