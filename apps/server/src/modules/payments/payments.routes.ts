import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  cashoutBodySchema,
  cryptoAddressBodySchema,
  cryptoAddressSchema,
  depositBodySchema,
  idempotencyKeySchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  paymentResultSchema,
  paymentSchema,
  paymentsPageSchema,
  paymentsWithPagesBodySchema,
} from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { requirePlayerId } from '../../http/session.ts';
import { recallCashout, requestCashout } from './cashouts.service.ts';
import { createDeposit, type PaymentsDeps } from './deposits.service.ts';
import { listPaymentMethods } from './payment-methods.service.ts';
import { loadPayer } from './payer.ts';
import { removeProfile } from './payment-profiles.ts';
import { listPayments, pagePayments } from './payments-history.service.ts';
import { createProviders } from './providers/providers.ts';
import { threeDSecureRoutes } from './three-d-secure.routes.ts';
import { sandboxControlRoutes } from './sandbox-control.routes.ts';
import { depositAddress } from './crypto-deposits.service.ts';

/** The caller's idempotency key (one per attempt the player makes); money calls refuse to run without one. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_KEY_HEADER]);
  if (!parsed.success)
    throw validationError({ idempotency_key: [VALIDATION.IDEMPOTENCY_KEY_REQUIRED] });
  return parsed.data;
}

const idParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The cashbox calls: methods, deposit, cashout, history (spec 03 sections 1.4 and 8), recall, saved profiles. */
export async function paymentsRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: PaymentsDeps = { ...appDeps, providers: createProviders(appDeps.config) };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/player/payment_methods',
    {
      schema: {
        querystring: paymentMethodsQuerySchema,
        response: { 200: z.array(paymentMethodSchema) },
      },
    },
    async (request) => {
      const payer = await loadPayer(deps.db, requirePlayerId(request));
      return listPaymentMethods(deps.db, payer, request.query.action, request.query.currency);
    },
  );

  routes.post(
    '/api/player/payments/deposit',
    { schema: { body: depositBodySchema, response: { 201: paymentResultSchema } } },
    async (request, reply) => {
      const playerId = requirePlayerId(request);
      const result = await createDeposit(deps, playerId, request.body, idempotencyKeyOf(request));
      return reply.status(201).send(result);
    },
  );

  routes.post(
    '/api/player/payments/cashout',
    { schema: { body: cashoutBodySchema, response: { 201: paymentResultSchema } } },
    async (request, reply) => {
      const playerId = requirePlayerId(request);
      const result = await requestCashout(deps, playerId, request.body, idempotencyKeyOf(request));
      return reply.status(201).send(result);
    },
  );

  routes.get(
    '/api/player/payments',
    { schema: { response: { 200: z.array(paymentSchema) } } },
    async (request) => listPayments(deps, requirePlayerId(request)),
  );

  routes.post(
    '/api/player/payments/with_pages',
    { schema: { body: paymentsWithPagesBodySchema, response: { 200: paymentsPageSchema } } },
    async (request) => pagePayments(deps, requirePlayerId(request), request.body),
  );

  routes.post(
    '/api/player/payments/:id/recall',
    { schema: { params: idParams, response: { 200: paymentSchema } } },
    async (request) => recallCashout(deps, requirePlayerId(request), request.params.id),
  );

  routes.delete(
    '/api/player/payment_profiles/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      if (!(await removeProfile(deps.db, requirePlayerId(request), request.params.id)))
        throw notFound('Payment profile not found');
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/player/crypto_addresses',
    { schema: { body: cryptoAddressBodySchema, response: { 200: cryptoAddressSchema } } },
    async (request) =>
      depositAddress(deps, requirePlayerId(request), request.body.currency, request.body.network),
  );

  await threeDSecureRoutes(app, deps);
  await sandboxControlRoutes(app, deps);
}
