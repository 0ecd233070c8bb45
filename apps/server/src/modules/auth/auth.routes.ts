import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registrationBodySchema,
  signInBodySchema,
  updateDetailsBodySchema,
} from '@casino/api/auth';
import { playerSchema } from '@casino/api/player';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { signIn, signOut } from './auth.service.ts';
import { confirmationRoutes } from './confirmation.routes.ts';
import { passwordRoutes } from './password.routes.ts';
import { playerSessionsRoutes } from './player-sessions.routes.ts';
import { registerPlayer } from './registration.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { updateMissingDetails } from './update-details.service.ts';

/** The account calls of spec 01 section 7 and spec 03 sections 4 and 21. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/users',
    { schema: { body: registrationBodySchema, response: { 201: playerSchema } } },
    async (request, reply) => {
      const user = await registerPlayer(deps, { request, reply }, request.body.user);
      return reply.status(201).send(user);
    },
  );

  routes.post(
    '/api/users/sign_in',
    { schema: { body: signInBodySchema, response: { 200: playerSchema } } },
    async (request, reply) => signIn(deps, { request, reply }, request.body.user),
  );

  routes.delete('/api/users/sign_out', async (request, reply) => {
    await signOut(deps, { request, reply });
    return reply.status(204).send();
  });

  routes.post(
    '/api/auth_providers/update_details',
    { schema: { body: updateDetailsBodySchema, response: { 201: playerSchema } } },
    async (request, reply) => {
      const user = await updateMissingDetails(deps, requirePlayerId(request), request.body.user);
      return reply.status(201).send(user);
    },
  );

  await passwordRoutes(app, deps);
  await confirmationRoutes(app, deps);
  await twoFactorRoutes(app, deps);
  await playerSessionsRoutes(app, deps);
}
