import { describe, expect, test } from 'vitest';
import { INFINITE_SCROLL_OFFSET_PX } from '@casino/domain/constants';
import { RANDOM_CARD_INDEX, cashbackCardIndex, randomCardIndex } from '~/features/games/list-cards';
import {
  INFINITE_SCROLL_ROOT_MARGIN,
  appendPage,
  isGamesPage,
  nextPageOf,
} from '~/features/games/paging';
import { deviceOf } from '~/features/games/device';
import { toTileGame } from '~/features/games/tile-game';
import { testGame } from '~/features/games/test-game';

const QUOTE =
  'spec 02 section 4: "Random-game card inserted at index 10 in category lists, at the end for special, new, top and recommended lists"';

describe(QUOTE, () => {
  test('the index is 10', () => {
    expect(RANDOM_CARD_INDEX).toBe(10);
  });

  test.each([
    ['egypt', 40, false, 10],
    ['egypt', 15, true, 10],
    ['megaways', 11, false, 10],
    ['all', 40, false, 10],
  ])(
    'category list %s with %i games shown (complete: %s): index %i',
    (slug, shown, complete, index) => {
      expect(randomCardIndex(slug, shown, complete)).toBe(index);
    },
  );

  test.each(['special', 'new', 'top', 'recommended'])(
    '%s: at the end once the whole list is shown',
    (slug) => {
      expect(randomCardIndex(slug, 15, true)).toBe(15);
      expect(randomCardIndex(slug, 40, false)).toBeNull();
      expect(randomCardIndex(slug, 87, true)).toBe(87);
    },
  );

  test('a category list shorter than 10 gets it at its end, once complete', () => {
    expect(randomCardIndex('fishing', 6, false)).toBeNull();
    expect(randomCardIndex('fishing', 6, true)).toBe(6);
  });

  test('an empty list has no card', () => {
    expect(randomCardIndex('egypt', 0, true)).toBeNull();
    expect(randomCardIndex('top', 0, true)).toBeNull();
  });
});

describe('spec 02 section 4: "a cashback card is first in the live category"', () => {
  test('live lists open with it', () => {
    expect(cashbackCardIndex('live')).toBe(0);
  });
  test.each(['pokies', 'categories', 'slots', 'producers'])('%s lists have none', (section) => {
    expect(cashbackCardIndex(section)).toBeNull();
  });
});

describe('infinite scroll (spec 02 section 9: "triggers 500 px before end"; spec 03 section 0.2: next_page is null on the last page)', () => {
  const pagination = {
    current_page: 1,
    next_page: 2,
    prev_page: null,
    total_pages: 3,
    total_count: 90,
  };

  test('the observer fires 500 px before the end of the list', () => {
    expect(INFINITE_SCROLL_OFFSET_PX).toBe(500);
    expect(INFINITE_SCROLL_ROOT_MARGIN).toBe('0px 0px 500px 0px');
  });

  test('the next page is next_page; the last page ends the list', () => {
    expect(nextPageOf(pagination)).toBe(2);
    expect(
      nextPageOf({ ...pagination, current_page: 3, next_page: null, prev_page: 2 }),
    ).toBeNull();
  });

  test('a page is appended in order, without games already shown', () => {
    const a = testGame({ identifier: 'p/a' });
    const b = testGame({ identifier: 'p/b' });
    const c = testGame({ identifier: 'p/c' });
    expect(appendPage([a, b], { data: [b, c] }).map((g) => g.identifier)).toEqual([
      'p/a',
      'p/b',
      'p/c',
    ]);
  });

  test('the browser accepts a paged envelope and refuses anything else', () => {
    expect(isGamesPage({ data: [testGame()], pagination })).toBe(true);
    expect(isGamesPage({ data: [], pagination: { ...pagination, next_page: null } })).toBe(true);
    expect(isGamesPage({ data: [{ title: 'x' }], pagination })).toBe(false);
    expect(isGamesPage({ data: [], pagination: { ...pagination, next_page: '2' } })).toBe(false);
    expect(isGamesPage([testGame()])).toBe(false);
    expect(isGamesPage('oops')).toBe(false);
  });
});

describe('device of POST /api/games_filter (spec 03 section 6: desktop or mobile)', () => {
  test.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
      'mobile',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
      'desktop',
    ],
    ['', 'desktop'],
  ])('%s -> %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('server-rendered lists carry only what the tile rules read of currencies', () => {
  const game = testGame({
    currencies: {
      EUR: { id: 11, jackpot: null },
      USD: { id: 12, jackpot: null },
      BTC: { id: 9, jackpot: null },
      FUN: { id: 10, jackpot: null },
    },
  });

  test('a player: FUN and their currency', () => {
    expect(toTileGame(game, 'USD').currencies).toEqual({
      FUN: { id: 10, jackpot: null },
      USD: { id: 12, jackpot: null },
    });
  });
  test('a player whose currency the game lacks: FUN and the lowest id (the lock shows, the favourite id stays right)', () => {
    expect(toTileGame(game, 'NOK').currencies).toEqual({
      FUN: { id: 10, jackpot: null },
      BTC: { id: 9, jackpot: null },
    });
  });
  test('a guest: FUN and the lowest id', () => {
    expect(Object.keys(toTileGame(game, null).currencies)).toEqual(['FUN', 'BTC']);
  });
  test('of the categories, only the flags the tile reads stay (labels, shine, live)', () => {
    const listed = testGame({
      categories: [
        'top',
        'slots',
        'animated',
        'egypt',
        'exclusive',
        'volatility-high',
        'drop-wins',
        'prerelease',
        'live',
      ],
    });
    expect(toTileGame(listed, null).categories).toEqual([
      'animated',
      'exclusive',
      'drop-wins',
      'prerelease',
      'live',
    ]);
  });
  test('the tile fields stay, the rest goes', () => {
    expect(Object.keys(toTileGame(game, 'EUR')).sort()).toEqual([
      'badges',
      'categories',
      'currencies',
      'has_demo_mode',
      'identifier',
      'preview',
      'provider',
      'seo_title',
      'title',
    ]);
  });
});
