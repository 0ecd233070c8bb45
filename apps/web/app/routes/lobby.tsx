import { Link, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ApiClient } from '@casino/api/client';
import type { Collection, Device } from '@casino/api/games';
import type { Route } from './+types/lobby';
import { BRAND_NAME } from '~/lib/meta';
import { useT } from '~/lib/i18n';
import { catalogueRequest } from '~/features/games/load-catalogue.server';
import {
  filterGamesShared,
  getCollections,
  getMenuCategories,
  getProviders,
  getSeoPage,
  type Audience,
} from '~/features/games/catalogue-api.server';
import { tabHref } from '~/features/games/catalogue-sections';
import { categoryName } from '~/features/games/category-name';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CategoryChips } from '~/features/games/category-chips';
import { GameRow, ROW_FIRST_TILES, type GameRowData } from '~/features/games/game-row';
import { ProviderNamesProvider } from '~/features/games/provider-names';
import { toTileGame } from '~/features/games/tile-game';
import { ROW_SIZE, lobbyRowSlugs, rowFilter } from '~/features/games/lobby-rows';
import { LobbyHero } from '~/features/games/lobby-hero';

// The main lobby (spec 01 section 2): welcome, the main menu's categories as chips and as rows of up to 15 games
// (spec 02 section 9). The first rows come with their games (the first paint draws their first tiles); the other
// rows come as headings with their counts, and each asks for its games when it comes near the screen. The lobby is
// a layout: the popup routes (/login, ...) are its children and open their modal over it, so it keeps the <Outlet />.

/** Rows whose games come with the page (the first screen on any device); the others load theirs in the browser. */
const FIRST_ROWS = 3;

/** A row's games, asked for when it comes near the screen (the request's code loads with the first). */
const loadRowGames = (slug: string) =>
  import('~/features/games/row-games').then((module) => module.fetchRowGames(slug));

interface RowsRequest {
  api: ApiClient;
  audience: Audience;
  device: Device;
  currency: string | null;
  collections: Collection[];
  t: (key: string) => string;
}

/**
 * One POST /api/games_filter per row (the API lists one filter per call), all at once, shared per audience. Rows past
 * the first come without games (page_size 1, for the count): the browser loads them. Empty categories are left out.
 */
async function loadRows(
  slugs: readonly string[],
  { api, audience, device, currency, collections, t }: RowsRequest,
): Promise<GameRowData[]> {
  const pages = await Promise.all(
    slugs.map((slug, index) =>
      filterGamesShared(api, audience, {
        device,
        page: 1,
        page_size: index < FIRST_ROWS ? ROW_SIZE : 1,
        filter: rowFilter(slug),
      }),
    ),
  );
  return slugs.flatMap((slug, index) => {
    const page = pages[index];
    if (!page || page.data.length === 0) return [];
    const games = index < FIRST_ROWS ? page.data.map((game) => toTileGame(game, currency)) : null;
    return [
      {
        slug,
        title: categoryName(t, slug, collections),
        href: tabHref('main', slug),
        count: page.pagination.total_count,
        games,
      },
    ];
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, t, audience, device, currency } = await catalogueRequest(request, context);
  const [collections, menus, providers, seo, everyGame] = await Promise.all([
    getCollections(api, audience),
    getMenuCategories(api),
    getProviders(api, audience),
    getSeoPage(api, '/', locale),
    filterGamesShared(api, audience, { device, page: 1, page_size: 1 }),
  ]);
  const mainMenu = menus.main ?? [];
  const slugs = lobbyRowSlugs(mainMenu, collections);
  const rows = await loadRows(slugs, { api, audience, device, currency, collections, t }).catch(
    (error: unknown) => {
      // Spec 01 section 8: the lobby still renders (welcome, chips) when its lists cannot be loaded.
      console.error(
        JSON.stringify({
          label: 'LOAD_GAMES_FILTER_ERROR',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
      return [];
    },
  );
  const known = new Set(collections.map((c) => c.id));
  return {
    hero: {
      title: seo?.title ?? '',
      lead: seo?.content ?? '',
      pokiesCount: everyGame.pagination.total_count,
      liveCount: collections.find((c) => c.id === 'live')?.games_count ?? 0,
    },
    seo: {
      title: seo?.seoTitle || `${t('ROUTER.TITLE_LOBBY')} | ${BRAND_NAME}`,
      description: seo?.description ?? '',
      prev: null,
      next: null,
    },
    tabs: mainMenu
      .filter((tab) => tab === 'all' || known.has(tab))
      .map((tab) => ({
        tab,
        href: tabHref('main', tab),
        title: categoryName(t, tab, collections),
      })),
    rows,
    providers,
  };
}

/** The catalogue does not depend on the page's popups: moving between the lobby and /login keeps the rows. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.search === nextUrl.search && currentUrl.pathname === nextUrl.pathname
    ? defaultShouldRevalidate
    : false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  catalogueMeta(loaderData, matches);

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <ProviderNamesProvider providers={loaderData.providers}>
        <main id="main" className="page lobby">
          <LobbyHero hero={loaderData.hero} />
          <div className="lobby-chips">
            <CategoryChips tabs={loaderData.tabs} active="" label={t('GAMES.CATEGORIES')} />
          </div>
          {loaderData.rows.map((row, index) => (
            <GameRow
              key={row.slug}
              row={row}
              eager={index === 0}
              firstTiles={row.games ? ROW_FIRST_TILES : 0}
              loadGames={loadRowGames}
            />
          ))}
          {/* RTS 12: the limits are one link away from the lobby. */}
          <p className="lobby-limits-link">
            <Link to="/profile/limits">{t('LIMITS.LINK')}</Link>
          </p>
        </main>
      </ProviderNamesProvider>
      <Outlet />
    </>
  );
}
