import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoFactorBodySchema, twoFactorStateSchema } from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { disableTwoFactor, enableTwoFactor, twoFactorState } from './two-factor.service.ts';

/** Two-factor management of a signed-in player (spec 03 section 21); secrets travel in bodies, never in URLs. */
export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: twoFactorStateSchema };

  routes.get('/api/v2/player/two_factor', { schema: { response } }, async (request) =>
    twoFactorState(deps, requirePlayerId(request)),
  );

  routes.post(
    '/api/v2/player/two_factor',
    { schema: { body: twoFactorBodySchema, response } },
    async (request) => enableTwoFactor(deps, requirePlayerId(request), request.body.two_factor),
  );

  routes.delete(
    '/api/v2/player/two_factor',
    { schema: { body: twoFactorBodySchema, response } },
    async (request) => disableTwoFactor(deps, requirePlayerId(request), request.body.two_factor),
  );
}
