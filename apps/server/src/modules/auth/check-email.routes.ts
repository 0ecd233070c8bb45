import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkEmailBodySchema, checkEmailResponseSchema } from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { consumeAuthRate } from './auth-rate-limits.ts';
import { checkEmailVerdict } from './check-email.ts';

/** POST /check-email (spec 03 section 4), a call of the brand service: its path is relative to the service's prefix. */
export async function checkEmailRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const routes = scope.withTypeProvider<ZodTypeProvider>();

  // The verdict travels under `errors` even for a good address: that is the wire format clients read (spec 03 section 4).
  routes.post(
    '/check-email',
    { schema: { body: checkEmailBodySchema, response: { 200: checkEmailResponseSchema } } },
    async (request) => {
      await consumeAuthRate(deps.db, 'checkEmailPerIp', request.ip);
      return { errors: { message: checkEmailVerdict(request.body.email) } };
    },
  );
}
