import type { Collection } from '@casino/api/games';

// The catalogue pages of spec 01 section 2 and spec 02 section 2 and the category tabs each shows (the
// menu-categories-games config: main, pokies and live keys, spec 01 section 9). `all` and `live_all` are the
// every-game tabs of their menu; every other tab is a collection slug.

export type CatalogueSection = 'pokies' | 'live' | 'categories' | 'slots';

/** Which menu of menu-categories-games a section's tabs come from. */
export const SECTION_MENU: Readonly<Record<CatalogueSection, string>> = {
  pokies: 'pokies',
  live: 'live',
  categories: 'main',
  slots: 'pokies',
};

/** The every-game tab of a menu, as a path slug ('all') and as the filter identifier the API reads. */
const EVERY_GAME_TAB: Readonly<Record<string, string>> = {
  main: 'all',
  pokies: 'all',
  live: 'live_all',
};

/** The collection slug the /slots page lists (spec 02 section 2: the slots category named in the menu). */
export const SLOTS_COLLECTION = 'slots';

/**
 * Where a tab of a menu leads: /categories/{slug} for the lobby's tabs, /pokies/{slug}, /live/{slug}; `all` pages;
 * the slots tab to /slots, its own page (spec 02 section 2: "slots category (named in the menu)").
 */
export function tabHref(menu: string, tab: string): string {
  if (tab === SLOTS_COLLECTION) return '/slots';
  if (menu === 'live') return tab === 'live_all' ? '/live/all' : `/live/${tab}`;
  if (menu === 'pokies') return `/pokies/${tab}`;
  return `/categories/${tab}`;
}

/** The category identifiers of POST /api/games_filter for a page (`all` and `live_all` as the server reads them). */
export function filterIdentifiers(section: CatalogueSection, slug: string): string[] {
  if (section === 'slots') return [SLOTS_COLLECTION];
  if (section === 'live' && slug === 'all') return ['live_all'];
  return [slug];
}

/** The tab a page is: the path slug, or the menu's every-game tab for the `all` pages. */
export function tabOf(section: CatalogueSection, slug: string): string {
  if (section === 'slots') return SLOTS_COLLECTION;
  return slug === 'all' ? (EVERY_GAME_TAB[SECTION_MENU[section]] ?? 'all') : slug;
}

/**
 * Whether a page exists: `all`, or a collection of the catalogue (live pages: a live collection). Anything else is
 * the not-found page.
 */
export function isKnownCategory(
  section: CatalogueSection,
  slug: string,
  collections: readonly Pick<Collection, 'id' | 'kind'>[],
): boolean {
  if (section === 'slots') return true;
  if (slug === 'all') return true;
  const collection = collections.find((c) => c.id === slug);
  if (!collection) return false;
  return section !== 'live' || collection.kind === 'live';
}

/** The list a page is, for the random-game card rule (an every-game page counts as a category list). */
export function listSlugOf(section: CatalogueSection, slug: string): string {
  return section === 'slots' ? SLOTS_COLLECTION : slug;
}

/** `collection` of GET /api/games/random for a page: none on the every-game pages. */
export function randomCollectionOf(section: CatalogueSection, slug: string): string | undefined {
  if (section === 'slots') return SLOTS_COLLECTION;
  if (slug !== 'all') return slug;
  return section === 'live' ? 'live' : undefined;
}

/** The message key of a category name: CATEGORIES.<SLUG> in upper snake case. */
export function categoryKey(slug: string): string {
  return `CATEGORIES.${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** Volatility groups (spec 03 section 6) are one choice on the pokies page, not six tabs. */
export const isVolatilityTab = (tab: string): boolean => tab.startsWith('volatility-');
