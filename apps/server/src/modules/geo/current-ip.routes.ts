import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentIpSchema } from '@casino/api/misc';
import { DEFAULT_CURRENCY } from '@casino/domain/currency';
import type { AppDeps } from '../../deps.ts';
import { findCountry } from '../info/info.service.ts';
import { countryOf } from './geo.service.ts';

/**
 * GET /api/current_ip (spec 03 section 3): the caller's address, its country, that country's default currency and,
 * our addition, its geo restriction (none, partial or full; an unknown country is none).
 */
export async function currentIpRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/current_ip',
    { schema: { response: { 200: currentIpSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const country_code = countryOf(request, deps.config);
      const country = await findCountry(deps.db, country_code);
      return {
        ip: request.ip,
        country_code,
        region_code: null,
        default_currency: country?.default_currency ?? DEFAULT_CURRENCY,
        restriction: country?.restriction ?? 'none',
      };
    },
  );
}
