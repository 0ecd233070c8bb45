import type { ApiClient } from '@casino/api/client';
import { cmsPageSchema, type CmsPage } from '@casino/api/cms';
import { cached } from '~/lib/server/ttl-cache.server';

const MINUTE_MS = 60_000;

/**
 * GET /api/cms/pages/{slug} or /api/cms/pages{path} (spec 03 section 16) in the visitor's locale. A page is the
 * same for every visitor, so one in-process call per minute serves them all (the API caches for 5 minutes);
 * a 404 or a failure is not kept. Throws the API error ('{path} page is not found' is a 404).
 */
export function getCmsPage(api: ApiClient, target: string, locale: string): Promise<CmsPage> {
  const path = target.split('/').map(encodeURIComponent).join('/');
  return cached(`cms-page:${locale}:${path}`, MINUTE_MS, () =>
    api.request('GET', `/api/cms/pages/${path}`, { query: { l: locale }, schema: cmsPageSchema }),
  );
}
