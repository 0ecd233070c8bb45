import type { Game } from '@casino/api/games';
// The game tile is the one shared card of spec 02 section 3, owned by the games feature; search lists the same tiles.
// eslint-disable-next-line no-restricted-imports -- a deliberate, single cross-feature import (coordinator's brief)
import { GameTile } from '~/features/games/game-tile';

/** Game tiles in a responsive grid: a list, so screen readers announce how many games it holds. */
export function GameGrid({ games }: { games: Game[] }) {
  return (
    <ul className="search-grid">
      {games.map((game) => (
        <li key={game.identifier} className="search-grid__item">
          <GameTile game={game} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder tiles while the first games load. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="search-grid search-grid--skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="search-grid__item">
          <span className="search-skeleton" />
        </li>
      ))}
    </ul>
  );
}
