import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppConfig } from '../config.ts';

/** Host names a local install answers at when no PUBLIC_ORIGIN or ALLOWED_HOSTS is configured. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Paths any Host may reach: load balancers probe nodes by address. */
const ANY_HOST_PATHS: ReadonlySet<string> = new Set(['/api/health']);

/** The host names this site answers at: ALLOWED_HOSTS, PUBLIC_ORIGIN's host, and the loopback names. */
export function allowedHostsOf(config: AppConfig): ReadonlySet<string> {
  const hosts = new Set([...LOOPBACK_HOSTS, ...config.ALLOWED_HOSTS]);
  if (config.PUBLIC_ORIGIN) hosts.add(new URL(config.PUBLIC_ORIGIN).hostname);
  return hosts;
}

/** The host name of a Host header value (`example.com:8080` -> `example.com`, `[::1]:3000` -> `[::1]`). */
export function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The origin links, canonical URLs, redirects and the page's own origin are built from: PUBLIC_ORIGIN when it is set
 * (never the request's Host), else the origin the request came in at, whose host registerHostCheck has vetted.
 */
export function siteOriginOf(request: FastifyRequest, config: AppConfig): string {
  return config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
}

/**
 * Refuses a request whose Host is not one of the site's names (421 Misdirected Request) before anything echoes it: a
 * forged Host cannot poison a cached page, a redirect or a link (ASVS 5 V13.4).
 */
export function registerHostCheck(app: FastifyInstance, config: AppConfig): void {
  const allowed = allowedHostsOf(config);
  app.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST_PATHS.has(request.url)) return;
    const hostname = hostnameOf(request.host);
    if (hostname !== null && allowed.has(hostname)) return;
    return reply.status(421).send({ errors: { base: [VALIDATION.BAD_REQUEST] } });
  });
}
