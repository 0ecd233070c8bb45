import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { checkEmailRoutes } from './modules/auth/check-email.routes.ts';
import { chatRestoreRoutes } from './modules/chat-restore/chat-restore.routes.ts';
import { clientContextRoutes, feConfigRoutes } from './modules/fe-config/fe-config.routes.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';

/**
 * Where the brand's own front-end service answers (spec 03 section 0.1): the spec's prefix and the one the reference
 * client uses today. Both serve the same handlers, so a client of either version works unchanged.
 */
export const BRAND_SERVICE_PREFIXES = ['/api/fe', '/api-fe'] as const;

/**
 * The brand service's calls that the spec also names at the site root (check-email, client-context, chat restore,
 * reporting: spec 03 sections 4, 16, 17 and 18), with paths relative to where they are mounted.
 */
export async function brandCallRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await checkEmailRoutes(scope, deps);
  await clientContextRoutes(scope);
  await chatRestoreRoutes(scope, deps);
  await reportingRoutes(scope, deps);
}

/** The whole brand service under one prefix: the config documents and the calls above. */
export async function brandServiceRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await feConfigRoutes(scope, deps);
  await brandCallRoutes(scope, deps);
}

/** Mounts the brand service under each of its prefixes, and its calls at the root where the spec names them. */
export async function registerBrandService(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const prefix of BRAND_SERVICE_PREFIXES)
    await app.register(async (scope) => brandServiceRoutes(scope, deps), { prefix });
  await app.register(async (scope) => brandCallRoutes(scope, deps));
}
