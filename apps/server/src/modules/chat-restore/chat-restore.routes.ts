import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  restoreIdGetBodySchema,
  restoreIdResponseSchema,
  restoreIdSetBodySchema,
} from '@casino/api/chat-restore';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../http/errors.ts';
import { requirePlayerId } from '../../http/session.ts';
import { findRestoreId, saveRestoreId } from './restore-ids.repository.ts';

/** The signed-in player, who may only read and write their own restore id (the body names them as `internalId`). */
function ownerOf(request: FastifyRequest, internalId: string): number {
  const playerId = requirePlayerId(request);
  if (internalId !== String(playerId)) throw forbidden('Not your restore id');
  return playerId;
}

/**
 * The chat-restore calls of spec 01 section 7 and spec 03 section 17, paths relative to the brand service's prefix:
 * the chat widget's restore id is kept per player and project, so a player's conversation follows them to another
 * device. Both answer `{data: {restoreId}}`, an empty string while none is kept.
 */
export async function chatRestoreRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/restore-id/get',
    { schema: { body: restoreIdGetBodySchema, response: { 200: restoreIdResponseSchema } } },
    async (request, reply) => {
      const { internalId, project } = request.body.data;
      reply.header('cache-control', 'private, no-store');
      const restoreId = await findRestoreId(deps.db, ownerOf(request, internalId), project);
      return { data: { restoreId: restoreId ?? '' } };
    },
  );

  app.post(
    '/restore-id/set',
    { schema: { body: restoreIdSetBodySchema, response: { 200: restoreIdResponseSchema } } },
    async (request) => {
      const { internalId, project, restoreId } = request.body.data;
      await saveRestoreId(deps.db, ownerOf(request, internalId), project, restoreId);
      return { data: { restoreId } };
    },
  );
}
