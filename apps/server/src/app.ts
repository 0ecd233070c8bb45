import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { VALIDATION } from '@casino/domain/validation-keys';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import type { AppConfig } from './config.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSessions } from './http/session.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerNulCharacterGuard } from './http/nul-characters.ts';
import { registerCompression } from './http/compression.ts';
import { registerSameSiteRedirects } from './http/same-site-redirects.ts';
import { serializeRequest } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerHostCheck } from './http/site-origin.ts';
import { registerPrivateAnswers } from './http/private-answers.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { playerRoutes } from './modules/player/player.routes.ts';
import { infoRoutes } from './modules/info/info.routes.ts';
import { contactRoutes } from './modules/reporting/contact.routes.ts';
import { pwaEventsRoutes } from './modules/reporting/pwa-events.routes.ts';
import { registerBrandService } from './brand-service.ts';
import { i18nRoutes } from './modules/i18n/i18n.routes.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { currentIpRoutes } from './modules/geo/current-ip.routes.ts';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes.ts';
import { fraudRoutes } from './modules/fraud/fraud.routes.ts';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes.ts';
import { limitsRoutes } from './modules/limits/limits.routes.ts';
import { gameSessionsRoutes } from './modules/wallet/game-sessions.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { responsibleGamingRoutes } from './modules/limits/responsible-gaming.routes.ts';
import { studioRoutes } from './modules/studio/studio.routes.ts';
import websocket from '@fastify/websocket';
import { createLocalBroker } from './realtime/broker.ts';
import { Hub } from './realtime/hub.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';

/** The largest WebSocket frame a client may send (a command is a few hundred bytes). */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 trusts nothing for a bare number (a hop count cannot vouch for the peer), so
 * the count becomes proxy-addr's rule: the socket's peer and the hops before it up to the count; behind one appending
 * proxy, `1` picks the address that proxy saw where `true` would take whatever the client wrote first.
 */
function trustProxyOption(
  trust: AppConfig['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface BuildApiOptions {
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is registered (tests enumerate the whole API with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The API without the web app: what integration tests drive with `app.inject()`. */
export async function buildApi(
  deps: AppDeps,
  options: BuildApiOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: deps.config.LOG_LEVEL,
          serializers: { req: serializeRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Node's own request timeout, checked every second (its default check runs every 30 s): a request whose headers
    // and body have not all arrived in REQUEST_TIMEOUT_MS is answered 408 and its connection closed.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
          headersTimeout: deps.config.REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: Math.min(1_000, deps.config.REQUEST_TIMEOUT_MS),
        },
        handler,
      ),
    // Only hops the operator names may set X-Forwarded-For; the geo header is trusted separately (GEO_HEADER).
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Errors the router raises before any route runs (a malformed URL, an overlong path parameter) answer in the API's
    // own 4xx shape instead of Fastify's default body.
    frameworkErrors: (error, _request, reply) => {
      const key =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? VALIDATION.TOO_LONG : VALIDATION.BAD_REQUEST;
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({ errors: { base: [key] } });
    },
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config);
  registerHostCheck(app, deps.config);
  registerSessions(app, deps.db, deps.config);
  registerCsrfProtection(app, deps.config);
  registerNulCharacterGuard(app);
  registerCompression(app);
  registerSameSiteRedirects(app);
  registerPrivateAnswers(app);
  await app.register(websocket, { options: { maxPayload: REALTIME_MAX_FRAME_BYTES } });
  const hub = deps.hub ?? new Hub(createLocalBroker());
  if (!deps.hub) app.addHook('onClose', () => hub.close());

  // Liveness for load balancers, and the hello-world baseline the benchmarks compare API routes with.
  app.get('/api/health', async () => ({ status: 'ok' }));

  await app.register(async (scope) => realtimeRoutes(scope, { ...deps, hub }));
  for (const routes of [
    authRoutes,
    playerRoutes,
    infoRoutes,
    contactRoutes,
    pwaEventsRoutes,
    i18nRoutes,
    gamesRoutes,
    favoritesRoutes,
    cmsRoutes,
    paymentsRoutes,
    currentIpRoutes,
    devOutboxRoutes,
    fraudRoutes,
    backofficeRoutes,
    limitsRoutes,
    gameSessionsRoutes,
    walletRoutes,
    responsibleGamingRoutes,
    studioRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, deps));
  }
  await registerBrandService(app, deps);
  return app;
}
