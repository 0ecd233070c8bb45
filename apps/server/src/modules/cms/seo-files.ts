/**
 * Routes every sitemap lists (spec 01 section 2), before catalogue and CMS paths: only screens that exist (the
 * tournaments screen joins when it lands).
 */
export const SITEMAP_BASE_PATHS = ['/', '/pokies/all', '/live/all', '/slots'];

/** Collections whose own page is another path: every live game is /live/all, the slots collection is /slots. */
export const COLLECTION_PAGES: Readonly<Record<string, string>> = {
  all: '/pokies/all',
  live_all: '/live/all',
  live: '/live/all',
  slots: '/slots',
};

/**
 * Private or popup routes of spec 01 section 2 that search engines should not crawl: profile, cashbox popups,
 * auth popups, the tester screen and the error page. Prefix rules: '/deposit' also covers '/deposit-bonus'.
 */
export const ROBOTS_DISALLOWED = [
  '/profile',
  '/users',
  '/accounts',
  '/cashbox',
  '/dashboard',
  '/deposit',
  '/withdraw',
  '/sign-in',
  '/sign-up',
  '/registration',
  '/login',
  '/remind',
  '/new-password',
  '/email-verify',
  '/confirmation',
  '/favorite-games',
  '/sport/registration',
  '/sport/login',
  '/ffc',
  '/oops',
];

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** '/de' + '/' is '/de' (trailing slash removed, spec 01 section 2); '/de' + '/support' is '/de/support'. */
export function localizedPath(locale: string | null, path: string): string {
  if (!locale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * sitemap.xml with hreflang alternates: every path unprefixed (the country's default locale, x-default) and
 * once per locale prefix (/de/...), each entry naming all its language versions.
 */
export function buildSitemap(input: {
  origin: string;
  paths: readonly string[];
  locales: readonly string[];
}): string {
  const { origin, locales } = input;
  const paths = [...new Set(input.paths)];
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of paths) {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + path)}"/>`,
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${xmlEscape(locale)}" href="${xmlEscape(origin + localizedPath(locale, path))}"/>`,
      ),
    ].join('');
    for (const locale of [null, ...locales]) {
      out.push(
        `<url><loc>${xmlEscape(origin + localizedPath(locale, path))}</loc>${alternates}</url>`,
      );
    }
  }
  out.push('</urlset>');
  return out.join('\n');
}

/** robots.txt: crawl everything public, not the API or private/popup routes (with and without locale prefix). */
export function buildRobots(input: { origin: string; locales: readonly string[] }): string {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/'];
  for (const locale of [null, ...input.locales]) {
    for (const path of ROBOTS_DISALLOWED) lines.push(`Disallow: ${localizedPath(locale, path)}`);
  }
  lines.push('', `Sitemap: ${input.origin}/sitemap.xml`, '');
  return lines.join('\n');
}
