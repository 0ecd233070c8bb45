import { describe, expect, test, vi } from 'vitest';
import type { ApiClient } from '@casino/api/client';
import { loadRecentlyPlayed } from '~/features/games/recently-played.server';
import { testGame } from '~/features/games/test-game';

/** An API answering played_games and games_filter/select as the server does (the schemas still parse them). */
function fakeApi(played: string[], known: string[]): ApiClient & { bodies: unknown[] } {
  const bodies: unknown[] = [];
  return {
    bodies,
    request: async (_method, path, options) => {
      const answer =
        path === '/api/player/played_games'
          ? played.map((identifier) => ({ identifier, last_activity_at: '2026-11-25T10:00:00Z' }))
          : Object.fromEntries(
              known.map((identifier) => [identifier, testGame({ identifier, title: identifier })]),
            );
      bodies.push(options?.body);
      if (!options?.schema) throw new Error(`${path} read without a schema`);
      return options.schema.parse(answer);
    },
  };
}

describe('the lobby row of recently played games (spec 03 section 3)', () => {
  test('lists the played games in the order last played, skipping ones the catalogue no longer has', async () => {
    const api = fakeApi(['ocs/dice', 'gone/game', 'ocs/mines'], ['ocs/mines', 'ocs/dice']);
    const row = await loadRecentlyPlayed(api, 'desktop', 'CAD', 'Recently played');
    expect(row?.games?.map((game) => game.identifier)).toEqual(['ocs/dice', 'ocs/mines']);
    expect(row).toMatchObject({ title: 'Recently played', href: null, count: 2 });
    expect(api.bodies[1]).toEqual({
      game_ids: ['ocs/dice', 'gone/game', 'ocs/mines'],
      device: 'desktop',
    });
  });

  test('no played games, or a failing call, is no row', async () => {
    expect(await loadRecentlyPlayed(fakeApi([], []), 'mobile', 'CAD', 'x')).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: ApiClient = { request: () => Promise.reject(new Error('down')) };
    expect(await loadRecentlyPlayed(failing, 'mobile', 'CAD', 'x')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
