import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devOutboxQuerySchema, devOutboxResponseSchema } from '@casino/api/auth';
import type { AppDeps } from '../../deps.ts';
import { isDevelopment } from '../../config.ts';

const LIMIT = 20;
const URL_PATTERN = /https?:\/\/[^\s"<>]+/g;

/**
 * GET /api/dev/outbox?email=...: the latest e-mails to one address with their links, so that a developer or a browser
 * test can follow a confirmation or reset link without a mail server. Never registered in production.
 */
export async function devOutboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (!isDevelopment(deps.config)) return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/dev/outbox',
      { schema: { querystring: devOutboxQuerySchema, response: { 200: devOutboxResponseSchema } } },
      async (request) => {
        const rows = await deps.db
          .selectFrom('email_outbox')
          .select([
            'id',
            'recipient',
            'template',
            'subject',
            'body_text',
            'body_html',
            'created_at',
            'sent_at',
            'attempts',
            'last_error',
          ])
          .where((eb) => eb(eb.fn('lower', ['recipient']), '=', request.query.email.toLowerCase()))
          .orderBy('id', 'desc')
          .limit(LIMIT)
          .execute();
        return rows.map((row) => ({
          ...row,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
          links: [...new Set(row.body_text.match(URL_PATTERN) ?? [])],
        }));
      },
    );
}
