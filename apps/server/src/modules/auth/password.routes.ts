import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailRequestBodySchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
} from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';

/** Password reminder, new password by e-mailed token, and change while signed in. */
export async function passwordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/users/password',
    { schema: { body: emailRequestBodySchema } },
    async (request, reply) => {
      await requestPasswordReset(deps, { request, reply }, request.body.user.email);
      return reply.status(204).send();
    },
  );

  routes.put(
    '/api/users/password',
    { schema: { body: passwordResetBodySchema } },
    async (request, reply) => {
      const { reset_password_token: token, password } = request.body.user;
      await resetPassword(deps, { request, reply }, { token, password });
      return reply.status(204).send();
    },
  );

  routes.put(
    '/api/users',
    { schema: { body: passwordChangeBodySchema } },
    async (request, reply) => {
      const playerId = requirePlayerId(request);
      const { current_password: currentPassword, password } = request.body.user;
      await changePassword(deps, { request, reply }, playerId, { currentPassword, password });
      return reply.status(204).send();
    },
  );
}
