import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fraudCheckBodySchema, fraudCheckSchema } from '@casino/api/fraud';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { countryOf } from '../geo/geo.service.ts';
import { checkTransaction } from './fraud.service.ts';

export async function fraudRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  scope
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/users/transaction',
      { schema: { body: fraudCheckBodySchema, response: { 201: fraudCheckSchema } } },
      async (request, reply) => {
        const playerId = requirePlayerId(request);
        const check = await checkTransaction(
          deps,
          { playerId, country: countryOf(request, deps.config), ip: request.ip },
          request.body,
        );
        return reply.status(201).send(check);
      },
    );
}
