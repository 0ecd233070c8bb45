import { describe, expect, test } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/routes';
import {
  HEADER_SECTIONS,
  ROUTED_SECTIONS,
  bottomBarNav,
  headerNav,
  isNavItemActive,
  type NavContext,
  type NavSection,
} from '~/features/chrome/nav-items';

const ALL_ROUTED: ReadonlySet<NavSection> = new Set(HEADER_SECTIONS.map((section) => section.id));
const ALL_PAGES = { 'aquanova-odyssey': true, 'rocket-mart': true, 'rocket-chance': true };
const everything: NavContext = {
  routed: ALL_ROUTED,
  enabledPages: ALL_PAGES,
  flags: { mysticJackpots: true },
};
const keys = (context: NavContext) => headerNav(context).map((item) => item.key);

describe('header navigation (spec 02 section 2 "Header navigation (in order)")', () => {
  test('"Lobby [...], pokies, live, [...] activity hub, rocket mart, rocket chance [...], tournaments [...], mystic jackpots [...], achievements, VIP club, then static pages in category top-menu"', () => {
    const topMenu = [
      { path: '/bonus-balance', title: 'Bonus balance' },
      { path: '/benefits-of-crypto', title: 'Benefits of crypto' },
    ];
    expect(keys({ ...everything, topMenu })).toEqual([
      'lobby',
      'pokies',
      'live',
      'activity-hub',
      'rocket-mart',
      'rocket-chance',
      'tournaments',
      'mystic-jackpots',
      'achievements',
      'vip-club',
      'cms:/bonus-balance',
      'cms:/benefits-of-crypto',
    ]);
  });

  test('"Lobby (hidden if a betting link is shown)": betting, external, takes its place after live', () => {
    const items = headerNav({ ...everything, bettingUrl: 'https://sport.example/' });
    expect(items.map((item) => item.key).slice(0, 3)).toEqual(['pokies', 'live', 'betting']);
    expect(items.find((item) => item.key === 'betting')).toMatchObject({
      to: 'https://sport.example/',
      external: true,
    });
  });

  test('no betting link without a betting site', () => {
    expect(keys(everything)).not.toContain('betting');
  });

  test.each([
    ['aquanova-odyssey', 'activity-hub'],
    ['rocket-mart', 'rocket-mart'],
    ['rocket-chance', 'rocket-chance'],
  ] as const)('"each only if its page is enabled": page %s off hides %s', (page, section) => {
    expect(keys({ ...everything, enabledPages: { ...ALL_PAGES, [page]: false } })).not.toContain(
      section,
    );
    expect(keys({ ...everything, enabledPages: {} })).not.toContain(section);
  });

  test('"mystic jackpots (feature flag)"', () => {
    expect(keys({ ...everything, flags: { mysticJackpots: false } })).not.toContain(
      'mystic-jackpots',
    );
  });

  test('"tournaments (menu count shows active tournaments)"', () => {
    expect(
      headerNav({ ...everything, activeTournaments: 3 }).find((item) => item.key === 'tournaments')
        ?.count,
    ).toBe(3);
    expect(
      headerNav({ ...everything, activeTournaments: 0 }).find((item) => item.key === 'tournaments')
        ?.count,
    ).toBeUndefined();
  });

  test('sections whose screens do not exist yet are never linked', () => {
    expect(keys({ enabledPages: ALL_PAGES, flags: { mysticJackpots: true } })).toEqual([
      ...ROUTED_SECTIONS,
    ]);
  });

  test('a CMS page at the path of a section is not listed twice', () => {
    expect(keys({ ...everything, topMenu: [{ path: '/pokies/all', title: 'Pokies' }] })).toEqual(
      keys(everything),
    );
  });

  test('sections are translated message keys, CMS pages keep their own titles', () => {
    const items = headerNav({ topMenu: [{ path: '/about', title: 'About us' }] });
    expect(items[0]).toMatchObject({ label: 'HEADER.LOBBY', translate: true, end: true });
    expect(items.at(-1)).toMatchObject({ label: 'About us', translate: false, end: false });
  });
});

describe('bottom bar (spec 02 section 2 "Mobile": lobby, pokies, live, betting, menu opener)', () => {
  test('lobby, pokies and live', () => {
    expect(bottomBarNav(everything).map((item) => item.key)).toEqual(['lobby', 'pokies', 'live']);
  });

  test('the lobby stays when a betting link is shown', () => {
    expect(
      bottomBarNav({ ...everything, bettingUrl: 'https://sport.example/' }).map((item) => item.key),
    ).toEqual(['lobby', 'pokies', 'live', 'betting']);
  });

  test('no promotion pages or CMS pages in the bar', () => {
    expect(
      bottomBarNav({ ...everything, topMenu: [{ path: '/about', title: 'About' }] }).every((item) =>
        ['lobby', 'pokies', 'live'].includes(item.key),
      ),
    ).toBe(true);
  });
});

/** Every static path declared in routes.ts ('/', '/pokies/all', ...); dynamic ones (':slug') do not count. */
function staticPaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const own =
      entry.path !== undefined && !path.includes(':') && !path.includes('*')
        ? [path === '' ? '/' : path]
        : [];
    return [...own, ...staticPaths(entry.children ?? [], path)];
  });
}

test('ROUTED_SECTIONS lists exactly the header sections whose path routes.ts declares', async () => {
  const declared = new Set(staticPaths(await routes));
  declared.add('/');
  for (const section of HEADER_SECTIONS.filter((item) => item.id !== 'betting')) {
    expect(ROUTED_SECTIONS.has(section.id), `${section.id} at ${section.to}`).toBe(
      declared.has(section.to),
    );
  }
});

describe('the active link (spec 02 section 2: "/ main lobby [...]; also active for paths starting /categories or /games")', () => {
  const item = (key: string, context: NavContext = everything) => {
    const found = [...headerNav(context), ...bottomBarNav(context)].find((i) => i.key === key);
    if (!found) throw new Error(`no ${key} link`);
    return found;
  };

  test.each(['/', '/categories/top', '/categories/new', '/games', '/games/top/all'])(
    'the lobby is active on %s',
    (pathname) => {
      expect(isNavItemActive(item('lobby', { routed: ALL_ROUTED }), pathname)).toBe(true);
    },
  );

  test.each(['/pokies/all', '/live/all', '/categoriesx', '/gamesroom', '/profile', '/play/x/y'])(
    'the lobby is not active on %s',
    (pathname) => {
      expect(isNavItemActive(item('lobby', { routed: ALL_ROUTED }), pathname)).toBe(false);
    },
  );

  test('the bottom bar keeps the rule when betting hides the header lobby', () => {
    const lobby = bottomBarNav({ routed: ALL_ROUTED, bettingUrl: 'https://bet.example' }).find(
      (i) => i.key === 'lobby',
    );
    expect(lobby && isNavItemActive(lobby, '/categories/top')).toBe(true);
  });

  test('other links are active on their own pages only', () => {
    expect(isNavItemActive(item('pokies'), '/pokies/all')).toBe(true);
    expect(isNavItemActive(item('pokies'), '/categories/top')).toBe(false);
    expect(
      isNavItemActive(item('betting', { ...everything, bettingUrl: 'https://bet.example' }), '/'),
    ).toBe(false);
  });
});
