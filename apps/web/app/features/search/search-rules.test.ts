import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@casino/domain/constants';
import { gamesFilterBodySchema, type Game } from '@casino/api/games';
import { debounce } from './debounce';
import {
  RECOMMENDED_CATEGORY,
  deviceOf,
  initialSearchState,
  isSearchable,
  recommendedRequestBody,
  searchAnnouncement,
  searchReducer,
  searchRequestBody,
  searchTerm,
  showsClearButton,
  type SearchState,
} from './search-rules';

const game = (identifier: string): Game => ({
  identifier,
  title: identifier,
  seo_title: identifier,
  provider: 'p',
  uniq_seo_title: true,
  categories: [],
  currencies: {},
  devices: ['desktop', 'mobile'],
  unfinished_games_for: [],
  lines: null,
  ways: null,
  volatility_rating: 'medium',
  hit_rate: '',
  payout: '',
  slug: identifier,
  has_demo_mode: true,
  badges: [],
  preview: '',
});

describe('spec 02 section 5: "Game search starts only with more than 2 characters"', () => {
  test('the minimum is 3 (more than 2)', () => expect(SEARCH_MIN_LENGTH).toBe(3));
  test.each([
    ['', false],
    ['b', false],
    ['bo', false],
    ['boo', true],
    ['book of', true],
    ['  bo  ', false], // spaces are not characters of the game name
    [' b o ', true],
    ['   ', false],
  ])('%j searchable: %s', (input, expected) => expect(isSearchable(input)).toBe(expected));

  test('the searched term is trimmed, inner spaces collapsed and capped at what the server accepts', () => {
    expect(searchTerm('  Book   of  Ra ')).toBe('Book of Ra');
    expect(searchTerm('x'.repeat(150))).toHaveLength(100);
  });
});

describe('spec 02 section 5: "the clear button shows only when focused and input length is at least the minimum"', () => {
  test.each([
    ['boo', true, true],
    ['boo', false, false],
    ['bo', true, false],
    ['', true, false],
    ['book', false, false],
    ['   ', true, true], // the input's length, not the searched term's
  ])('%j focused=%s -> %s', (input, focused, expected) =>
    expect(showsClearButton(input, focused)).toBe(expected),
  );
});

describe('spec 02 section 9: "Search debounce 300 ms"', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the constant is 300 ms', () => expect(SEARCH_DEBOUNCE_MS).toBe(300));

  test('only the last value of a burst runs, 300 ms after the last keystroke', () => {
    const run = vi.fn();
    const search = debounce(run, SEARCH_DEBOUNCE_MS);
    search.call('boo');
    vi.advanceTimersByTime(200);
    search.call('book');
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('book');
  });

  test('cancel drops the pending call', () => {
    const run = vi.fn();
    const search = debounce(run, SEARCH_DEBOUNCE_MS);
    search.call('boo');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('spec 02 section 7: "POST /api/games_filter with device (mobile or desktop) and filter.title"', () => {
  test('the search body is a valid games_filter body with the title filter', () => {
    const body = searchRequestBody('  Book of ', 'mobile');
    expect(gamesFilterBodySchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ device: 'mobile', page: 1, filter: { title: 'Book of' } });
    expect(searchRequestBody('book', 'desktop', 3).page).toBe(3);
  });

  test('recommended games come from the recommended collection', () => {
    const body = recommendedRequestBody('desktop');
    expect(gamesFilterBodySchema.parse(body)).toEqual(body);
    expect(body.filter?.categories?.identifiers).toEqual([RECOMMENDED_CATEGORY]);
  });

  test.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      0,
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
      0,
      'mobile',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      5,
      'mobile',
    ], // iPad in desktop mode
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
      0,
      'desktop',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
      0,
      'desktop',
    ],
  ] as const)('device of %s (%i touch points) is %s', (agent, touch, device) =>
    expect(deviceOf(agent, touch)).toBe(device),
  );
});

