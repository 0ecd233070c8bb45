import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DomainError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `origin-only`: a plain HTML form of our own (the sandbox issuer's 3-D Secure page) may post without
     * X-Requested-With; its Origin must still be this site's. `signed`: a server-to-server call authenticated by a
     * signature over its body (the seamless wallet), which carries no cookie a foreign page could ride on. `token`: a
     * call whose only credential is a secret in its path (the studio's game session token), which no foreign page
     * knows, so there is nothing to forge.
     */
    csrf?: 'origin-only' | 'signed' | 'token';
  }
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence that keeps SoftSwiss-style clients working (DESIGN.md, API): a state-changing request must carry
 * `X-Requested-With: XMLHttpRequest` (a cross-site page cannot send it without a preflight, which is never granted)
 * and, when the browser names an Origin or Referer, it must be this site.
 */
export function registerCsrfProtection(app: FastifyInstance, config: AppConfig): void {
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.csrf;
    if (SAFE_METHODS.has(request.method) || mode === 'signed' || mode === 'token') return;
    const xhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
    if (!xhr && mode !== 'origin-only') {
      throw new DomainError('CsrfRejected', 'Missing X-Requested-With header');
    }
    const origin = requestOrigin(request);
    // Browsers send an Origin with every form post: a plain form without one is not a browser's.
    if (!origin && !xhr) throw new DomainError('CsrfRejected', 'Cross-site request refused');
    if (!origin) return;
    const allowed = new Set([
      `${request.protocol}://${request.host}`,
      `http://${request.host}`,
      `https://${request.host}`,
    ]);
    if (config.PUBLIC_ORIGIN) allowed.add(config.PUBLIC_ORIGIN);
    if (!allowed.has(origin)) throw new DomainError('CsrfRejected', 'Cross-site request refused');
  });
}
