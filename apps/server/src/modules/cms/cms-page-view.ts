import type { CmsPage, CmsPageListItem } from '@casino/api/cms';
import { sanitizeCmsHtml } from './cms-html.ts';
import type { CmsPageListRow, CmsPageRow } from './cms.repository.ts';

const CACHE_LIMIT = 500;
/** Sanitized HTML per (page id, updated_at): an edit changes updated_at, so stale entries are never read again. */
const sanitizedCache = new Map<string, { content: string; contentMain: string }>();

/**
 * Stored HTML was sanitized on write; it is sanitized again on read as defence in depth (a row written by SQL by
 * hand, or a sanitizer fix). About 2 ms for a 15 kB legal page, so the result is cached per page version.
 */
function sanitizedHtml(row: CmsPageRow): { content: string; contentMain: string } {
  const key = `${row.id}:${row.updated_at.getTime()}`;
  const cached = sanitizedCache.get(key);
  if (cached) return cached;
  const fresh = {
    content: sanitizeCmsHtml(row.content),
    contentMain: sanitizeCmsHtml(row.blocks['content-main'] ?? ''),
  };
  if (sanitizedCache.size >= CACHE_LIMIT) {
    const oldest = sanitizedCache.keys().next();
    if (!oldest.done) sanitizedCache.delete(oldest.value);
  }
  sanitizedCache.set(key, fresh);
  return fresh;
}

/** Page of spec 03 section 1.11. */
export function toCmsPage(row: CmsPageRow): CmsPage {
  const html = sanitizedHtml(row);
  return {
    id: String(row.id),
    path: row.path,
    title: row.title,
    layout: row.layout,
    content: html.content,
    categories: row.categories,
    blocks: {
      title: row.blocks.title ?? '',
      description: row.blocks.description ?? '',
      keywords: row.blocks.keywords ?? '',
      'content-main': html.contentMain,
      json: row.blocks.json ?? '',
    },
  };
}

const byPosition = (a: CmsPageListRow, b: CmsPageListRow) =>
  a.position - b.position || a.slug.localeCompare(b.slug);

/** Page list of spec 03 section 1.11: pages with a parent_slug are nested under that page, in position order. */
export function toCmsPageTree(rows: CmsPageListRow[]): CmsPageListItem[] {
  const slugs = new Set(rows.map((row) => row.slug));
  const childrenOf = new Map<string, CmsPageListRow[]>();
  for (const row of rows) {
    if (row.parent_slug && slugs.has(row.parent_slug))
      childrenOf.set(row.parent_slug, [...(childrenOf.get(row.parent_slug) ?? []), row]);
  }
  const toItem = (row: CmsPageListRow, ancestors: Set<string>): CmsPageListItem => ({
    id: String(row.id),
    path: row.path,
    title: row.title,
    layout: row.layout,
    categories: row.categories,
    // A parent cycle written by hand must not recurse forever.
    children: ancestors.has(row.slug)
      ? []
      : (childrenOf.get(row.slug) ?? [])
          .sort(byPosition)
          .map((child) => toItem(child, new Set([...ancestors, row.slug]))),
  });
  return rows
    .filter((row) => !row.parent_slug || !slugs.has(row.parent_slug))
    .sort(byPosition)
    .map((row) => toItem(row, new Set()));
}
