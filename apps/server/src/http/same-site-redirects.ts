import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The origin a browser saw this request at: what every Location must resolve to. */
export const requestSiteOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;

/**
 * A Location that stays on `siteOrigin`, or `/` for one that would leave it (an absolute URL elsewhere, `//host`,
 * `/\\host`, a scheme such as javascript:). The last line of defence against open redirects: each redirect is also
 * built from local paths in the first place.
 */
export function sameSiteLocation(location: string, siteOrigin: string): string {
  try {
    const site = new URL(siteOrigin).origin;
    return new URL(location, `${site}/`).origin === site ? location : '/';
  } catch {
    return '/';
  }
}

/** Every API answer's Location passes sameSiteLocation (server renders check theirs in ssr.ts). */
export function registerSameSiteRedirects(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string')
      reply.header('location', sameSiteLocation(location, requestSiteOrigin(request)));
    return payload;
  });
}
