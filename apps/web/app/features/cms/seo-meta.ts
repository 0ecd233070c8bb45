import type { MetaDescriptor } from 'react-router';
import { BRAND_NAME } from '~/lib/meta';

// SEO of spec 03 sections 1.11 and 16: a CMS page carries its meta in blocks.title, blocks.description and
// blocks.keywords; GET /api/cms/pages{path} gives the same for app routes (/, /pokies/all, /live/all). The
// canonical link and the no-index rule (more than 3 path segments) are written by the root for every page.

/** The SEO blocks of a CMS page, as plain text (the server strips tags from them on write). */
export interface SeoBlocks {
  title: string;
  description: string;
  keywords: string;
}

/** An SEO page of an app route: its meta and its intro HTML (sanitized by the server, spec 03 section 1.11). */
export interface SeoPage extends SeoBlocks {
  html: string;
}

/** A page title always names the brand once: '<title> | Open Casino'. */
export function brandedTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed.endsWith(`| ${BRAND_NAME}`) || trimmed === BRAND_NAME
    ? trimmed
    : `${trimmed} | ${BRAND_NAME}`;
}

/**
 * Meta tags of a page from its SEO blocks: title (blocks.title, else `fallbackTitle`), description, keywords and
 * their Open Graph twins. Without SEO blocks the route's own meta (`fallback`) is used as is.
 *
 *   export const meta = ({ loaderData, matches }) => seoMeta(loaderData?.seo, titleMeta(matches, 'ROUTER.TITLE_LOBBY'));
 */
export function seoMeta(
  seo: SeoBlocks | null | undefined,
  fallback: MetaDescriptor[],
): MetaDescriptor[] {
  if (!seo) return fallback;
  const fallbackTitle = fallback.find(
    (entry): entry is { title: string } => 'title' in entry && typeof entry.title === 'string',
  )?.title;
  const title = seo.title ? brandedTitle(seo.title) : fallbackTitle;
  const tags: MetaDescriptor[] = [
    ...fallback.filter(
      (entry) => !('title' in entry) && !('name' in entry && entry.name === 'description'),
    ),
  ];
  if (title) tags.unshift({ title }, { property: 'og:title', content: title });
  if (seo.description)
    tags.push(
      { name: 'description', content: seo.description },
      { property: 'og:description', content: seo.description },
    );
  if (seo.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND_NAME },
  );
  return tags;
}
