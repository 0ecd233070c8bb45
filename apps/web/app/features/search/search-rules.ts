import { SEARCH_MIN_LENGTH } from '@casino/domain/constants';
import type { Device, Game, GamesFilterBody } from '@casino/api/games';

// The game search of spec 02: section 5 "Game search starts only with more than 2 characters; input debounced
// 300 ms; the clear button shows only when focused and input length is at least the minimum", section 7
// "POST /api/games_filter with device (mobile or desktop) and filter.title", section 8 "Search failure logs
// LOAD_FOUND_GAMES_ERROR and returns nothing; empty result shows text SEARCH_POPUP.LIST_EMPTY with a specify
// hint and recommended games". Pure rules here; the popup wires them to React.

/** The log label of a failed search (spec 02 section 8). */
export const SEARCH_ERROR_LABEL = 'LOAD_FOUND_GAMES_ERROR';
/** Recommended games come from the `recommended` collection (spec 01 section 9, main page categories). */
export const RECOMMENDED_CATEGORY = 'recommended';
/** Results per request; "show more" asks for the next page. */
export const SEARCH_PAGE_SIZE = 24;
/** Recommended games under the empty result. */
export const RECOMMENDED_LIMIT = 12;
/** What the server accepts as filter.title (packages/api gamesFilterSchema). */
export const SEARCH_MAX_LENGTH = 100;

/** The text that is searched: surrounding spaces do not count as characters. */
export function searchTerm(input: string): string {
  return input.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

/** "Starts only with more than 2 characters" (spec 02 section 5). */
export function isSearchable(input: string): boolean {
  return searchTerm(input).length >= SEARCH_MIN_LENGTH;
}

/** "The clear button shows only when focused and input length is at least the minimum" (spec 02 section 5). */
export function showsClearButton(input: string, focused: boolean): boolean {
  return focused && input.length >= SEARCH_MIN_LENGTH;
}

/** Body of POST /api/games_filter for a search (spec 02 section 7, spec 03 section 6). */
export function searchRequestBody(input: string, device: Device, page = 1): GamesFilterBody {
  return { device, page, page_size: SEARCH_PAGE_SIZE, filter: { title: searchTerm(input) } };
}

/** Body of POST /api/games_filter for the recommended games shown with an empty result. */
export function recommendedRequestBody(device: Device): GamesFilterBody {
  return {
    device,
    page: 1,
    page_size: RECOMMENDED_LIMIT,
    filter: { categories: { identifiers: [RECOMMENDED_CATEGORY], strategy: 'OR' } },
  };
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|webOS|BlackBerry/i;

/** The `device` of the request: mobile for phone and tablet browsers (an iPad in desktop mode reports touch points). */
export function deviceOf(userAgent: string, maxTouchPoints = 0): Device {
  if (MOBILE_AGENT.test(userAgent)) return 'mobile';
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1 ? 'mobile' : 'desktop';
}

/** What the popup shows. */
export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string; games: Game[] }
  | {
      status: 'results';
      term: string;
      games: Game[];
      total: number;
      nextPage: number | null;
      loadingMore: boolean;
    }
  | { status: 'empty'; term: string }
  | { status: 'error'; term: string };

export type SearchAction =
  /** The input changed: below the minimum the popup goes back to idle, else it waits for the debounced search. */
  | { type: 'input'; input: string }
  | { type: 'start'; term: string }
  | { type: 'more' }
  | {
      type: 'loaded';
      term: string;
      games: Game[];
      total: number;
      nextPage: number | null;
      append: boolean;
    }
  | { type: 'failed'; term: string; append: boolean }
  | { type: 'clear' };

export const initialSearchState: SearchState = { status: 'idle' };

const termOf = (state: SearchState) => (state.status === 'idle' ? null : state.term);

/**
 * The search state machine. Answers for a term the player has since changed are dropped, so a slow response
 * never overwrites a newer one.
 */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      return isSearchable(action.input) ? state : initialSearchState;
    case 'clear':
      return initialSearchState;
    case 'start':
      // Keep the games on screen while the next term loads: the grid does not flash empty between keystrokes.
      return {
        status: 'loading',
        term: action.term,
        games: state.status === 'results' || state.status === 'loading' ? state.games : [],
      };
    case 'more':
      return state.status === 'results' && state.nextPage !== null
        ? { ...state, loadingMore: true }
        : state;
    case 'loaded': {
      if (termOf(state) !== action.term) return state;
      if (action.append && state.status === 'results') {
        const seen = new Set(state.games.map((game) => game.identifier));
        const games = [
          ...state.games,
          ...action.games.filter((game) => !seen.has(game.identifier)),
        ];
        return {
          ...state,
          games,
          total: action.total,
          nextPage: action.nextPage,
          loadingMore: false,
        };
      }
      if (action.games.length === 0) return { status: 'empty', term: action.term };
      return {
        status: 'results',
        term: action.term,
        games: action.games,
        total: action.total,
        nextPage: action.nextPage,
        loadingMore: false,
      };
    }
    case 'failed':
      if (termOf(state) !== action.term) return state;
      // A failed "show more" keeps what is already listed.
      if (action.append && state.status === 'results') return { ...state, loadingMore: false };
      return { status: 'error', term: action.term };
  }
}

/** The message key (and count) announced to screen readers through the popup's live region. */
export function searchAnnouncement(state: SearchState): { key: string; count?: number } {
  switch (state.status) {
    case 'idle':
      return { key: 'SEARCH_POPUP.MIN_LENGTH_HINT', count: SEARCH_MIN_LENGTH };
    case 'loading':
      return { key: 'SEARCH_POPUP.SEARCHING' };
    case 'results':
      return {
        key: state.total === 1 ? 'SEARCH_POPUP.FOUND_ONE' : 'SEARCH_POPUP.FOUND_MANY',
        count: state.total,
      };
    case 'empty':
      return { key: 'SEARCH_POPUP.LIST_EMPTY' };
    case 'error':
      return { key: 'SEARCH_POPUP.ERROR' };
  }
}
