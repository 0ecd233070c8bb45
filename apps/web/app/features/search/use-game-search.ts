import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@casino/domain/constants';
import type { Device, Game } from '@casino/api/games';
import { api } from '~/lib/api';
import { errorMessage, logToServer } from '~/lib/log';
import { debounce } from '~/features/search/debounce';
import { findGames } from '~/features/search/api/find-games';
import { getRecommendedGames } from '~/features/search/api/get-recommended-games';
import {
  SEARCH_ERROR_LABEL,
  initialSearchState,
  isSearchable,
  searchReducer,
  searchTerm,
  type SearchState,
} from '~/features/search/search-rules';

export interface GameSearch {
  input: string;
  state: SearchState;
  /** The recommended collection, loaded once per opening; null while loading, empty when it failed. */
  recommended: Game[] | null;
  setInput(value: string): void;
  /** Searches now (Enter), skipping the debounce. */
  submit(): void;
  clear(): void;
  retry(): void;
  more(): void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The search of spec 02 sections 5, 7 and 8: more than 2 characters, 300 ms debounce, one request in flight
 * (a newer term aborts the older one), failures logged as LOAD_FOUND_GAMES_ERROR.
 */
export function useGameSearch(device: Device): GameSearch {
  const [input, setInputValue] = useState('');
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [recommended, setRecommended] = useState<Game[] | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** The term of the last search started, so 'book ' after 'book' does not search again. */
  const startedTerm = useRef<string | null>(null);

  const fetchPage = useCallback(
    async (term: string, page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const append = page > 1;
      try {
        const result = await findGames(api, term, device, page, controller.signal);
        if (controller.signal.aborted) return;
        dispatch({
          type: 'loaded',
          term,
          games: result.data,
          total: result.pagination.total_count,
          nextPage: result.pagination.next_page,
          append,
        });
      } catch (error) {
        if (controller.signal.aborted || isAbort(error)) return;
        logToServer(SEARCH_ERROR_LABEL, 'ERROR', errorMessage(error), {
          title: term,
          page: String(page),
        });
        dispatch({ type: 'failed', term, append });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [device],
  );

  const start = useCallback(
    (value: string) => {
      const term = searchTerm(value);
      startedTerm.current = term;
      dispatch({ type: 'start', term });
      void fetchPage(term, 1);
    },
    [fetchPage],
  );

  const debounced = useMemo(() => debounce(start, SEARCH_DEBOUNCE_MS), [start]);

  const stop = useCallback(() => {
    debounced.cancel();
    inFlight.current?.abort();
    inFlight.current = null;
    startedTerm.current = null;
  }, [debounced]);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    let live = true;
    getRecommendedGames(api, device)
      .then((games) => live && setRecommended(games))
      .catch((error: unknown) => {
        logToServer('LOAD_GAMES_FILTER_ERROR', 'WARN', errorMessage(error), {
          category: 'recommended',
        });
        if (live) setRecommended([]);
      });
    return () => {
      live = false;
    };
  }, [device]);

  const setInput = useCallback(
    (value: string) => {
      setInputValue(value);
      dispatch({ type: 'input', input: value });
      if (!isSearchable(value)) return stop();
      if (searchTerm(value) === startedTerm.current) return debounced.cancel();
      debounced.call(value);
    },
    [debounced, stop],
  );

  const submit = useCallback(() => {
    debounced.cancel();
    if (isSearchable(input)) start(input);
  }, [debounced, input, start]);

  const clear = useCallback(() => {
    stop();
    setInputValue('');
    dispatch({ type: 'clear' });
  }, [stop]);

  const more = useCallback(() => {
    if (state.status !== 'results' || state.nextPage === null || state.loadingMore) return;
    dispatch({ type: 'more' });
    void fetchPage(state.term, state.nextPage);
  }, [fetchPage, state]);

  const retry = useCallback(() => {
    if (state.status === 'error') start(state.term);
  }, [start, state]);

  return { input, state, recommended, setInput, submit, clear, retry, more };
}
