import type { ApiClient } from '@casino/api/client';
import { gameSessionSchema, type GameSession, type GameSessionBody } from '@casino/api/play-client';

/**
 * POST /api/game_sessions (docs/games-architecture.md): a launch of the studio's frame. Opening one closes the
 * player's earlier open sessions of the same game, so a reload of the page simply starts over.
 */
export function createGameSession(client: ApiClient, body: GameSessionBody): Promise<GameSession> {
  return client.request('POST', '/api/game_sessions', { body, schema: gameSessionSchema });
}