describe('spec 02 section 8: failures and empty results', () => {
  // The LOAD_FOUND_GAMES_ERROR report of a failed search is checked in the browser (e2e/lobby-search.test.ts).
  test('an empty result shows SEARCH_POPUP.LIST_EMPTY', () => {
    const state = searchReducer(searchReducer(initialSearchState, { type: 'start', term: 'zzz' }), {
      type: 'loaded',
      term: 'zzz',
      games: [],
      total: 0,
      nextPage: null,
      append: false,
    });
    expect(state).toEqual({ status: 'empty', term: 'zzz' });
    expect(searchAnnouncement(state).key).toBe('SEARCH_POPUP.LIST_EMPTY');
  });

  test('a failure shows the error state, announced', () => {
    const state = searchReducer(searchReducer(initialSearchState, { type: 'start', term: 'boo' }), {
      type: 'failed',
      term: 'boo',
      append: false,
    });
    expect(state).toEqual({ status: 'error', term: 'boo' });
    expect(searchAnnouncement(state).key).toBe('SEARCH_POPUP.ERROR');
  });
});

describe('search state machine', () => {
  const loaded = (
    term: string,
    ids: string[],
    total = ids.length,
    nextPage: number | null = null,
    append = false,
  ) => ({ type: 'loaded', term, games: ids.map(game), total, nextPage, append }) as const;

  test('results are counted for the live region, singular and plural', () => {
    const one = searchReducer(
      { status: 'loading', term: 'boo', games: [] },
      loaded('boo', ['a/b']),
    );
    expect(searchAnnouncement(one)).toEqual({ key: 'SEARCH_POPUP.FOUND_ONE', count: 1 });
    const many = searchReducer(
      { status: 'loading', term: 'boo', games: [] },
      loaded('boo', ['a/b', 'a/c'], 57, 2),
    );
    expect(searchAnnouncement(many)).toEqual({ key: 'SEARCH_POPUP.FOUND_MANY', count: 57 });
  });

  test('an answer for an older term is dropped', () => {
    let state: SearchState = searchReducer(initialSearchState, { type: 'start', term: 'boo' });
    state = searchReducer(state, { type: 'start', term: 'book' });
    expect(searchReducer(state, loaded('boo', ['old/one']))).toBe(state);
    expect(searchReducer(state, { type: 'failed', term: 'boo', append: false })).toBe(state);
    expect(searchReducer(state, loaded('book', ['new/one']))).toMatchObject({
      status: 'results',
      term: 'book',
    });
  });

  test('games stay listed while the next term loads', () => {
    const results = searchReducer(
      { status: 'loading', term: 'boo', games: [] },
      loaded('boo', ['a/b']),
    );
    expect(searchReducer(results, { type: 'start', term: 'book' })).toMatchObject({
      status: 'loading',
      term: 'book',
      games: [game('a/b')],
    });
  });

  test('typing below the minimum or clearing goes back to idle; a longer input keeps the state until the debounced search', () => {
    const results = searchReducer(
      { status: 'loading', term: 'boo', games: [] },
      loaded('boo', ['a/b']),
    );
    expect(searchReducer(results, { type: 'input', input: 'bo' })).toEqual(initialSearchState);
    expect(searchReducer(results, { type: 'clear' })).toEqual(initialSearchState);
    expect(searchReducer(results, { type: 'input', input: 'book' })).toBe(results);
    expect(searchAnnouncement(initialSearchState)).toEqual({
      key: 'SEARCH_POPUP.MIN_LENGTH_HINT',
      count: 3,
    });
  });

  test('"show more" appends the next page without duplicates; a failed page keeps the list', () => {
    let state = searchReducer(
      { status: 'loading', term: 'boo', games: [] },
      loaded('boo', ['a/1', 'a/2'], 3, 2),
    );
    state = searchReducer(state, { type: 'more' });
    expect(state).toMatchObject({ loadingMore: true });
    const appended = searchReducer(state, loaded('boo', ['a/2', 'a/3'], 3, null, true));
    expect(appended).toMatchObject({
      status: 'results',
      total: 3,
      nextPage: null,
      loadingMore: false,
    });
    expect(appended.status === 'results' && appended.games.map((g) => g.identifier)).toEqual([
      'a/1',
      'a/2',
      'a/3',
    ]);
    expect(searchReducer(state, { type: 'failed', term: 'boo', append: true })).toMatchObject({
      status: 'results',
      loadingMore: false,
    });
    expect(searchReducer(appended, { type: 'more' })).toBe(appended); // no next page
  });
});
