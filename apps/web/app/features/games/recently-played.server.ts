import type { ApiClient } from '@casino/api/client';
import { gamesByIdentifierSchema, type Device } from '@casino/api/games';
import { playedGamesSchema } from '@casino/api/favorites';
import type { GameRowData } from '~/features/games/game-row';
import { ROW_SIZE } from '~/features/games/lobby-rows';
import { toTileGame } from '~/features/games/tile-game';

/** The recently played row's slug (its heading id); no collection has it. */
export const RECENT_ROW = 'recently-played';

/**
 * The lobby's recently played row for a player (spec 03 section 3): GET /api/player/played_games (real play marks a
 * game played), then the games themselves through POST /api/games_filter/select, in the order last played. A player
 * who has not played yet, or a failing call, gets no row: the lobby does not wait on it to render.
 */
export async function loadRecentlyPlayed(
  api: ApiClient,
  device: Device,
  currency: string | null,
  title: string,
): Promise<GameRowData | null> {
  try {
    const played = await api.request('GET', '/api/player/played_games', {
      schema: playedGamesSchema,
    });
    const identifiers = played.slice(0, ROW_SIZE).map((game) => game.identifier);
    if (identifiers.length === 0) return null;
    const found = await api.request('POST', '/api/games_filter/select', {
      body: { game_ids: identifiers, device },
      schema: gamesByIdentifierSchema,
    });
    const games = identifiers.flatMap((identifier) => {
      const game = found[identifier];
      return game ? [toTileGame(game, currency)] : [];
    });
    if (games.length === 0) return null;
    return { slug: RECENT_ROW, title, href: null, count: games.length, games };
  } catch (error) {
    console.error(
      JSON.stringify({
        label: 'LOAD_PLAYED_GAMES_ERROR',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return null;
  }
}
