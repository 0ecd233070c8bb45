import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TileGame } from '~/features/games/tile-game';
import { useT } from '~/lib/i18n';
import { ChevronIcon } from '~/ui/icons-core';
import { GameTile } from '~/features/games/game-tile';
import { RandomGameCard } from '~/features/games/random-game-card';
import { ROW_SKELETON_TILES, randomCardIndex } from '~/features/games/list-cards';
import '~/features/games/games.css';

export interface GameRowData {
  slug: string;
  title: string;
  /** The category page with every game of the row. */
  href: string;
  count: number;
  games: TileGame[];
}

/** Tiles a row draws before it comes near the screen: a wide screen's row (7) and the one peeking after it. */
export const ROW_FIRST_TILES = 8;

/** How close (px, above or below the screen) a row may come before it draws the rest of its games. */
const NEAR_SCREEN = '600px 0px';

/**
 * A lobby row (spec 02 section 9: up to 15 games): heading with the count and an "all" link, the games sideways
 * (swipe on a phone, arrows on a wide screen), and the random-game card where spec 02 section 4 puts it.
 *
 * `firstTiles` keeps the first paint small: the server renders (and the browser hydrates) only that many tiles, or
 * placeholders when it is 0, and the row draws every game once it comes near the screen.
 */
export function GameRow({ row, eager = false, random = true, firstTiles }: { row: GameRowData; eager?: boolean; random?: boolean; firstTiles?: number }) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = `row-${row.slug}`;
  const all = row.games.length;
  const [shown, setShown] = useState(() => Math.min(firstTiles ?? all, all));
  useEffect(() => {
    if (shown >= all) return;
    const element = section.current;
    // Low priority: drawing the rest never holds up a tap or a scroll.
    const drawAll = () => startTransition(() => setShown(all));
    if (!element || typeof IntersectionObserver === 'undefined') {
      drawAll();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      drawAll();
    }, { rootMargin: NEAR_SCREEN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, all]);

  const randomAt = random ? randomCardIndex(row.slug, all, true) : null;
  const cells: ReactNode[] = [];
  const randomCell = <li key="random" className="game-row__cell"><RandomGameCard collection={row.slug === 'all' ? undefined : row.slug} /></li>;
  row.games.slice(0, shown).forEach((game, index) => {
    if (index === randomAt) cells.push(randomCell);
    cells.push(
      <li key={game.identifier} className="game-row__cell">
        <GameTile game={game} priority={eager && index < 3} />
      </li>,
    );
  });
  if (shown === all && randomAt === all) cells.push(randomCell);
  // Nothing drawn yet: placeholders of a tile's size hold the row's height, so nothing moves when the games come.
  if (shown === 0) {
    for (let index = 0; index < Math.min(all, ROW_SKELETON_TILES); index++) {
      cells.push(<li key={`placeholder-${index}`} className="game-row__cell" aria-hidden="true"><span className="skeleton game-row__skeleton-tile" /></li>);
    }
  }

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
  }, [measure, shown]);

  const scrollBy = (direction: 1 | -1) => {
    const list = scroller.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <section ref={section} className="game-row" aria-labelledby={headingId}>
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
