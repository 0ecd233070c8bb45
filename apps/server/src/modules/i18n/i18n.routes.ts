import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { loadAllMessages } from './messages.ts';

const paramsSchema = z.object({ file: z.string().max(20) });
/** `t` is the client's 5-minute bucket (round(now_ms / 300000), spec 03 section 16): a cache key, otherwise unused. */
const querySchema = z.object({ t: z.string().max(20).optional() });

/**
 * GET /messages/{lang}.json (spec 01 section 7): every namespace of the locale in one object, English filling the gaps.
 * Read once at start; in development, on every request, so new namespaces show without a restart.
 */
export async function i18nRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const reloadEachRequest = deps.config.NODE_ENV === 'development';
  const cached = loadAllMessages();

  app.get(
    '/messages/:file',
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const locale = /^(.+)\.json$/.exec(request.params.file)?.[1] ?? '';
      const body = (reloadEachRequest ? loadAllMessages() : cached).get(locale);
      if (body === undefined) throw notFound(`${request.params.file} is not found`);
      return reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
