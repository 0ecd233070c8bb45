import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TileGame } from '~/features/games/tile-game';
import { useT } from '~/lib/i18n';
import { ChevronIcon } from '~/ui/icons';
import { GameTile } from '~/features/games/game-tile';
import { randomCardIndex } from '~/features/games/list-cards';
import { RandomGameCard } from '~/features/games/random-game-card';
import '~/features/games/games.css';

export interface GameRowData {
  slug: string;
  title: string;
  /** The category page with every game of the row. */
  href: string;
  count: number;
  games: TileGame[];
}

/**
 * A lobby row (spec 02 section 9: up to 15 games): heading with the count and an "all" link, the games sideways
 * (swipe on a phone, arrows on a wide screen), and the random-game card where spec 02 section 4 puts it.
 */
export function GameRow({ row, eager = false, random = true }: { row: GameRowData; eager?: boolean; random?: boolean }) {
  const t = useT();
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = `row-${row.slug}`;
  const randomAt = random ? randomCardIndex(row.slug, row.games.length, true) : null;
  const cells: ReactNode[] = [];
  const randomCell = <li key="random" className="game-row__cell"><RandomGameCard collection={row.slug === 'all' ? undefined : row.slug} /></li>;
  row.games.forEach((game, index) => {
    if (index === randomAt) cells.push(randomCell);
    cells.push(
      <li key={game.identifier} className="game-row__cell">
        <GameTile game={game} priority={eager && index < 3} />
      </li>,
    );
  });
  if (randomAt === row.games.length) cells.push(randomCell);

  // Which ends the list touches: the arrow towards an end it already shows is disabled.
  const [ends, setEnds] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const list = scroller.current;
    if (!list) return;
    const start = list.scrollLeft <= 4;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    setEnds((was) => (was.start === start && was.end === end ? was : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const list = scroller.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <section className="game-row" aria-labelledby={headingId}>
      <header className="game-row__head">
        <h2 id={headingId} className="game-row__title">{row.title}</h2>
        <div className="game-row__tools">
          <Link to={row.href} className="game-row__all">
            {t('GAMES.ROW_ALL', { count: row.count })}
          </Link>
          <button type="button" className="game-row__arrow game-row__arrow--prev" onClick={() => scrollBy(-1)} disabled={ends.start} aria-label={t('GAMES.ROW_PREVIOUS', { title: row.title })}>
            <ChevronIcon size={18} />
          </button>
          <button type="button" className="game-row__arrow" onClick={() => scrollBy(1)} disabled={ends.end} aria-label={t('GAMES.ROW_NEXT', { title: row.title })}>
            <ChevronIcon size={18} />
          </button>
        </div>
      </header>
      <ul ref={scroller} className="game-row__list" onScroll={measure}>
        {cells}
      </ul>
    </section>
  );
}
