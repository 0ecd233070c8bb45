import { useRouteLoaderData } from 'react-router';
import type { Account, Player } from '@casino/api/player';
import type { LocaleInfo } from '@casino/api/info';
import type { MessageTree } from '~/lib/messages/message-tree';
import type { GeoAccess, Restriction } from '~/lib/guards/geo';
import type { FooterData } from '~/lib/site/footer-data';

/** A link of the CMS menus (categories top-menu, bottom-menu, bottom-menu-help of spec 02 section 2). */
export interface MenuLink {
  path: string;
  title: string;
}

/** What the root loader gives every page (one server round trip, before the first paint). */
export interface RootData {
  locale: string;
  /** The locale prefix of the URL ('' without one): canonical links and the language picker need it. */
  localePrefix: string;
  messages: MessageTree;
  player: Player | null;
  accounts: Account[];
  geo: { country: string; restriction: Restriction; access: GeoAccess };
  /** CW, EE or GCB: from the player's licence_name, else the project's licence (spec 01 section 1). */
  licence: string;
  /** Enabled locales (GET /api/info/locales); the language picker shows only with more than one. */
  locales: LocaleInfo[];
  menus: { top: MenuLink[]; info: MenuLink[]; help: MenuLink[] };
  /** The footer's CMS texts, logos, providers and awards for this visitor's licence variant (features/chrome). */
  footer: FooterData;
  /** Public origin for canonical links, e.g. https://casino.example. */
  origin: string;
  /**
   * The crypto currency codes (spec 01 section 3) on a player's pages, for the tiles' unsupported-currency lock
   * (crypto never locks); empty for guests, who have no currency. Data instead of the currency tables' code.
   */
  cryptoCurrencies: readonly string[];
}

/** Null under /backoffice, whose layout loads its own data. */
type RootLoader = () => Promise<RootData | null>;

/**
 * The root loader's data; undefined inside the root error boundary when that loader itself failed, and in the back
 * office, which has none of the player's data.
 */
export function useMaybeRootData(): RootData | undefined {
  return useRouteLoaderData<RootLoader>('root') ?? undefined;
}

/** The root loader's data for components under the root route. */
export function useRootData(): RootData {
  const data = useMaybeRootData();
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}
