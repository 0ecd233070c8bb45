import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmLimitBodySchema,
  limitIdParamsSchema,
  userLimitBodySchema,
  userLimitsSchema,
} from '@casino/api/limits';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { confirmLimitChange, listLimits, removeLimit, setLimit } from './limits.service.ts';

/** The limit calls of spec 03 section 9; answers are empty (204) and the client reloads the list. */
export async function limitsRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/user_limits',
    { schema: { response: { 200: userLimitsSchema } } },
    async (request) => listLimits(deps.db, requirePlayerId(request)),
  );
  routes.post(
    '/api/user_limits',
    { schema: { body: userLimitBodySchema } },
    async (request, reply) => {
      await setLimit(deps, requirePlayerId(request), request.body);
      return reply.status(204).send();
    },
  );
  routes.delete(
    '/api/user_limits/:id',
    { schema: { params: limitIdParamsSchema } },
    async (request, reply) => {
      await removeLimit(deps, requirePlayerId(request), request.params.id);
      return reply.status(204).send();
    },
  );
  // Public: the e-mailed link may be opened signed out; the token is the proof.
  routes.post(
    '/api/user_limits/confirm',
    { schema: { body: confirmLimitBodySchema } },
    async (request, reply) => {
      await confirmLimitChange(deps, request.body);
      return reply.status(204).send();
    },
  );
}
