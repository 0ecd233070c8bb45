import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSessions } from './http/session.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { playerRoutes } from './modules/player/player.routes.ts';
import { infoRoutes } from './modules/info/info.routes.ts';
import { feConfigRoutes } from './modules/fe-config/fe-config.routes.ts';
import { reportingRoutes } from './modules/reporting/reporting.routes.ts';
import { i18nRoutes } from './modules/i18n/i18n.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The API without the web app: what integration tests drive with `app.inject()`. */
export async function buildApi(deps: AppDeps, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: deps.config.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: Boolean(deps.config.GEO_HEADER),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  registerSessions(app, deps.db);
  registerCsrfProtection(app, deps.config);

  // Liveness for load balancers, and the hello-world baseline the benchmarks compare API routes with.
  app.get('/api/health', async () => ({ status: 'ok' }));

  for (const routes of [authRoutes, playerRoutes, infoRoutes, feConfigRoutes, reportingRoutes, i18nRoutes, gamesRoutes, favoritesRoutes, cmsRoutes]) {
    await app.register(async (scope) => routes(scope, deps));
  }
  return app;
}
