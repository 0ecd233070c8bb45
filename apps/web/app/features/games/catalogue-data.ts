import type { GamesFilterBody, Provider } from '@casino/api/games';
import type { TilePage } from '~/features/games/tile-game';

// What a catalogue page's loader hands its component (serialisable; no functions).

export interface CatalogueTab {
  tab: string;
  href: string;
  title: string;
}

export interface CashbackCardData {
  title: string;
  text: string;
  href: string;
}

export interface CataloguePageData {
  /** pokies, live, categories, slots or producers: drives the extra cards and the tabs. */
  section: string;
  heading: string;
  /** Intro HTML from the CMS SEO page ('' when none); sanitized by the CMS. */
  lead: string;
  seo: { title: string; description: string; prev: string | null; next: string | null };
  tabs: CatalogueTab[];
  tabsLabel: string;
  /** Volatility groups, offered as one choice on the pokies pages. */
  volatility: CatalogueTab[];
  /** The tab this page is ('' when none). */
  activeTab: string;
  /** Providers offered by the provider filter (empty where the page has none). */
  providers: Provider[];
  /** The provider filter's value (`?provider=`), null for all. */
  provider: string | null;
  /** The POST /api/games_filter body of this list without `page`: infinite scroll asks the next pages with it. */
  request: Omit<GamesFilterBody, 'page'>;
  page: TilePage;
  /** The list's slug for the random-game card rule; null: no random card. */
  listSlug: string | null;
  /** `collection` and `provider` of GET /api/games/random for this list. */
  random: { collection?: string; provider?: string };
  cashback: CashbackCardData | null;
}
