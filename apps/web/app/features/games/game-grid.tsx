import type { ReactNode } from 'react';
import type { TileGame } from '~/features/games/tile-game';
import { GameTile } from '~/features/games/game-tile';
import '~/features/games/games.css';

/** Tiles that may load eagerly: the first row or two are on screen at once (LCP). */
const EAGER_TILES = 6;

/**
 * A responsive grid of game tiles (2-3 per row on a phone, 6+ on a wide screen). `insert` places extra cards
 * (the random-game card, the cashback card) at their index among the games.
 */
export function GameGrid({
  games,
  label,
  insert,
  eager = true,
}: {
  games: readonly TileGame[];
  label: string;
  insert?: ReadonlyMap<number, ReactNode>;
  eager?: boolean;
}) {
  const cells: ReactNode[] = [];
  games.forEach((game, index) => {
    const extra = insert?.get(index);
    if (extra)
      cells.push(
        <li key={`extra-${index}`} className="game-grid__cell">
          {extra}
        </li>,
      );
    cells.push(
      <li key={game.identifier} className="game-grid__cell">
        <GameTile game={game} priority={eager && index < EAGER_TILES} />
      </li>,
    );
  });
  const last = insert?.get(games.length);
  if (last)
    cells.push(
      <li key="extra-end" className="game-grid__cell">
        {last}
      </li>,
    );
  return (
    <ul className="game-grid" aria-label={label}>
      {cells}
    </ul>
  );
}
