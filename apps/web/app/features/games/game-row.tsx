import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TileGame } from '~/features/games/tile-game';
import { useT } from '~/lib/i18n';
import { ChevronIcon } from '~/ui/icons-core';
import { Button } from '~/ui/button';
import { GameTile } from '~/features/games/game-tile';
import { RandomGameCard } from '~/features/games/random-game-card';
import { ROW_SKELETON_TILES, randomCardIndex } from '~/features/games/list-cards';
import '~/features/games/games.css';

export interface GameRowData {
  slug: string;
  title: string;
  /** The category page with every game of the row; null for a row that is the whole list (recently played). */
  href: string | null;
  count: number;
  /** null: sent without its games, which the row asks for (`loadGames`) when it comes near the screen. */
  games: TileGame[] | null;
}

/** Tiles a row draws before it comes near the screen: a wide screen's row (7) and the one peeking after it. */
export const ROW_FIRST_TILES = 8;

/** How close (px, above or below the screen) a row may come before it draws the rest of its games. */
const NEAR_SCREEN = '600px 0px';

/**
 * A lobby row (spec 02 section 9: up to 15 games): heading with the count and an "all" link, the games sideways
 * (swipe on a phone, arrows on a wide screen), and the random-game card where spec 02 section 4 puts it.
 *
 * The first paint stays small: the server renders (and the browser hydrates) `firstTiles` tiles, or placeholders
 * when it is 0, and the row draws every game once it comes near the screen. A row sent without its games asks
 * `loadGames` for them then.
 */
export function GameRow({
  row,
  eager = false,
  random = true,
  firstTiles,
  loadGames,
}: {
  row: GameRowData;
  eager?: boolean;
  random?: boolean;
  firstTiles?: number;
  loadGames?: (slug: string) => Promise<TileGame[]>;
}) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = `row-${row.slug}`;
  const [games, setGames] = useState(row.games);
  const all = games?.length ?? 0;
  const [shown, setShown] = useState(() => Math.min(firstTiles ?? all, all));
  const [failed, setFailed] = useState(false);
  const complete = games !== null && shown >= games.length;
  useEffect(() => {
    if (complete || failed) return;
    let live = true;
    // Low priority: drawing the rest never holds up a tap or a scroll.
    const drawAll = () => {
      if (games !== null) {
        startTransition(() => setShown(games.length));
        return;
      }
      loadGames?.(row.slug).then(
        (loaded) => {
          if (!live) return;
          startTransition(() => {
            setGames(loaded);
            setShown(loaded.length);
          });
        },
        () => {
          if (live) setFailed(true);
        },
      );
    };
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      drawAll();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        drawAll();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [complete, failed, games, loadGames, row.slug]);

  const randomAt = random ? randomCardIndex(row.slug, all, true) : null;
  const cells: ReactNode[] = [];
  const randomCell = (
    <li key="random" className="game-row__cell">
      <RandomGameCard collection={row.slug === 'all' ? undefined : row.slug} />
    </li>
  );
  (games ?? []).slice(0, shown).forEach((game, index) => {
    if (index === randomAt) cells.push(randomCell);
    cells.push(
      <li key={game.identifier} className="game-row__cell">
        <GameTile game={game} priority={eager && index < 3} />
      </li>,
    );
  });
  if (shown === all && randomAt === all) cells.push(randomCell);
  if (failed) {
    cells.push(
      <li key="failed" className="game-row__cell game-row__failed">
        <span>{t('GAMES.LOAD_FAILED')}</span>
        <Button variant="secondary" size="sm" onClick={() => setFailed(false)}>
          {t('GAMES.RETRY')}
        </Button>
      </li>,
    );
  }
  // Nothing drawn yet: placeholders of a tile's size hold the row's height, so nothing moves when the games come.
  if (shown === 0 && !failed) {
    for (
      let index = 0;
      index < Math.min(games === null ? row.count : all, ROW_SKELETON_TILES);
      index++
    ) {
      cells.push(
        <li key={`placeholder-${index}`} className="game-row__cell" aria-hidden="true">
          <span className="skeleton game-row__skeleton-tile" />
        </li>,
      );
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
        <h2 id={headingId} className="game-row__title">
          {row.title}
        </h2>
        <div className="game-row__tools">
          {row.href !== null && (
            <Link to={row.href} className="game-row__all">
              {t('GAMES.ROW_ALL', { count: row.count })}
            </Link>
          )}
          <button
            type="button"
            className="game-row__arrow game-row__arrow--prev"
            onClick={() => scrollBy(-1)}
            disabled={ends.start}
            aria-label={t('GAMES.ROW_PREVIOUS', { title: row.title })}
          >
            <ChevronIcon size={18} />
          </button>
          <button
            type="button"
            className="game-row__arrow"
            onClick={() => scrollBy(1)}
            disabled={ends.end}
            aria-label={t('GAMES.ROW_NEXT', { title: row.title })}
          >
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
