import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmationQuerySchema, emailRequestBodySchema } from '@casino/api/auth';
import { playerSchema } from '@casino/api/player';
import type { AppDeps } from '../../deps.ts';
import { confirmEmail, resendConfirmation } from './confirmation.service.ts';

/** E-mail confirmation by link, and resending the link (spec 01 sections 7 and 8). */
export async function confirmationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/users/confirmation',
    { schema: { querystring: confirmationQuerySchema, response: { 200: playerSchema } } },
    async (request) => confirmEmail(deps, request.query.confirmation_token),
  );

  routes.post(
    '/api/users/confirmation',
    { schema: { body: emailRequestBodySchema } },
    async (request, reply) => {
      await resendConfirmation(deps, { request, reply }, request.body.user.email);
      return reply.status(204).send();
    },
  );
}
