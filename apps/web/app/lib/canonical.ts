/**
 * The canonical URL of a page: origin + locale prefix + path, where /categories/{slug} maps to /pokies/{slug}
 * (spec 01 section 2). Query strings are never canonical.
 */
export function canonicalUrl(origin: string, localePrefix: string, pathname: string): string {
  const path = pathname.replace(/^\/categories\//, '/pokies/');
  const prefix = localePrefix ? `/${localePrefix}` : '';
  return `${origin}${prefix}${path === '/' && prefix ? '' : path}`;
}
