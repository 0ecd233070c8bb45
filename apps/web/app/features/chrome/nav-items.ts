import { matchPath } from 'react-router';
import type { MenuLink } from '~/lib/root-data';

/** The sections of the header navigation, in the order of spec 02 section 2 "Header navigation (in order)". */
export type NavSection =
  | 'lobby'
  | 'pokies'
  | 'live'
  | 'betting'
  | 'activity-hub'
  | 'rocket-mart'
  | 'rocket-chance'
  | 'tournaments'
  | 'mystic-jackpots'
  | 'achievements'
  | 'vip-club';

interface SectionDefinition {
  id: NavSection;
  to: string;
  /** A HEADER message key. */
  label: string;
  /** The key of its page in the `manage-promotion-pages` config: shown only when that page is enabled. */
  page?: string;
  /** Shown only while this feature flag is on (spec 01 section 6). */
  flag?: 'mysticJackpots';
  /** Path prefixes under which the link is active too (the lobby's game lists: spec 02 section 2). */
  activeUnder?: readonly string[];
}

/**
 * Spec 02 section 2: "Lobby (hidden if a betting link is shown), pokies, live, betting (external), activity hub,
 * rocket mart, rocket chance (each only if its page is enabled), tournaments (menu count shows active
 * tournaments), mystic jackpots (feature flag), achievements, VIP club, then static pages in category top-menu."
 */
export const HEADER_SECTIONS: readonly SectionDefinition[] = [
  // "/ main lobby with banner; also active for paths starting /categories or /games" (spec 02 section 2).
  { id: 'lobby', to: '/', label: 'HEADER.LOBBY', activeUnder: ['/categories', '/games'] },
  { id: 'pokies', to: '/pokies/all', label: 'HEADER.POKIES' },
  { id: 'live', to: '/live/all', label: 'HEADER.LIVE' },
  { id: 'betting', to: '/sport', label: 'HEADER.BETTING' },
  {
    id: 'activity-hub',
    to: '/aquanova-odyssey',
    label: 'HEADER.ACTIVITY_HUB',
    page: 'aquanova-odyssey',
  },
  { id: 'rocket-mart', to: '/rocket-mart', label: 'HEADER.ROCKET_MART', page: 'rocket-mart' },
  {
    id: 'rocket-chance',
    to: '/rocket-chance',
    label: 'HEADER.ROCKET_CHANCE',
    page: 'rocket-chance',
  },
  { id: 'tournaments', to: '/tournaments', label: 'HEADER.TOURNAMENTS' },
  {
    id: 'mystic-jackpots',
    to: '/mystic-jackpots',
    label: 'HEADER.MYSTIC_JACKPOTS',
    flag: 'mysticJackpots',
  },
  { id: 'achievements', to: '/tournaments/achievements', label: 'HEADER.ACHIEVEMENTS' },
  { id: 'vip-club', to: '/rocketplay-vipclub', label: 'HEADER.VIP_CLUB' },
];

/**
 * Sections whose screens exist in routes.ts. A section joins the navigation when its route lands (add it here);
 * nav-items.test.ts fails when this set and routes.ts disagree, so the header never links to a missing page.
 */
export const ROUTED_SECTIONS: ReadonlySet<NavSection> = new Set<NavSection>([
  'lobby',
  'pokies',
  'live',
]);

/** A link of the header, side menu or bottom bar. */
export interface NavItem {
  key: string;
  to: string;
  /** A message key for app sections, the page title for CMS pages. */
  label: string;
  translate: boolean;
  /** Matches only the exact path (the lobby), not its children. */
  end: boolean;
  /** Betting lives on its own site (spec 01 section 1). */
  external: boolean;
  /** Active tournaments next to the tournaments link. */
  count?: number;
  icon?: NavSection;
  /** Path prefixes under which the link is active too. */
  activeUnder?: readonly string[];
}

/** Whether a link is the current page's: its own path (exactly, for `end`), or under one of its `activeUnder` prefixes. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  if (matchPath({ path: item.to, end: item.end }, pathname)) return true;
  return (item.activeUnder ?? []).some((prefix) =>
    Boolean(matchPath({ path: prefix, end: false }, pathname)),
  );
}

export interface NavContext {
  routed?: ReadonlySet<NavSection>;
  /** The betting site's address when the brand has one. */
  bettingUrl?: string | null;
  /** The `manage-promotion-pages` document: page key -> enabled. */
  enabledPages?: Readonly<Record<string, boolean>>;
  flags?: { mysticJackpots: boolean };
  activeTournaments?: number;
  /** CMS pages in category top-menu. */
  topMenu?: readonly MenuLink[];
}

function isShown(section: SectionDefinition, context: NavContext, bettingShown: boolean): boolean {
  if (section.id === 'betting') return bettingShown;
  if (!(context.routed ?? ROUTED_SECTIONS).has(section.id)) return false;
  if (section.id === 'lobby' && bettingShown) return false;
  if (section.page && context.enabledPages?.[section.page] !== true) return false;
  if (section.flag && !context.flags?.[section.flag]) return false;
  return true;
}

/** The header navigation of spec 02 section 2, in its order, with the CMS top-menu pages last. */
export function headerNav(context: NavContext = {}): NavItem[] {
  const bettingShown = Boolean(context.bettingUrl);
  const sections = HEADER_SECTIONS.filter((section) => isShown(section, context, bettingShown)).map(
    (section): NavItem => ({
      key: section.id,
      to: section.id === 'betting' ? (context.bettingUrl ?? section.to) : section.to,
      label: section.label,
      translate: true,
      end: section.id === 'lobby',
      external: section.id === 'betting',
      icon: section.id,
      ...(section.activeUnder ? { activeUnder: section.activeUnder } : {}),
      ...(section.id === 'tournaments' && context.activeTournaments
        ? { count: context.activeTournaments }
        : {}),
    }),
  );
  const pages = (context.topMenu ?? [])
    .filter((page) => !sections.some((section) => section.to === page.path))
    .map((page): NavItem => ({
      key: `cms:${page.path}`,
      to: page.path,
      label: page.title,
      translate: false,
      end: false,
      external: false,
    }));
  return [...sections, ...pages];
}

/** Spec 02 section 2 "Mobile": the bottom bar holds lobby, pokies, live and betting (then the menu opener and deposit). */
const BOTTOM_BAR_SECTIONS: readonly NavSection[] = ['lobby', 'pokies', 'live', 'betting'];

/** The bottom bar's links: the lobby stays there even when a betting link is shown. */
export function bottomBarNav(context: NavContext = {}): NavItem[] {
  const lobby = HEADER_SECTIONS[0];
  const header = headerNav(context);
  const withLobby =
    lobby &&
    (context.routed ?? ROUTED_SECTIONS).has('lobby') &&
    !header.some((item) => item.key === 'lobby')
      ? [
          {
            key: 'lobby',
            to: lobby.to,
            label: lobby.label,
            translate: true,
            end: true,
            external: false,
            icon: 'lobby' as const,
            ...(lobby.activeUnder ? { activeUnder: lobby.activeUnder } : {}),
          },
          ...header,
        ]
      : header;
  return withLobby.filter((item) => (BOTTOM_BAR_SECTIONS as readonly string[]).includes(item.key));
}
