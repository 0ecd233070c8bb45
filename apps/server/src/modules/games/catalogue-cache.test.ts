import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import {
  collectionsSchema,
  gamesByIdentifierSchema,
  gamesJackpotsSchema,
  gamesPageSchema,
  type GamesPage,
} from '@casino/api/games';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { catalogueChanged } from './catalogue-changed.ts';
import { PROVIDERS_CONFIG } from './territorial-restrictions.ts';
import { seedLargeCatalogue } from '../../db/seed/catalogue/large.ts';

// The catalogue answers are cached in memory (catalogue-cache.ts). These tests show that the cache answers every
// visitor what the database would, that a catalogue write through our code (catalogueChanged) shows at once, and
// that the cache is really in use (a write that bypasses our code shows only after the time to live).

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'x-country' });
  const document = JSON.stringify({ bgaming: ['DE'] });
  await t.db
    .insertInto('fe_configs')
    .values({ name: PROVIDERS_CONFIG, document })
    .onConflict((oc) => oc.column('name').doUpdateSet({ document }))
    .execute();
});
afterAll(async () => t?.close());

const visitor = (country: string, userAgent = BROWSER) =>
  createAgent(t.app, { headers: { 'x-country': country, 'user-agent': userAgent } });

async function filter(
  agent: ReturnType<typeof visitor>,
  body: Record<string, unknown>,
): Promise<GamesPage> {
  const res = await agent.post('/api/games_filter', { device: 'desktop', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return gamesPageSchema.parse(res.json());
}

const bgamingCount = async (
  agent: ReturnType<typeof visitor>,
  extra: Record<string, unknown> = {},
) =>
  (await filter(agent, { filter: { providers: ['bgaming'] }, page_size: 1, ...extra })).pagination
    .total_count;

describe('the cache key holds everything that changes the answer', () => {
  test('visitors whose countries hide different providers never share an answer', async () => {
    const canada = await bgamingCount(visitor('CA'));
    expect(canada).toBeGreaterThan(0);
    // Same body, asked right after: Germany hides bgaming (providers-config), whatever Canada was answered.
    expect(await bgamingCount(visitor('DE'))).toBe(0);
    expect(await bgamingCount(visitor('CA'))).toBe(canada);
  });

  test('a search engine bot and the all-providers flag see every provider, a person in the same country does not', async () => {
    expect(await bgamingCount(visitor('DE'))).toBe(0);
    expect(await bgamingCount(visitor('DE', GOOGLEBOT))).toBeGreaterThan(0);
    expect(
      await bgamingCount(visitor('DE'), { without_territorial_restrictions: true }),
    ).toBeGreaterThan(0);
    expect(await bgamingCount(visitor('DE'))).toBe(0);
  });

  test('device, page, page size, sort and filter each change the answer', async () => {
    const agent = visitor('CA');
    const base = { filter: { categories: { identifiers: ['slots'] } }, page_size: 5 };
    const ids = async (body: Record<string, unknown>) =>
      (await filter(agent, body)).data.map((g) => g.identifier);
    const first = await ids(base);
    expect(await ids({ ...base, page: 2 })).not.toEqual(first);
    expect(await ids({ ...base, page_size: 6 })).toHaveLength(6);
    expect(await ids({ ...base, sort: { type: 'title' } })).not.toEqual(first);
    expect(await ids({ ...base, filter: { categories: { identifiers: ['live'] } } })).not.toEqual(
      first,
    );
    const mobile = await filter(agent, { ...base, device: 'mobile' });
    const desktop = await filter(agent, base);
    expect(mobile.pagination.total_count).toBeLessThan(desktop.pagination.total_count);
  });

  test('bodies that ask the same share an answer: page 1 or none, the same search in other letter case and spacing', async () => {
    const agent = visitor('CA');
    expect(await filter(agent, { filter: { title: '  PHARAOH ' } })).toEqual(
      await filter(agent, { page: 1, filter: { title: 'pharaoh' } }),
    );
  });

  test('select answers follow the asked identifiers, in their order', async () => {
    const agent = visitor('CA');
    const games = (await filter(agent, { page_size: 2 })).data;
    const [a, b] = games.map((g) => g.identifier);
    const ask = async (ids: (string | undefined)[]) =>
      Object.keys(
        gamesByIdentifierSchema.parse(
          (
            await agent.post('/api/games_filter/select', { game_ids: ids, device: 'desktop' })
          ).json(),
        ),
      );
    expect(await ask([a, b])).toEqual([a, b]);
    expect(await ask([b, a])).toEqual([b, a]);
  });
});

describe('a catalogue write through our code shows at once', () => {
  test('the seed write path (seedLargeCatalogue) refreshes the kept answers by itself', async () => {
    const agent = visitor('CA');
    const desktopGames = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM games g JOIN providers p ON p.id = g.provider_id WHERE p.active AND 'desktop' = ANY(g.devices)`.execute(
            t.db,
          )
        ).rows[0]?.n,
      );
    const before = (await filter(agent, { page_size: 1 })).pagination.total_count;
    expect(before).toBe(await desktopGames());
    const { n } = await t.db
      .selectFrom('games')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedLargeCatalogue(t.db, Number(n) + 20)).toBe(20);
    const after = (await filter(agent, { page_size: 1 })).pagination.total_count;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await desktopGames());
  });

  test('a renamed game: the cached search keeps its answer until catalogueChanged, then finds the new title', async () => {
    const agent = visitor('CA');
    const search = async () =>
      (await filter(agent, { filter: { title: 'quokka jubilee' } })).data.map((g) => g.title);
    expect(await search()).toEqual([]);
    const game = await t.db
      .selectFrom('games')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('games')
      .set({ title: 'Quokka Jubilee' })
      .where('id', '=', game.id)
      .execute();
    try {
      // Written behind the cache's back: the kept answer stands (for the time to live at most).
      expect(await search()).toEqual([]);
      catalogueChanged(t.db);
      expect(await search()).toEqual(['Quokka Jubilee']);
    } finally {
      await t.db
        .updateTable('games')
        .set({ title: game.title })
        .where('id', '=', game.id)
        .execute();
      catalogueChanged(t.db);
    }
    expect(await search()).toEqual([]);
  });

  test('a new providers-config document hides its providers from the next request', async () => {
    const canada = visitor('CA');
    expect(await bgamingCount(canada)).toBeGreaterThan(0);
    const everywhere = JSON.stringify({ bgaming: 'all' });
    await t.db
      .updateTable('fe_configs')
      .set({ document: everywhere })
      .where('name', '=', PROVIDERS_CONFIG)
      .execute();
    try {
      catalogueChanged(t.db);
      expect(await bgamingCount(canada)).toBe(0);
      const providers = (await canada.get('/api/games/providers')).json() as { id: string }[];
      expect(providers.map((p) => p.id)).not.toContain('bgaming');
    } finally {
      await t.db
        .updateTable('fe_configs')
        .set({ document: JSON.stringify({ bgaming: ['DE'] }) })
        .where('name', '=', PROVIDERS_CONFIG)
        .execute();
      catalogueChanged(t.db);
    }
    expect(await bgamingCount(canada)).toBeGreaterThan(0);
  });

  test('collection membership: the counts of every page and of the collections list follow', async () => {
    const agent = visitor('CA');
    const body = { filter: { categories: { identifiers: ['top'] } }, page_size: 10 };
    const before = await filter(agent, body);
    const second = await filter(agent, { ...body, page: 2 });
    expect(second.pagination.total_count).toBe(before.pagination.total_count);
    const topCount = async () =>
      collectionsSchema
        .parse((await agent.get('/api/games/collections')).json())
        .find((c) => c.id === 'top')?.games_count;
    expect(await topCount()).toBe(before.pagination.total_count);
    const leaving = before.data[0];
    if (!leaving) throw new Error('top is empty');
    const row = await t.db
      .selectFrom('game_collections as gc')
      .innerJoin('games as g', 'g.id', 'gc.game_id')
      .select(['gc.game_id', 'gc.position'])
      .where('gc.collection_slug', '=', 'top')
      .where('g.identifier', '=', leaving.identifier)
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('game_collections')
      .where('collection_slug', '=', 'top')
      .where('game_id', '=', row.game_id)
      .execute();
    try {
      catalogueChanged(t.db);
      const after = await filter(agent, { ...body, page: 2 });
      expect(after.pagination.total_count).toBe(before.pagination.total_count - 1);
      expect(await topCount()).toBe(before.pagination.total_count - 1);
      expect((await filter(agent, body)).data.map((g) => g.identifier)).not.toContain(
        leaving.identifier,
      );
      // The game's own categories (its cached extras) no longer list top.
      const selected = gamesByIdentifierSchema.parse(
        (await agent.post('/api/games_filter/select', { game_ids: [leaving.identifier] })).json(),
      );
      expect(selected[leaving.identifier]?.categories).not.toContain('top');
    } finally {
      await t.db
        .insertInto('game_collections')
        .values({ collection_slug: 'top', game_id: row.game_id, position: row.position })
        .execute();
      catalogueChanged(t.db);
    }
  });

  test('a jackpot: the game currencies and the jackpot sums follow', async () => {
    const agent = visitor('CA');
    const [game] = (await filter(agent, { page_size: 1 })).data;
    if (!game) throw new Error('no game');
    const entry = game.currencies.EUR;
    if (!entry) throw new Error('no EUR entry');
    const sums = async () =>
      gamesJackpotsSchema.parse((await agent.get('/api/games/jackpots')).json()).EUR?.[
        game.provider
      ] ?? 0;
    const before = await sums();
    await t.db
      .updateTable('game_currencies')
      .set({ jackpot_cents: (entry.jackpot ?? 0) + 12_345 })
      .where('id', '=', entry.id)
      .execute();
    try {
      catalogueChanged(t.db);
      expect(await sums()).toBe(before + 12_345);
      const [again] = (await filter(agent, { page_size: 1 })).data;
      expect(again?.currencies.EUR?.jackpot).toBe((entry.jackpot ?? 0) + 12_345);
    } finally {
      await t.db
        .updateTable('game_currencies')
        .set({ jackpot_cents: entry.jackpot })
        .where('id', '=', entry.id)
        .execute();
      catalogueChanged(t.db);
    }
  });
});

describe('the faster orders answer as the per-row subqueries did', () => {
  const ids = async (query: ReturnType<typeof sql<{ identifier: string }>>) =>
    (await query.execute(t.db)).rows.map((r) => r.identifier);

  test('a collection in its own order (joined on its position index)', async () => {
    const agent = visitor('CA');
    for (const [slug, direction] of [
      ['slots', 'ASC'],
      ['top', 'ASC'],
      ['egypt', 'DESC'],
    ] as const) {
      const page = await filter(agent, {
        filter: { categories: { identifiers: [slug] } },
        page_size: 30,
        ...(direction === 'DESC' ? { sort: { type: 'position', direction } } : {}),
      });
      // The query as it was before the join (collection filter by EXISTS, order by a per-row subquery).
      const expected = await ids(sql<{ identifier: string }>`
        SELECT g.identifier FROM games g JOIN providers p ON p.id = g.provider_id
        WHERE p.active AND 'desktop' = ANY(g.devices)
          AND EXISTS (SELECT 1 FROM game_collections gc WHERE gc.game_id = g.id AND gc.collection_slug IN (${slug}))
        ORDER BY (SELECT o.position FROM game_collections o WHERE o.game_id = g.id AND o.collection_slug = ${slug}) ${sql.raw(direction)} NULLS LAST,
          g.popularity DESC, g.id
        LIMIT 30`);
      expect(page.data.map((g) => g.identifier)).toEqual(expected);
    }
  });

  test('top categories first, in their order (hashed membership instead of min(array_position) per game)', async () => {
    const agent = visitor('CA');
    const top = ['crash', 'top'];
    const page = await filter(agent, {
      sort: { type: 'popularity', top_categories: top },
      page_size: 60,
    });
    const expected = await ids(sql<{ identifier: string }>`
      SELECT g.identifier FROM games g JOIN providers p ON p.id = g.provider_id
      WHERE p.active AND 'desktop' = ANY(g.devices)
      ORDER BY (SELECT min(array_position(${top}::text[], t.collection_slug)) FROM game_collections t WHERE t.game_id = g.id AND t.collection_slug = ANY(${top}::text[])) NULLS LAST,
        g.popularity DESC, g.id
      LIMIT 60`);
    expect(page.data.map((g) => g.identifier)).toEqual(expected);
  });
});
