import type { GameEngine } from '@casino/games/engine';
import type { StudioGame } from '@casino/games/catalogue-game';

/** A game as the studio plays it: its engine (the maths) and the configuration the catalogue row maps to. */
export interface StudioGameInfo {
  identifier: string;
  title: string;
  engine: GameEngine;
  config: unknown;
  presentation: StudioGame['presentation'];
}

/**
 * Finds the studio's game for a catalogue identifier (null: not one of the studio's games). Injected: the registry
 * (`ENGINES`, `studioGameFor`) lives in packages/games, and tests bring their own engines.
 */
export type StudioGameLookup = (
  identifier: string,
) => StudioGameInfo | null | Promise<StudioGameInfo | null>;

/** The lookup over fixed games (tests, and the wiring until the catalogue maps every row). */
export function fixedGames(games: readonly StudioGameInfo[]): StudioGameLookup {
  const byIdentifier = new Map(games.map((game) => [game.identifier, game]));
  return (identifier) => byIdentifier.get(identifier) ?? null;
}
