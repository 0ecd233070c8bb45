import { Suspense } from 'react';
import { Await, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ApiClient } from '@casino/api/client';
import type { Collection, Device } from '@casino/api/games';
import type { Route } from './+types/lobby';
import { BRAND_NAME } from '~/lib/meta';
import { useT } from '~/lib/i18n';
import { catalogueRequest } from '~/features/games/load-catalogue.server';
import { filterGamesShared, getCollections, getMenuCategories, getProviders, getSeoPage, type Audience } from '~/features/games/catalogue-api.server';
import { tabHref } from '~/features/games/catalogue-sections';
import { categoryName } from '~/features/games/category-name';
import { catalogueMeta } from '~/features/games/catalogue-meta';
import { CategoryChips } from '~/features/games/category-chips';
import { GameRow, ROW_FIRST_TILES, type GameRowData } from '~/features/games/game-row';
import { GameRowSkeletons } from '~/features/games/game-row-skeleton';
import { ProviderNamesProvider } from '~/features/games/provider-names';
import { toTileGame } from '~/features/games/tile-game';
import { ROW_SIZE, lobbyRowSlugs, rowFilter } from '~/features/lobby/lobby-rows';
import { LobbyHero } from '~/features/lobby/lobby-hero';

// The main lobby (spec 01 section 2): welcome, the main menu's categories as chips and as rows of up to 15 games
// (spec 02 section 9). The first rows come with their games (the first paint draws their first tiles); the other
// rows stream into the same response as headings with their counts, and each asks for its games when it comes
// near the screen. The lobby is a layout: the popup routes (/login, ...) are its children and open their modal
// over it, so it keeps the <Outlet />.

/** Rows whose games come with the page (the first screen on any device); the others load theirs in the browser. */
const FIRST_ROWS = 3;

/** A streamed row's games, asked for when it comes near the screen (the request's code loads with the first). */
const loadRowGames = (slug: string) => import('~/features/lobby/row-games').then((module) => module.fetchRowGames(slug));

interface RowsRequest {
  api: ApiClient;
  audience: Audience;
  device: Device;
  currency: string | null;
  collections: Collection[];
  t: (key: string) => string;
}

/**
 * One POST /api/games_filter per row (the API lists one filter per call), all at once, shared per audience. With
 * `withGames` false only the heading's facts come (page_size 1 for the count): the browser loads the games.
 */
async function loadRows(slugs: readonly string[], { api, audience, device, currency, collections, t }: RowsRequest, withGames = true): Promise<GameRowData[]> {
  const pages = await Promise.all(
    slugs.map((slug) => filterGamesShared(api, audience, { device, page: 1, page_size: withGames ? ROW_SIZE : 1, filter: rowFilter(slug) })),
  );
  return slugs.flatMap((slug, i) => {
    const page = pages[i];
    if (!page || page.data.length === 0) return [];
    const games = withGames ? page.data.map((game) => toTileGame(game, currency)) : [];
    return [{ slug, title: categoryName(t, slug, collections), href: tabHref('main', slug), count: page.pagination.total_count, games }];
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale, t, audience, device, currency } = await catalogueRequest(request, context);
  const [collections, menus, providers, seo, everyGame] = await Promise.all([
    getCollections(api, audience), getMenuCategories(api), getProviders(api, audience), getSeoPage(api, '/', locale),
    filterGamesShared(api, audience, { device, page: 1, page_size: 1 }),
  ]);
  const mainMenu = menus.main ?? [];
  const slugs = lobbyRowSlugs(mainMenu, collections);
  const rowsRequest: RowsRequest = { api, audience, device, currency, collections, t };
  const later = slugs.slice(FIRST_ROWS);
  const moreRows = loadRows(later, rowsRequest, false).catch((error: unknown) => {
    console.error(JSON.stringify({ label: 'LOAD_GAMES_FILTER_ERROR', message: error instanceof Error ? error.message : String(error) }));
    return [];
  });
  const known = new Set(collections.map((c) => c.id));
  return {
    hero: { title: seo?.title ?? '', lead: seo?.content ?? '', pokiesCount: everyGame.pagination.total_count, liveCount: collections.find((c) => c.id === 'live')?.games_count ?? 0 },
    seo: { title: seo?.seoTitle || `${t('ROUTER.TITLE_LOBBY')} | ${BRAND_NAME}`, description: seo?.description ?? '', prev: null, next: null },
    tabs: mainMenu.filter((tab) => tab === 'all' || known.has(tab)).map((tab) => ({ tab, href: tabHref('main', tab), title: categoryName(t, tab, collections) })),
    rows: await loadRows(slugs.slice(0, FIRST_ROWS), rowsRequest),
    moreRows,
    moreRowsCount: later.length,
    providers,
  };
}

/** The catalogue does not depend on the page's popups: moving between the lobby and /login keeps the rows. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.search === nextUrl.search && currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => catalogueMeta(loaderData, matches);

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
          {/* The first paint draws the head of the first rows; every row fills in as it comes near the screen. */}
          {loaderData.rows.map((row, index) => (
            <GameRow key={row.slug} row={row} eager={index === 0} firstTiles={ROW_FIRST_TILES} />
          ))}
          <Suspense fallback={<GameRowSkeletons count={loaderData.moreRowsCount} />}>
            <Await resolve={loaderData.moreRows} errorElement={null}>
              {(rows) => rows.map((row) => <GameRow key={row.slug} row={row} firstTiles={0} loadGames={loadRowGames} />)}
            </Await>
          </Suspense>
        </main>
      </ProviderNamesProvider>
      <Outlet />
    </>
  );
}
