import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORTING_BODY_LIMIT_BYTES,
  clientLogRequestSchema,
  networkReportSchema,
  performanceReportSchema,
  utmRequestSchema,
  validationMetricsSchema,
} from '@casino/api/reporting';
import type { AppDeps } from '../../deps.ts';
import { limitReports, reporterId, userAgentOf } from './reporter.ts';
import {
  insertClientLogs,
  insertNetworkReport,
  insertPerformanceReport,
  insertUtmEvent,
  insertValidationMetrics,
  type Reporter,
} from './reporting.repository.ts';

const reporter = (request: FastifyRequest): Reporter => ({
  playerId: reporterId(request),
  ip: request.ip,
  userAgent: userAgentOf(request),
});

/**
 * Reporting calls of spec 03 section 18: validated, at most 64 KB each (413 beyond), stored, answered 204. They are
 * calls of the brand service, so their paths are relative to its prefix (brand-service.ts). The validation metrics
 * come by PUT (spec) and by POST (the reference client today).
 */
export async function reportingRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const bodyLimit = REPORTING_BODY_LIMIT_BYTES;

  app.put(
    '/log',
    { bodyLimit, schema: { body: clientLogRequestSchema } },
    async (request, reply) => {
      await limitReports(db, request);
      await insertClientLogs(db, reporter(request), request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/performance',
    { bodyLimit, schema: { body: performanceReportSchema } },
    async (request, reply) => {
      await limitReports(db, request);
      await insertPerformanceReport(db, reporter(request), request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/network-performance',
    { bodyLimit, schema: { body: networkReportSchema } },
    async (request, reply) => {
      await limitReports(db, request);
      await insertNetworkReport(db, reporter(request), request.body);
      return reply.status(204).send();
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/metrics-errors-validation',
    bodyLimit,
    schema: { body: validationMetricsSchema },
    handler: async (request, reply) => {
      await limitReports(db, request);
      await insertValidationMetrics(db, reporter(request), request.body);
      return reply.status(204).send();
    },
  });

  for (const kind of ['set', 'send'] as const) {
    app.post(
      `/log_utm_${kind}`,
      { bodyLimit, schema: { body: utmRequestSchema } },
      async (request, reply) => {
        await limitReports(db, request);
        await insertUtmEvent(db, reporter(request), kind, request.body);
        return reply.status(204).send();
      },
    );
  }
}
