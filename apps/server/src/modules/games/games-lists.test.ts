import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  collectionsSchema,
  gameSchema,
  gamesByIdentifierSchema,
  gamesJackpotsSchema,
  gamesPageSchema,
  providersSchema,
} from '@casino/api/games';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = createAgent(t.app);
});
afterAll(async () => t?.close());

async function firstGameOf(provider: string) {
  const res = await agent.post('/api/games_filter', {
    device: 'desktop',
    page_size: 2,
    filter: { providers: [provider] },
  });
  const [first, second] = gamesPageSchema.parse(res.json()).data;
  if (!first || !second) throw new Error(`no games of ${provider}`);
  return [first, second] as const;
}

describe('POST /api/games_filter/select', () => {
  test('answers a map by identifier and leaves unknown identifiers out', async () => {
    const [a, b] = await firstGameOf('northlight');
    const res = await agent.post('/api/games_filter/select', {
      game_ids: [a.identifier, b.identifier, 'nobody/nothing'],
      device: 'desktop',
    });
    expect(res.statusCode).toBe(200);
    const map = gamesByIdentifierSchema.parse(res.json());
    expect(Object.keys(map).sort()).toEqual([a.identifier, b.identifier].sort());
    expect(map[a.identifier]).toEqual(a);
  });

  test('a softswiss identifier finds the bgaming game, under both keys', async () => {
    const [game] = await firstGameOf('bgaming');
    const alias = game.identifier.replace(/^bgaming\//, 'softswiss/');
    const map = gamesByIdentifierSchema.parse(
      (await agent.post('/api/games_filter/select', { game_ids: [alias] })).json(),
    );
    expect(map[alias]?.identifier).toBe(game.identifier);
    expect(map[game.identifier]?.identifier).toBe(game.identifier);
  });

  test.each([
    ['no game_ids', {}],
    ['game_ids not a list', { game_ids: 'bgaming/x' }],
    ['an unknown field', { game_ids: [], colour: 1 }],
  ])('%s is a 422', async (_name, body) => {
    expect((await agent.post('/api/games_filter/select', body)).statusCode).toBe(422);
  });
});

describe('POST /api/games_filter/select_by_seo_titles', () => {
  test('finds games by seo title, optionally of one provider', async () => {
    const [game] = await firstGameOf('spinforge');
    const map = gamesByIdentifierSchema.parse(
      (
        await agent.post('/api/games_filter/select_by_seo_titles', {
          game_seo_titles: [game.seo_title],
        })
      ).json(),
    );
    expect(Object.keys(map)).toEqual([game.identifier]);
    const other = gamesByIdentifierSchema.parse(
      (
        await agent.post('/api/games_filter/select_by_seo_titles', {
          game_seo_titles: [game.seo_title],
          provider: 'bgaming',
        })
      ).json(),
    );
    expect(other).toEqual({});
  });
});

describe('GET /api/games/collections and /providers', () => {
  test('every collection of spec 01 section 9 exists and holds games', async () => {
    const collections = collectionsSchema.parse((await agent.get('/api/games/collections')).json());
    const bySlug = new Map(collections.map((c) => [c.id, c]));
    for (const slug of [
      'top',
      'new',
      'recommended',
      'bonus-wagering',
      'coin',
      'jackpot',
      'table',
      'btc-games',
      'egypt',
      'fruit',
      'book',
      'crash',
      'lottery',
      'fishing',
      'megaways',
      'bonus-buy',
      'live',
      'blackjack',
      'roulette',
      'game-shows',
      'baccarat',
      'poker',
    ]) {
      expect(bySlug.get(slug)?.games_count, slug).toBeGreaterThan(0);
    }
    expect(bySlug.get('egypt')).toMatchObject({ title: 'Egypt', kind: 'main' });
  });

  test('games_count equals what games_filter lists for the collection', async () => {
    const collections = collectionsSchema.parse((await agent.get('/api/games/collections')).json());
    const fruit = collections.find((c) => c.id === 'fruit');
    const page = gamesPageSchema.parse(
      (
        await agent.post('/api/games_filter', {
          device: 'desktop',
          filter: { categories: { identifiers: ['fruit'] } },
          without_territorial_restrictions: true,
        })
      ).json(),
    );
    const mobile = gamesPageSchema.parse(
      (
        await agent.post('/api/games_filter', {
          device: 'mobile',
          filter: { categories: { identifiers: ['fruit'] } },
        })
      ).json(),
    );
    expect(fruit?.games_count).toBeGreaterThanOrEqual(
      Math.max(page.pagination.total_count, mobile.pagination.total_count),
    );
  });

  test('providers are {id, title}, at least 25, with our studio and bgaming', async () => {
    const providers = providersSchema.parse((await agent.get('/api/games/providers')).json());
    expect(providers.length).toBeGreaterThanOrEqual(25);
    expect(providers).toContainEqual({ id: 'ocs', title: 'Open Casino Studio' });
    expect(providers).toContainEqual({ id: 'bgaming', title: 'BGaming' });
  });
});

describe('jackpots', () => {
  test('GET /api/games/jackpots sums game jackpots per currency and provider in minor units', async () => {
    const jackpots = gamesJackpotsSchema.parse((await agent.get('/api/games/jackpots')).json());
    const eur = jackpots.EUR ?? {};
    expect(Object.keys(eur).length).toBeGreaterThan(0);
    const rows = await t.db
      .selectFrom('game_currencies as c')
      .innerJoin('games as g', 'g.id', 'c.game_id')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select(['p.slug', 'c.jackpot_cents'])
      .where('c.currency', '=', 'EUR')
      .where('c.jackpot_cents', 'is not', null)
      .execute();
    const expected: Record<string, number> = {};
    for (const row of rows)
      expected[row.slug] = (expected[row.slug] ?? 0) + Number(row.jackpot_cents);
    expect(eur).toEqual(expected);
    expect(jackpots.FUN).toBeUndefined();
  });

  test('GET /api/jackpots is an empty list until jackpots with levels exist', async () => {
    const res = await agent.get('/api/jackpots');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/games/random', () => {
  test('answers one game, of the asked collection', async () => {
    const res = await agent.get('/api/games/random?collection=crash&device=mobile');
    expect(res.statusCode).toBe(200);
    const game = gameSchema.parse(res.json());
    expect(game.categories).toContain('crash');
    expect(game.devices).toContain('mobile');
  });

  test('an empty collection is a 404, an unknown query field a 422', async () => {
    expect((await agent.get('/api/games/random?collection=no-such-collection')).statusCode).toBe(
      404,
    );
    expect((await agent.get('/api/games/random?colour=red')).statusCode).toBe(422);
  });
});
