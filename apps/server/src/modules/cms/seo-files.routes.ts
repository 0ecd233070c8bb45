import { siteOriginOf } from '../../http/site-origin.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import type { AppDeps } from '../../deps.ts';
import { listPagePaths } from './cms.repository.ts';
import { listCatalogueRoutes } from './sitemap.repository.ts';
import { SITEMAP_BASE_PATHS, buildRobots, buildSitemap } from './seo-files.ts';

const SITEMAP_TTL_MS = 5 * 60_000;

/** Absolute URLs need an origin: the configured public one, else the host the crawler asked for (mirror domains). */
function originOf(request: FastifyRequest, deps: AppDeps): string {
  return siteOriginOf(request, deps.config).replace(/\/+$/, '');
}

/** GET /sitemap.xml and /robots.txt; registered before the SSR catch-all, so they win over it. */
export async function seoFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Built from a few queries; kept per origin for a few minutes since crawlers fetch it repeatedly.
  const sitemaps = new Map<string, { xml: string; expiresAt: number }>();

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, deps);
    let entry = sitemaps.get(origin);
    if (!entry || entry.expiresAt < Date.now()) {
      const [catalogue, pages] = await Promise.all([
        listCatalogueRoutes(deps.db),
        listPagePaths(deps.db),
      ]);
      entry = {
        xml: buildSitemap({
          origin,
          paths: [...SITEMAP_BASE_PATHS, ...catalogue, ...pages],
          locales: MESSAGE_LOCALES,
        }),
        expiresAt: Date.now() + SITEMAP_TTL_MS,
      };
      if (sitemaps.size > 50) sitemaps.clear();
      sitemaps.set(origin, entry);
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(entry.xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    const body = buildRobots({ origin: originOf(request, deps), locales: MESSAGE_LOCALES });
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(body);
  });
}
