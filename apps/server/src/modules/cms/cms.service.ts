import type { CmsFile, CmsPage, CmsPageListItem, CmsSnippet } from '@casino/api/cms';
import type { Db } from '../../db/database.ts';
import { cmsLocaleChain, resolveCmsLocale } from './cms-locale.ts';
import {
  findPublishedPage,
  listFiles,
  listPublishedPages,
  listSnippets,
} from './cms.repository.ts';
import { toCmsPage, toCmsPageTree } from './cms-page-view.ts';
import { sanitizeCmsHtml } from './cms-html.ts';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*(\/[A-Za-z0-9]+(-[A-Za-z0-9]+)*)?$/;

/**
 * What follows /api/cms/pages/ is either a slug ('privacy-policy', per-licence 'terms-and-conditions/EE') or,
 * for SEO, a site path ('pokies/all' -> '/pokies/all', '' -> '/'). The trailing slash is dropped as the router does.
 */
export function pageTarget(rest: string): { slug: string | null; path: string } {
  const trimmed = rest.replace(/\/+$/, '');
  return { slug: slugPattern.test(trimmed) ? trimmed : null, path: `/${trimmed}` };
}

/** GET /api/cms/pages/{slug} and /api/cms/pages{path}: the page in the asked locale or en; null when none. */
export async function findCmsPage(
  db: Db,
  rest: string,
  l: string | undefined,
): Promise<{ page: CmsPage | null; path: string }> {
  const target = pageTarget(rest);
  const row = await findPublishedPage(db, target, cmsLocaleChain(resolveCmsLocale(l)));
  return { page: row ? toCmsPage(row) : null, path: target.path };
}

/** GET /api/cms/pages: published pages, per-licence variants nested under their page. */
export async function listCmsPages(db: Db, l: string | undefined): Promise<CmsPageListItem[]> {
  return toCmsPageTree(await listPublishedPages(db, cmsLocaleChain(resolveCmsLocale(l))));
}

/** GET /api/cms/snippets (spec 03 section 16). HTML snippets are sanitized again on read (they are short). */
export async function listCmsSnippets(db: Db, l: string | undefined): Promise<CmsSnippet[]> {
  const rows = await listSnippets(db, cmsLocaleChain(resolveCmsLocale(l)));
  return rows.map((row) =>
    row.categories.includes('json') ? row : { ...row, content: sanitizeCmsHtml(row.content) },
  );
}

/** GET /api/cms/files (spec 03 section 16). */
export async function listCmsFiles(db: Db, l: string | undefined): Promise<CmsFile[]> {
  return listFiles(db, cmsLocaleChain(resolveCmsLocale(l)));
}
