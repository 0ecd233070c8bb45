import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogPageSchema,
  cashoutDetailSchema,
  operatorCashoutSchema,
  operatorCodeBodySchema,
  operatorSchema,
  operatorSignInBodySchema,
  operatorSignInStepSchema,
  pageQuerySchema,
  pendingCashoutsPageSchema,
  rejectCashoutBodySchema,
} from '@casino/api/backoffice';
import type { AppDeps } from '../../deps.ts';
import type { PaymentsDeps } from '../payments/deposits.service.ts';
import { createProviders } from '../payments/cashouts.service.ts';
import { findAuditPage } from './audit-log.repository.ts';
import { requireOperator, requirePermission, type Permission } from './backoffice-permissions.ts';
import {
  approveFromBackoffice,
  loadCashoutDetail,
  pagePendingCashouts,
  rejectFromBackoffice,
} from './cashout-review.service.ts';
import {
  clearOperatorCookie,
  registerOperatorSessions,
  sessionSourceOf,
  setOperatorCookie,
} from './operator-session.ts';
import {
  completeOperatorSignIn,
  endsPendingSignIn,
  operatorOf,
  signOutOperator,
  startOperatorSignIn,
} from './operator-sign-in.service.ts';

/** Checks the role before the input is validated: a signed-out caller learns nothing about the shapes (401 first). */
const allow = (permission: Permission) => async (request: FastifyRequest) => {
  requirePermission(request, permission);
};

const idParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * The operators' back office under /api/backoffice: its own sign-in and cookie (the hook below resolves only the
 * operator cookie, so a player's session opens nothing here), then role-checked reads and cashout decisions.
 */
export async function backofficeRoutes(app: FastifyInstance, appDeps: AppDeps): Promise<void> {
  const deps: PaymentsDeps = { ...appDeps, providers: createProviders(appDeps.config) };
  const { config } = deps;
  registerOperatorSessions(app, deps.db, config);
  // Operator answers hold players' personal data: no cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/backoffice/sign_in',
    { schema: { body: operatorSignInBodySchema, response: { 200: operatorSignInStepSchema } } },
    async (request, reply) => {
      const token = await startOperatorSignIn(deps, sessionSourceOf(request), request.body);
      setOperatorCookie(request, reply, config, token, true);
      return { next: 'code' as const };
    },
  );

  routes.post(
    '/api/backoffice/sign_in/code',
    { schema: { body: operatorCodeBodySchema, response: { 200: operatorSchema } } },
    async (request, reply) => {
      try {
        const { token, operator } = await completeOperatorSignIn(
          deps,
          sessionSourceOf(request),
          request.operatorSession,
          request.body.code,
        );
        setOperatorCookie(request, reply, config, token, false);
        return operator;
      } catch (error) {
        if (endsPendingSignIn(error)) clearOperatorCookie(request, reply, config);
        throw error;
      }
    },
  );

  routes.delete('/api/backoffice/sign_out', async (request, reply) => {
    await signOutOperator(deps, request.operatorSession, request.ip);
    clearOperatorCookie(request, reply, config);
    return reply.status(204).send();
  });

  routes.get('/api/backoffice/me', { schema: { response: { 200: operatorSchema } } }, (request) =>
    Promise.resolve(operatorOf(requireOperator(request))),
  );

  routes.get(
    '/api/backoffice/cashouts/pending',
    {
      preValidation: allow('cashouts:read'),
      schema: { querystring: pageQuerySchema, response: { 200: pendingCashoutsPageSchema } },
    },
    async (request) => pagePendingCashouts(deps, request.query),
  );

  routes.get(
    '/api/backoffice/cashouts/:id',
    {
      preValidation: allow('cashouts:read'),
      schema: { params: idParams, response: { 200: cashoutDetailSchema } },
    },
    async (request) => loadCashoutDetail(deps, request.params.id),
  );

  routes.post(
    '/api/backoffice/cashouts/:id/approve',
    {
      preValidation: allow('cashouts:decide'),
      schema: { params: idParams, response: { 200: operatorCashoutSchema } },
    },
    async (request) => {
      const operator = requireOperator(request);
      return approveFromBackoffice(deps, operator.operatorId, request.params.id, request.ip);
    },
  );

  routes.post(
    '/api/backoffice/cashouts/:id/reject',
    {
      preValidation: allow('cashouts:decide'),
      schema: {
        params: idParams,
        body: rejectCashoutBodySchema,
        response: { 200: operatorCashoutSchema },
      },
    },
    async (request) => {
      const operator = requireOperator(request);
      return rejectFromBackoffice(
        deps,
        operator.operatorId,
        request.params.id,
        request.body.reason,
        request.ip,
      );
    },
  );

  routes.get(
    '/api/backoffice/audit_log',
    {
      preValidation: allow('audit:read'),
      schema: { querystring: pageQuerySchema, response: { 200: auditLogPageSchema } },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { entries, total } = await findAuditPage(deps.db, {
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return { data: entries, pagination: { page, per_page, total_count: total } };
    },
  );
}
