import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { isDevelopment } from '../../config.ts';
import { notFound } from '../../http/errors.ts';
import { receiveCryptoTransaction } from './crypto-deposits.service.ts';

const transactionBody = z.strictObject({
  address: z.string().trim().min(10).max(120),
  amount_cents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  tx_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The sandbox's own controls (docs/payments-sandbox.md), never a player's: outside production open (tests, local
 * play), in production only with SANDBOX_CONTROL_TOKEN in X-Sandbox-Token; otherwise the routes do not exist (404).
 */
export async function sandboxControlRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const allowed = (request: FastifyRequest) => {
    if (isDevelopment(deps.config)) return true;
    const token = deps.config.SANDBOX_CONTROL_TOKEN;
    const given = request.headers['x-sandbox-token'];
    return token !== undefined && typeof given === 'string' && sameToken(given, token);
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/sandbox/crypto/transactions',
    { schema: { body: transactionBody } },
    async (request, reply) => {
      if (!allowed(request)) throw notFound(`${request.url} is not found`);
      return reply.status(201).send(await receiveCryptoTransaction(deps, request.body));
    },
  );
}
