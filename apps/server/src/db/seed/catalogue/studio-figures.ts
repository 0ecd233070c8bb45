import { ENGINES } from '@casino/games/engines';
import { studioGameFor } from '@casino/games/studio-game';
import type { GameSeed } from './game-seed.ts';

/**
 * The figures a game page states are its studio configuration's own (issue 10 section 1): the exact return to player
 * and hit rate of the engine and configuration the row plays, not numbers drawn for show. A row no engine plays
 * keeps the generator's figures (none should: a test holds every row to a configuration).
 */
export function withStudioFigures(game: GameSeed): GameSeed {
  const studio = studioGameFor({
    identifier: game.identifier,
    title: game.title,
    kind: game.kind,
    theme: game.theme,
    volatility: game.volatility,
    lines: game.lines,
    ways: game.ways,
  });
  const engine = studio ? ENGINES[studio.engine] : undefined;
  if (!studio || !engine) return game;
  const payout = (engine.rtp(studio.config) * 100).toFixed(2);
  return {
    ...game,
    payout,
    hitRate: (engine.hitRate(studio.config) * 100).toFixed(1),
    description: game.description.replace(
      `return to player of ${game.payout}%`,
      `return to player of ${payout}%`,
    ),
  };
}
