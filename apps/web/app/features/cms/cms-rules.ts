import type { Licence } from '@casino/domain/licence';

// Static CMS pages of spec 01 section 2 ("Static CMS pages become routes by slug; per-licence static pages use slug
// '{page}/{licence or AU}'") and spec 02 section 2 ("Static pages per licence use slug '{page}/{licence or AU}'";
// "Licence EE or CW is determined by the user's licence or by geo", spec 02 section 6). Pure rules, no React.

/** A page slug: lower-case words joined by hyphens, as the CMS stores them ('privacy-policy'). */
const PAGE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The second segment of a per-licence page: a licence or AU ('EE', 'CW', 'AU'). */
const VARIANT = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** The CMS slug of a route's params, or null for a path that can be no CMS page (answered 404 without a call). */
export function cmsSlugOf(slug: string | undefined, variant?: string): string | null {
  if (!slug || !PAGE_SLUG.test(slug)) return null;
  if (variant === undefined) return slug;
  return VARIANT.test(variant) ? `${slug}/${variant}` : null;
}

/** The Australian site: its locale, or a visitor located in Australia. */
export const AU_VARIANT = 'AU';

/**
 * Which version of a page with per-licence children a visitor reads at '/{page}': the AU version on the
 * Australian locale or from Australia, else the version of the visitor's licence (the player's licence_name,
 * else geography: EE in Estonia, CW elsewhere).
 */
export function preferredVariant(visitor: {
  licence: Licence;
  locale: string;
  country: string;
}): string {
  if (visitor.locale === 'en-AU' || visitor.country.toUpperCase() === AU_VARIANT) return AU_VARIANT;
  return visitor.licence;
}

export interface PageVersion {
  path: string;
  title: string;
}

/**
 * The slug to load for '/{page}': its child '{page}/{variant}' when the CMS has one for this visitor, else the page
 * itself. `children` are the page's per-licence versions from GET /api/cms/pages.
 */
export function slugForVisitor(
  page: string,
  children: readonly PageVersion[],
  variant: string,
): string {
  const wanted = `/${page}/${variant}`;
  return children.some((child) => child.path === wanted) ? wanted.slice(1) : page;
}

/** Pages the CMS serves only to describe app routes (category seo-page) are never pages of their own. */
export function isStandalonePage(categories: readonly string[]): boolean {
  return !categories.includes('seo-page');
}

/**
 * CMS HTML links site pages without the locale prefix ('/payments'); on the German site they must stay German
 * ('/de/payments'). `html` is the server-sanitized HTML, where every attribute is double-quoted: only the prefix,
 * one of the known locale codes, is inserted.
 */
export function prefixInternalLinks(html: string, localePrefix: string): string {
  if (!localePrefix) return html;
  if (!/^[A-Za-z]{2}(-[A-Za-z]{2})?$/.test(localePrefix))
    throw new Error(`not a locale prefix: ${localePrefix}`);
  return html.replace(/(<a\s(?:[^>]*?\s)?href=")\/(?!\/)/g, `$1/${localePrefix}/`);
}

/**
 * The in-app location of a clicked CMS link, for client-side navigation, or null when the browser should follow
 * it (another origin, a file, mail or phone, a download, a new tab). `href` is the attribute as written.
 */
export function inAppTarget(href: string | null, localePrefix: string): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  if (/^\/(cms-files|api|sitemap\.xml|robots\.txt)(\/|$|\?)/.test(href)) return null;
  const prefix = localePrefix ? `/${localePrefix}` : '';
  if (!prefix) return href;
  if (href === prefix) return '/';
  return href.startsWith(`${prefix}/`) ||
    href.startsWith(`${prefix}#`) ||
    href.startsWith(`${prefix}?`)
    ? href.slice(prefix.length) || '/'
    : href;
}

export interface TocEntry {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text of an HTML fragment: tags dropped, the entities the sanitizer writes decoded (rendered as React text). */
export function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a page's HTML holds payment-method tables (the seeded `<table class="cms-payments">` of deposit and
 * withdrawal limits): spec 02 section 2 puts a Register button beside them for guests.
 */
export function hasPaymentTables(html: string): boolean {
  return /<table\s[^>]*class="(?:[^"]*\s)?cms-payments(?:\s[^"]*)?"/.test(html);
}

/** "On this page": the sections of a long CMS page, from `<section id="..."><h2>` or `<h2 id="...">`. */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = [];
  const pattern =
    /<section\s[^>]*?id="([^"]+)"[^>]*>\s*<h2[^>]*>([\s\S]*?)<\/h2>|<h2\s[^>]*?id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g;
  for (const match of html.matchAll(pattern)) {
    const id = match[1] ?? match[3];
    const text = htmlText(match[2] ?? match[4] ?? '');
    if (id && text) entries.push({ id, text });
  }
  return entries;
}

/** A table of contents helps from this many sections on. */
export const TOC_MIN_SECTIONS = 4;
