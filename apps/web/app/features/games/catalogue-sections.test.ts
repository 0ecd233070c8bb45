import { describe, expect, test } from 'vitest';
import {
  categoryKey,
  filterIdentifiers,
  isKnownCategory,
  randomCollectionOf,
  tabHref,
  tabOf,
} from '~/features/games/catalogue-sections';
import { categoryName } from '~/features/games/category-name';

const collections = [
  { id: 'top', kind: 'main', title: 'Top' },
  { id: 'megaways', kind: 'pokies', title: 'Megaways' },
  { id: 'live', kind: 'live', title: 'All live games' },
  { id: 'blackjack', kind: 'live', title: 'Blackjack' },
  { id: 'space-odyssey', kind: 'main', title: 'Space odyssey' },
];

describe('catalogue pages (spec 01 section 2, spec 02 section 2)', () => {
  test.each([
    ['main', 'top', '/categories/top'],
    ['main', 'all', '/categories/all'],
    ['pokies', 'megaways', '/pokies/megaways'],
    ['pokies', 'all', '/pokies/all'],
    ['live', 'blackjack', '/live/blackjack'],
    ['live', 'live_all', '/live/all'],
    ['pokies', 'slots', '/slots'],
  ])('a %s menu tab %s leads to %s', (menu, tab, href) => {
    expect(tabHref(menu, tab)).toBe(href);
  });

  test.each([
    ['pokies', 'all', ['all']],
    ['pokies', 'megaways', ['megaways']],
    ['live', 'all', ['live_all']],
    ['live', 'blackjack', ['blackjack']],
    ['categories', 'top', ['top']],
    ['slots', 'slots', ['slots']],
  ] as const)(
    '%s/%s asks POST /api/games_filter for categories %j',
    (section, slug, identifiers) => {
      expect(filterIdentifiers(section, slug)).toEqual(identifiers);
    },
  );

  test("the every-game pages are their menu's every-game tab", () => {
    expect(tabOf('pokies', 'all')).toBe('all');
    expect(tabOf('live', 'all')).toBe('live_all');
    expect(tabOf('slots', 'slots')).toBe('slots');
  });

  test.each([
    ['pokies', 'all', true],
    ['pokies', 'megaways', true],
    ['pokies', 'nope', false],
    ['categories', 'top', true],
    ['categories', 'blackjack', true],
    ['live', 'blackjack', true],
    ['live', 'megaways', false],
    ['live', 'nope', false],
  ] as const)('%s/%s exists: %s (else the not-found page)', (section, slug, known) => {
    expect(isKnownCategory(section, slug, collections)).toBe(known);
  });

  test("the random card picks from the page's list; every-game pokies pages from every game", () => {
    expect(randomCollectionOf('pokies', 'megaways')).toBe('megaways');
    expect(randomCollectionOf('pokies', 'all')).toBeUndefined();
    expect(randomCollectionOf('live', 'all')).toBe('live');
    expect(randomCollectionOf('slots', 'slots')).toBe('slots');
  });
});

describe('category names are translated (CATEGORIES.<SLUG>)', () => {
  const messages: Record<string, string> = {
    'CATEGORIES.BONUS_BUY': 'Bonuskauf',
    'CATEGORIES.LIVE_ALL': 'Alle Live-Spiele',
  };
  const t = (key: string) => messages[key] ?? key;

  test('the key is the slug in upper snake case', () => {
    expect(categoryKey('bonus-buy')).toBe('CATEGORIES.BONUS_BUY');
    expect(categoryKey('live_all')).toBe('CATEGORIES.LIVE_ALL');
    expect(categoryKey('volatility-very-high')).toBe('CATEGORIES.VOLATILITY_VERY_HIGH');
  });
  test('a translated category shows the translation', () => {
    expect(categoryName(t, 'bonus-buy', collections)).toBe('Bonuskauf');
  });
  test("an operator's new collection without a translation shows its own title", () => {
    expect(categoryName(t, 'space-odyssey', collections)).toBe('Space odyssey');
  });
});
