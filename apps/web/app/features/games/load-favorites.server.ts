import type { RouterContextProvider } from 'react-router';
import {
  ACCEPT_CLIENT_HEADER,
  FAVORITES_GAMES_VERSION,
  favoriteGamesSchema,
} from '@casino/api/favorites';
import { BRAND_NAME } from '~/lib/meta';
import { requestSession } from '~/lib/request-context.server';
import { swallow } from '~/lib/server/swallow.server';
import { catalogueRequest } from '~/features/games/load-catalogue.server';
import { getProviders } from '~/features/games/catalogue-api.server';
import { toTileGame } from '~/features/games/tile-game';
import type { FavoritesPageData } from '~/features/games/favorites-page-data';

/**
 * /favorite-games: the player's favourites as full games (GET /api/player/favorite_games with the v2 content
 * version, spec 03 sections 0.1 and 7), newest first. A guest gets the page's sign-in prompt instead.
 */
export async function loadFavoritesPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FavoritesPageData> {
  const { api, t, audience, currency } = await catalogueRequest(request, context);
  const title = `${t('ROUTER.TITLE_FAVORITES')} | ${BRAND_NAME}`;
  const player = await requestSession(context).player;
  if (!player) return { signedIn: false, games: [], providers: [], title, failed: false };
  const [games, providers] = await Promise.all([
    swallow(
      '/api/player/favorite_games',
      () =>
        api.request('GET', '/api/player/favorite_games', {
          headers: { [ACCEPT_CLIENT_HEADER]: FAVORITES_GAMES_VERSION },
          schema: favoriteGamesSchema,
        }),
      null,
    ),
    getProviders(api, audience),
  ]);
  return {
    signedIn: true,
    games: (games ?? []).map((game) => toTileGame(game, currency)),
    providers,
    title,
    failed: games === null,
  };
}
