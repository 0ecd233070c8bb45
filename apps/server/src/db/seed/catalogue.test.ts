import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedCatalogue } from './catalogue.ts';
import { COLLECTIONS } from './catalogue/collections.ts';
import { buildGames } from './catalogue/build-games.ts';
import { assignCollections } from './catalogue/assign-collections.ts';
import { loadSeedCurrencies } from './catalogue/currencies.ts';
import { seedLargeCatalogue } from './catalogue/large.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const count = async (table: 'providers' | 'games' | 'game_currencies') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('catalogue seed', () => {
  test('at least 25 providers and 600 games', async () => {
    expect(await count('providers')).toBeGreaterThanOrEqual(25);
    expect(await count('games')).toBeGreaterThanOrEqual(600);
  });

  test.each(COLLECTIONS.map((c) => c.slug))('collection %s is not empty', async (slug) => {
    const row = await t.db
      .selectFrom('game_collections')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('collection_slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(Number(row.n)).toBeGreaterThan(0);
  });

  test('live games have no demo, the others mostly do', async () => {
    const live = await t.db
      .selectFrom('games as g')
      .innerJoin('game_collections as c', 'c.game_id', 'g.id')
      .select('g.has_demo_mode')
      .where('c.collection_slug', '=', 'live')
      .execute();
    expect(live.every((g) => !g.has_demo_mode)).toBe(true);
    const fun = await t.db
      .selectFrom('game_currencies')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('currency', '=', 'FUN')
      .executeTakeFirstOrThrow();
    expect(Number(fun.n)).toBeGreaterThan(500);
  });

  test('some games lack a fiat currency, so the unsupported-currency lock can show', async () => {
    const withoutEur = await t.db
      .selectFrom('games as g')
      .select('g.identifier')
      .where((w) =>
        w.not(
          w.exists(
            w
              .selectFrom('game_currencies as c')
              .select('c.id')
              .whereRef('c.game_id', '=', 'g.id')
              .where('c.currency', '=', 'EUR'),
          ),
        ),
      )
      .execute();
    expect(withoutEur.length).toBeGreaterThan(0);
  });

  test('every btc-games game takes BTC', async () => {
    const missing = await t.db
      .selectFrom('game_collections as m')
      .select('m.game_id')
      .where('m.collection_slug', '=', 'btc-games')
      .where((w) =>
        w.not(
          w.exists(
            w
              .selectFrom('game_currencies as c')
              .select('c.id')
              .whereRef('c.game_id', '=', 'm.game_id')
              .where('c.currency', '=', 'BTC'),
          ),
        ),
      )
      .execute();
    expect(missing).toEqual([]);
  });

  test('the generated catalogue is the same on every install', async () => {
    const currencies = await loadSeedCurrencies(t.db);
    const a = buildGames(currencies);
    const b = buildGames(currencies);
    expect(assignCollections(a)).toEqual(assignCollections(b));
    expect(a.map((g) => [g.identifier, g.payout, [...g.currencies.keys()]])).toEqual(
      b.map((g) => [g.identifier, g.payout, [...g.currencies.keys()]]),
    );
    // Each build derives every row's studio configuration and its exact figures (~5 s on one core).
  }, 120_000);

  test('a seeded version is skipped; a reseed keeps per-currency ids (favourites stay valid)', async () => {
    const before = await t.db
      .selectFrom('game_currencies')
      .select(['id', 'game_id', 'currency'])
      .orderBy('id')
      .execute();
    const started = Date.now();
    await seedCatalogue(t.db);
    expect(Date.now() - started).toBeLessThan(500);
    await t.db.deleteFrom('catalogue_seeds').execute();
    await seedCatalogue(t.db);
    const after = await t.db
      .selectFrom('game_currencies')
      .select(['id', 'game_id', 'currency'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect(await t.db.selectFrom('catalogue_seeds').select('version').execute()).toHaveLength(1);
  });

  test('seedLargeCatalogue tops the catalogue up to a total for benchmarks', async () => {
    const games = await count('games');
    expect(await seedLargeCatalogue(t.db, games + 150)).toBe(150);
    expect(await count('games')).toBe(games + 150);
    expect(await seedLargeCatalogue(t.db, games)).toBe(0);
  });
});
