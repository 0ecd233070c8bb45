/** Category paths that list what another page lists: the slots collection is /slots, every live game /live/all. */
const SAME_LIST: Readonly<Record<string, string>> = {
  '/pokies/slots': '/slots',
  '/pokies/live': '/live/all',
  '/live/live': '/live/all',
};

/**
 * The canonical URL of a page: origin + locale prefix + path, where /categories/{slug} maps to /pokies/{slug}
 * (spec 01 section 2) and a category that is another page's list to that page. Query strings are never canonical.
 */
export function canonicalUrl(origin: string, localePrefix: string, pathname: string): string {
  const pokies = pathname.replace(/^\/categories\//, '/pokies/');
  const path = SAME_LIST[pokies] ?? pokies;
  const prefix = localePrefix ? `/${localePrefix}` : '';
  return `${origin}${prefix}${path === '/' && prefix ? '' : path}`;
}
