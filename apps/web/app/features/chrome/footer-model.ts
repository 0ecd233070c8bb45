import { licenceFor } from '@casino/domain/licence';
import type { CmsAward, CmsFile, CmsPageListItem, CmsSnippet } from '@casino/api/cms';
import type { MenuLink } from '~/lib/root-data';
import type { FooterData, FooterLogo, FooterVariant } from '~/lib/site/footer-data';

export type { FooterData, FooterLogo, FooterVariant };

/**
 * The footer's licence: GCB when the player's licence_name says so, else the licence of spec 01 section 1
 * (the player's CW or EE, otherwise geography: EE in Estonia, CW elsewhere).
 */
export function footerVariant(
  licenseName: string | null | undefined,
  country: string,
): FooterVariant {
  if (licenseName?.trim().toUpperCase() === 'GCB') return 'GCB';
  return licenceFor(licenseName, country);
}

/**
 * Links a variant hides: crypto is not offered under the Estonian licence (the CMS tags no crypto payment logo EE),
 * so its footer and menus do not advertise it.
 */
export const HIDDEN_LINKS: Readonly<Record<FooterVariant, readonly string[]>> = {
  CW: [],
  GCB: [],
  EE: ['/benefits-of-crypto'],
};

/**
 * The pages of a CMS category (top-menu, bottom-menu, bottom-menu-help of spec 02 section 2) as links for this
 * variant. A page with per-licence versions ('{page}/{licence or AU}') is linked at '/{page}', where the CMS route
 * shows the visitor's own version.
 */
export function menuLinks(
  pages: readonly CmsPageListItem[],
  category: string,
  variant: FooterVariant,
): MenuLink[] {
  return pages
    .filter(
      (page) => page.categories.includes(category) && !HIDDEN_LINKS[variant].includes(page.path),
    )
    .map((page) => ({ path: page.path, title: page.title }));
}

/**
 * CMS HTML links site pages without the locale prefix ('/responsible-gaming'); on the German site they must stay
 * German ('/de/responsible-gaming'). The HTML is the CMS's sanitized output, where attributes are double-quoted.
 */
export function withLocalePrefix(html: string, localePrefix: string): string {
  if (!localePrefix) return html;
  return html.replace(/(<a\s(?:[^>]*?\s)?href=")\/(?!\/)/g, `$1/${localePrefix}/`);
}

/** CMS files of a footer category (footer-payments, footer-trust) that this variant shows. */
export function logosFor(
  files: readonly CmsFile[],
  category: 'footer-payments' | 'footer-trust',
  variant: FooterVariant,
): FooterLogo[] {
  return files
    .filter((file) => file.categories.includes(category) && file.categories.includes(variant))
    .map(({ id, url, description }) => ({ id, url, description }));
}

/** The copyright snippet of this variant, if the CMS has one. */
export function copyrightFor(
  snippets: readonly CmsSnippet[],
  variant: FooterVariant,
): string | null {
  return (
    snippets.find(
      (snippet) => snippet.categories.includes('copyright') && snippet.categories.includes(variant),
    )?.content ?? null
  );
}

/** An HTML footer snippet by id, else the first footer snippet of a category (JSON snippets are not HTML). */
export function snippetHtml(
  snippets: readonly CmsSnippet[],
  id: string,
  category: string,
): string | null {
  const inCategory = (snippet: CmsSnippet) =>
    snippet.categories.includes('footer') &&
    snippet.categories.includes(category) &&
    !snippet.categories.includes('json');
  return (
    (snippets.find((snippet) => snippet.id === id) ?? snippets.find(inCategory))?.content ?? null
  );
}

/** How many awards the footer shows before its show-all link to /awards. */
export const FOOTER_AWARDS_MAX = 4;

/** The newest awards first, at most FOOTER_AWARDS_MAX. */
export function footerAwards(awards: readonly CmsAward[]): CmsAward[] {
  return [...awards].sort((a, b) => b.year - a.year).slice(0, FOOTER_AWARDS_MAX);
}
