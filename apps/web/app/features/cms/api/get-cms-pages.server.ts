import type { ApiClient } from '@casino/api/client';
import { cmsPageListItemSchema, type CmsPageListItem } from '@casino/api/cms';
import { z } from 'zod';
import { cached } from '~/lib/server/ttl-cache.server';
import { swallow } from '~/lib/server/swallow.server';

const MINUTE_MS = 60_000;
const pagesSchema = z.array(cmsPageListItemSchema);

/**
 * GET /api/cms/pages (spec 03 section 16): the page tree, per-licence versions as children. Shares its cache key
 * with the menus of the chrome, so a page view costs no extra call. A failure gives an empty list (logged).
 */
export function getCmsPages(api: ApiClient, locale: string): Promise<CmsPageListItem[]> {
  return swallow(
    '/api/cms/pages',
    () =>
      cached(`cms-pages:${locale}`, MINUTE_MS, () =>
        api.request('GET', '/api/cms/pages', { query: { l: locale }, schema: pagesSchema }),
      ),
    [],
  );
}
