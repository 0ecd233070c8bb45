import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gamesPageSchema, type Game, type GamesPage } from '@casino/api/games';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = createAgent(t.app);
});
afterAll(async () => t?.close());

async function filter(body: Record<string, unknown>): Promise<GamesPage> {
  const res = await agent.post('/api/games_filter', { device: 'desktop', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return gamesPageSchema.parse(res.json());
}

async function everyGame(body: Record<string, unknown>): Promise<Game[]> {
  return (await filter({ ...body, page_size: 100 })).data.concat(
    ...(await Promise.all(
      [2, 3, 4, 5, 6, 7, 8].map(
        async (page) => (await filter({ ...body, page, page_size: 100 })).data,
      ),
    )),
  );
}

describe('POST /api/games_filter', () => {
  test('answers the paged envelope with 40 games by default', async () => {
    const page = await filter({});
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null });
    expect(page.pagination.total_count).toBeGreaterThanOrEqual(600);
    expect(page.pagination.total_pages).toBe(Math.ceil(page.pagination.total_count / 40));
  });

  test('the last page has no next page and pages never overlap', async () => {
    const first = await filter({ page_size: 100 });
    const last = await filter({ page_size: 100, page: first.pagination.total_pages });
    expect(last.pagination).toMatchObject({
      next_page: null,
      prev_page: first.pagination.total_pages - 1,
    });
    const all = await everyGame({});
    expect(new Set(all.map((g) => g.identifier)).size).toBe(first.pagination.total_count);
  });

  test('a page past the end is empty but still counts the games', async () => {
    const page = await filter({ page: 500, page_size: 10 });
    expect(page.data).toEqual([]);
    expect(page.pagination.total_count).toBeGreaterThan(600);
    expect(page.pagination.next_page).toBeNull();
  });

  test('a game carries the spec 03 1.3 fields and the tile extras', async () => {
    const [game] = (
      await filter({
        page_size: 1,
        filter: { categories: { identifiers: ['slots'], strategy: 'OR' } },
      })
    ).data;
    expect(game).toMatchObject({
      uniq_seo_title: true,
      unfinished_games_for: [],
      has_demo_mode: true,
    });
    expect(game?.identifier).toBe(`${game?.provider}/${game?.slug}`);
    expect(game?.preview).toMatch(new RegExp(`^/game-art/${game?.provider}/${game?.slug}\\.svg`));
    expect(game?.currencies.FUN).toEqual({ id: expect.any(Number), jackpot: null });
    expect(game?.categories).toContain('slots');
  });

  test('live games have no demo: no FUN currency', async () => {
    const live = await everyGame({ filter: { categories: { identifiers: ['live'] } } });
    expect(live.length).toBeGreaterThan(50);
    for (const game of live) {
      expect(game.has_demo_mode).toBe(false);
      expect(game.currencies.FUN).toBeUndefined();
    }
  });

  test('title search is a case-insensitive substring match: titles starting with it, then a word starting with it', async () => {
    const page = await filter({ filter: { title: 'PHARAOH' }, page_size: 100 });
    expect(page.data.length).toBeGreaterThan(3);
    const titles = page.data.map((g) => g.title.toLowerCase());
    expect(titles.every((title) => title.includes('pharaoh'))).toBe(true);
    expect(page.pagination.total_count).toBe(titles.length);
    const rank = (title: string) =>
      title.startsWith('pharaoh') ? 0 : /(^| )pharaoh/.test(title) ? 1 : 2;
    expect(titles.map(rank)).toEqual(titles.map(rank).sort());
  });

  test('a search no title holds forgives a mistyped letter (word similarity), best match first', async () => {
    const page = await filter({ filter: { title: 'pharaoj' } });
    expect(page.pagination.total_count).toBeGreaterThan(0);
    expect(page.data[0]?.title).toMatch(/Pharaoh/);
  });

  test('similar titles are not mixed into a search that titles hold', async () => {
    const page = await filter({ filter: { title: 'pharao' }, page_size: 100 });
    expect(page.data.every((g) => g.title.toLowerCase().includes('pharao'))).toBe(true);
  });

  test('LIKE wildcards in the search are literal text', async () => {
    expect((await filter({ filter: { title: '%%%' } })).data).toEqual([]);
    expect((await filter({ filter: { title: '___' } })).data).toEqual([]);
  });

  test('categories match any listed collection (strategy OR)', async () => {
    const egypt = (await filter({ filter: { categories: { identifiers: ['egypt'] } } })).pagination
      .total_count;
    const fruit = (await filter({ filter: { categories: { identifiers: ['fruit'] } } })).pagination
      .total_count;
    const both = await everyGame({
      filter: { categories: { identifiers: ['egypt', 'fruit'], strategy: 'OR' } },
    });
    expect(both).toHaveLength(egypt + fruit);
    for (const game of both)
      expect(game.categories.some((c) => c === 'egypt' || c === 'fruit')).toBe(true);
  });

  test('tile flags work as categories', async () => {
    const animated = await filter({ filter: { categories: { identifiers: ['animated'] } } });
    expect(animated.data.length).toBeGreaterThan(0);
    for (const game of animated.data) expect(game.categories).toContain('animated');
  });

  test.each([
    ['live_all', 'live'],
    ['all', null],
  ])('the menu tab %s lists %s', async (tab, collection) => {
    const page = await filter({ filter: { categories: { identifiers: [tab] } } });
    const expected = await filter(
      collection ? { filter: { categories: { identifiers: [collection] } } } : {},
    );
    expect(page.pagination.total_count).toBe(expected.pagination.total_count);
  });

  test('a collection lists in its own order', async () => {
    const page = await filter({ filter: { categories: { identifiers: ['top'] } }, page_size: 60 });
    const popularity = page.data.map((g) => g.identifier);
    const byPopularity = await filter({
      filter: { categories: { identifiers: ['top'] } },
      page_size: 60,
      sort: { type: 'popularity' },
    });
    expect(popularity).toEqual(byPopularity.data.map((g) => g.identifier));
  });

  test('sort by title, ascending by default', async () => {
    const titles = (await filter({ sort: { type: 'title' }, page_size: 50 })).data.map((g) =>
      g.title.toLowerCase(),
    );
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('top_categories come first', async () => {
    const page = await filter({
      sort: { type: 'popularity', top_categories: ['crash'] },
      page_size: 20,
    });
    expect(page.data.every((g) => g.categories.includes('crash'))).toBe(true);
  });

  test('providers filter, with softswiss read as bgaming', async () => {
    const bgaming = await filter({ filter: { providers: ['bgaming'] } });
    expect(bgaming.data.length).toBeGreaterThan(0);
    expect(bgaming.data.every((g) => g.provider === 'bgaming')).toBe(true);
    const softswiss = await filter({ filter: { providers: ['softswiss'] } });
    expect(softswiss.pagination.total_count).toBe(bgaming.pagination.total_count);
  });

  test('currencies filter keeps games offered in one of them', async () => {
    const page = await everyGame({ filter: { currencies: ['BTC'] } });
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((g) => 'BTC' in g.currencies)).toBe(true);
    const all = await filter({});
    expect(page.length).toBeLessThan(all.pagination.total_count);
  });

  test('volatility filter', async () => {
    const page = await filter({ filter: { volatility_rating: ['very-high', 'low'] } });
    expect(
      page.data.every((g) => g.volatility_rating === 'very-high' || g.volatility_rating === 'low'),
    ).toBe(true);
  });

  test('mobile lists fewer games than desktop: some are desktop only', async () => {
    const desktop = await filter({ device: 'desktop' });
    const mobile = await filter({ device: 'mobile' });
    expect(mobile.pagination.total_count).toBeLessThan(desktop.pagination.total_count);
    expect(mobile.data.every((g) => g.devices.includes('mobile'))).toBe(true);
  });

  test.each([
    ['no device', {}],
    ['an unknown device', { device: 'tv' }],
    ['a page size above 100', { device: 'desktop', page_size: 101 }],
    ['page 0', { device: 'desktop', page: 0 }],
    ['an unknown field', { device: 'desktop', colour: 'red' }],
    ['an unknown filter', { device: 'desktop', filter: { colour: 'red' } }],
    [
      'an AND strategy',
      { device: 'desktop', filter: { categories: { identifiers: ['top'], strategy: 'AND' } } },
    ],
    ['an unknown volatility', { device: 'desktop', filter: { volatility_rating: ['wild'] } }],
  ])('%s is a 422', async (_name, body) => {
    const res = await agent.post('/api/games_filter', body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('errors');
  });
});
