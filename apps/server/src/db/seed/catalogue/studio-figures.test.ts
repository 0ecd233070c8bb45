import { describe, expect, test } from 'vitest';
import { ENGINES } from '@casino/games/engines';
import { studioGameFor } from '@casino/games/studio-game';
import { buildGames } from './build-games.ts';

// Issue 10 section 1: every game of the seeded catalogue is a real configuration of a studio game, and the RTP and
// hit rate its page states are that configuration's exact figures.

const currencies = ['EUR', 'CAD', 'BTC'].map((code) => ({
  code,
  fiat: code !== 'BTC',
  subunits: code === 'BTC' ? 100_000_000 : 100,
}));
const games = buildGames(currencies);

describe('the catalogue plays the studio games', () => {
  test('every row is a configuration of a studio engine', () => {
    const unplayable = games
      .filter((game) => studioGameFor({ ...game, lines: game.lines, ways: game.ways }) === null)
      .map((game) => game.identifier);
    expect(unplayable).toEqual([]);
  });

  test('each stated RTP and hit rate is the exact figure of the row configuration', () => {
    for (const game of games.filter((_, index) => index % 7 === 0)) {
      const studio = studioGameFor(game);
      if (!studio) throw new Error(`${game.identifier} has no studio game`);
      const engine = ENGINES[studio.engine];
      expect(game.payout, game.identifier).toBe((engine.rtp(studio.config) * 100).toFixed(2));
      expect(game.hitRate, game.identifier).toBe((engine.hitRate(studio.config) * 100).toFixed(1));
      expect(game.description).toContain(`return to player of ${game.payout}%`);
    }
  });

  test('slots state figures in the studio range, table games their engines own', () => {
    const rtp = (kind: string) =>
      games.filter((game) => game.kind === kind).map((game) => Number(game.payout));
    expect(Math.min(...rtp('slot'))).toBeGreaterThanOrEqual(94);
    expect(Math.max(...rtp('slot'))).toBeLessThanOrEqual(97.5);
    expect(Math.min(...rtp('crash'))).toBe(99);
  });
});
