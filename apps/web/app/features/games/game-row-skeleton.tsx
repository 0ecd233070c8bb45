import { ROW_SKELETON_TILES } from '~/features/games/list-cards';
import '~/features/games/games.css';

/** Placeholder rows of the lobby while its lower rows stream in (same height, so nothing jumps). */
export function GameRowSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className="game-row game-row--skeleton" aria-hidden="true">
          <div className="game-row__head"><span className="skeleton game-row__skeleton-title" /></div>
          <ul className="game-row__list">
            {Array.from({ length: ROW_SKELETON_TILES }, (_, tile) => (
              <li key={tile} className="game-row__cell"><span className="skeleton game-row__skeleton-tile" /></li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
