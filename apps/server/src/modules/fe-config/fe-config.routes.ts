import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FE_CONFIG_NAMES,
  clientContextSchema,
  feConfigParamsSchema,
  feConfigQuerySchema,
  managerSchema,
  managersRequestSchema,
  type FeConfigName,
} from '@casino/api/fe-config';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { isTester } from '@casino/domain/statuses';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { findFeConfig } from './fe-config.repository.ts';
import { localizeDocument } from './localize.ts';
import { managerFor } from './managers.service.ts';
import { clientContextOf } from './client-context.ts';
import { allPagesEnabled } from './manage-promotion-pages.ts';

const locales = new Set<string>(MESSAGE_LOCALES);
const isConfigName = (name: string): name is FeConfigName =>
  FE_CONFIG_NAMES.some((known) => known === name);

/** The visitor's language for localised texts: `?locale=`, else the `locale` cookie the web app keeps, else en. */
function requestLocale(request: FastifyRequest, query: string | undefined): string {
  for (const candidate of [query, request.cookies.locale])
    if (candidate && locales.has(candidate)) return candidate;
  return 'en';
}

async function signedInGroups(deps: AppDeps, request: FastifyRequest): Promise<number[]> {
  if (!request.session || request.session.otpPending) return [];
  const rows = await deps.db
    .selectFrom('player_groups')
    .select('status_id')
    .where('player_id', '=', request.session.playerId)
    .execute();
  return rows.map((row) => row.status_id);
}

/**
 * The brand's config documents (spec 03 section 2), paths relative to the brand service's prefix (`/api/fe` in the
 * spec, `/api-fe` for the reference client: brand-service.ts).
 */
export async function feConfigRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/config/:name',
    { schema: { params: feConfigParamsSchema, querystring: feConfigQuerySchema } },
    async (request, reply) => {
      const { name } = request.params;
      if (!isConfigName(name)) throw notFound(`${name} config is not found`);
      const document = await findFeConfig(deps.db, name);
      if (document === undefined) throw notFound(`${name} config is not found`);
      // Localised and, for testers, personalised: only the browser may cache it.
      reply.header('cache-control', 'private, max-age=60');
      const localized = localizeDocument(document, requestLocale(request, request.query.locale));
      if (name === 'manage-promotion-pages' && isTester(await signedInGroups(deps, request)))
        return allPagesEnabled(localized);
      return localized;
    },
  );

  app.post(
    '/config/managers',
    { schema: { body: managersRequestSchema, response: { 200: managerSchema } } },
    async (request) => {
      const manager = await managerFor(deps.db, request.body.userGroups);
      if (!manager) throw notFound('manager is not found');
      return manager;
    },
  );
}

/** GET /client-context (spec 03 section 16): what the server makes of the visitor's browser. */
export async function clientContextRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/client-context',
    { schema: { response: { 200: clientContextSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return clientContextOf(request.headers['user-agent'] ?? '');
    },
  );
}
