import type { GamesFilterBody } from '@casino/api/games';
import { deviceOf } from '~/features/games/device';
import { isGamesPage } from '~/features/games/paging';
import type { TileGame } from '~/features/games/tile-game';
import { ROW_SIZE, rowFilter } from '~/features/games/lobby-rows';

/**
 * The games of a lobby row the page sent without them (the rows below the first three): the same POST
 * /api/games_filter the server makes for the first rows, asked by the browser when the row comes near the screen.
 */
export async function fetchRowGames(slug: string): Promise<TileGame[]> {
  const { api } = await import('~/lib/api');
  const body: GamesFilterBody = {
    device: deviceOf(navigator.userAgent),
    page: 1,
    page_size: ROW_SIZE,
    filter: rowFilter(slug),
  };
  const page = await api.request('POST', '/api/games_filter', { body });
  if (!isGamesPage(page)) throw new TypeError('games page: unexpected answer');
  return page.data;
}
