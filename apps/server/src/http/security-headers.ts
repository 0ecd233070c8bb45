import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * What the browser may do with our pages (W3C Permissions Policy): no camera, microphone, location, payment API or
 * USB; full screen only for the site itself (games go full screen).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
  'midi=(), payment=(), usb=(), fullscreen=(self)';

/**
 * The Content-Security-Policy of every answer, the nonce added per response by @fastify/helmet: scripts only by
 * nonce and what they load ('strict-dynamic'; 'unsafe-inline' and https: are fallbacks that CSP 2+ browsers ignore
 * next to a nonce), no plugins, no <base>, framed only by ourselves; everything else from our own origin.
 */
function directives(https: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'strict-dynamic'", "'unsafe-inline'", 'https:'],
    // Stylesheets are ours; React's style attributes need style-src-attr (a nonce in style-src blocks them).
    styleSrc: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    // 'self' takes the same origin's WebSockets too (CSP 3), which the realtime hub uses.
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Browser security headers on every answer (OWASP ASVS 5 V3.4), by @fastify/helmet: CSP with per-response nonces,
 * nosniff, Referrer-Policy, frame protection, cross-origin isolation of our resources, HSTS when the public origin is
 * https, and a Permissions-Policy. Server renders read their nonce from `reply.cspNonce.script`.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const https = config.PUBLIC_ORIGIN?.startsWith('https://') === true;
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: directives(https) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as helmet does: server renders write their own head (hijacked replies).
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}

/** The nonce this response's scripts carry (set by helmet for every request). */
export function scriptNonceOf(reply: FastifyReply): string {
  const nonce = reply.cspNonce?.script;
  if (!nonce) throw new Error('no CSP nonce: security headers are not registered');
  return nonce;
}
