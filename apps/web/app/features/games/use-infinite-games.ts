import { useCallback, useEffect, useRef, useState } from 'react';
import type { GamesFilterBody } from '@casino/api/games';
import type { TileGame, TilePage } from '~/features/games/tile-game';
import {
  INFINITE_SCROLL_ROOT_MARGIN,
  appendPage,
  isGamesPage,
  nextPageOf,
} from '~/features/games/paging';

export interface InfiniteGames {
  games: TileGame[];
  /** The page after the last one shown, or null when the list is complete. */
  nextPage: number | null;
  loading: boolean;
  failed: boolean;
  /** Put on an element after the list: the next page loads when it comes within 500 px of the viewport. */
  sentinelRef: (element: HTMLElement | null) => void;
  loadMore: () => void;
}

async function fetchPage(body: GamesFilterBody): Promise<TilePage> {
  const { api } = await import('~/lib/api');
  const page = await api.request('POST', '/api/games_filter', { body });
  if (!isGamesPage(page)) throw new TypeError('games page: unexpected answer');
  return page;
}

/**
 * A paged games list: starts from the server-rendered page and asks POST /api/games_filter for the next one
 * (same body, page + 1) when the end of the list comes near (spec 02 section 9: 500 px before the end).
 */
export function useInfiniteGames(
  first: TilePage,
  request: Omit<GamesFilterBody, 'page'>,
): InfiniteGames {
  const [games, setGames] = useState<TileGame[]>(first.data);
  const [nextPage, setNextPage] = useState<number | null>(nextPageOf(first.pagination));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const requestKey = JSON.stringify(request);
  const generation = useRef(0);

  // A new list (another category, provider, page): start again from its first page.
  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    setGames(first.data);
    setNextPage(nextPageOf(first.pagination));
    setLoading(false);
    setFailed(false);
  }, [first, requestKey]);

  const loadMore = useCallback(() => {
    if (busy.current || nextPage === null) return;
    busy.current = true;
    const mine = generation.current;
    setLoading(true);
    setFailed(false);
    fetchPage({ ...request, page: nextPage })
      .then((page) => {
        if (mine !== generation.current) return;
        setGames((shown) => appendPage(shown, page));
        setNextPage(nextPageOf(page.pagination));
      })
      .catch(() => {
        if (mine === generation.current) setFailed(true);
      })
      .finally(() => {
        if (mine !== generation.current) return;
        busy.current = false;
        setLoading(false);
      });
    // requestKey stands for `request`, which callers rebuild on every render.
  }, [nextPage, requestKey]);

  // The ref callback changes with every loaded page (loadMore does), so a fresh observer reports at once whether
  // the end is still near: a tall screen keeps loading until it is filled.
  const observer = useRef<IntersectionObserver | null>(null);
  const sentinelRef = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || failed || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) loadMore();
        },
        { rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
      );
      observer.current.observe(element);
    },
    [loadMore, failed],
  );

  return { games, nextPage, loading, failed, sentinelRef, loadMore };
}
