import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  collectionsSchema,
  gamesByIdentifierSchema,
  gamesPageSchema,
  providersSchema,
} from '@casino/api/games';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { disabledProvidersIn, PROVIDERS_CONFIG } from './territorial-restrictions.ts';

describe('disabledProvidersIn (spec 01 section 5)', () => {
  const tenOthers = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [`studio-${i}`, ['XX']]),
  );
  test.each([
    ['a provider mapped to all is hidden everywhere', { northlight: 'all' }, 'CA', ['northlight']],
    ['a list hides it in those countries', { northlight: ['DE', 'it'] }, 'IT', ['northlight']],
    ['and only there', { northlight: ['DE'] }, 'CA', []],
    ['softswiss means bgaming', { softswiss: 'all' }, 'CA', ['bgaming']],
    ['only the first 10 keys count', { ...tenOthers, northlight: 'all' }, 'CA', []],
    ['malformed rules are ignored', { northlight: 5, spinforge: 'some' }, 'CA', []],
    ['a non-object document hides nothing', ['northlight'], 'CA', []],
  ])('%s', (_name, document, country, expected) => {
    expect(disabledProvidersIn(document, country)).toEqual(expected);
  });
});

/** light-my-request's default user agent counts as a bot: the visitors here are browsers. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('games of disabled providers are hidden per country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GEO_HEADER: 'x-country' });
    const document = JSON.stringify({ bgaming: ['DE'], northlight: 'all' });
    await t.db
      .insertInto('fe_configs')
      .values({ name: PROVIDERS_CONFIG, document })
      .onConflict((oc) => oc.column('name').doUpdateSet({ document }))
      .execute();
  });
  afterAll(async () => t?.close());

  async function providersSeen(
    headers: Record<string, string>,
    body: Record<string, unknown> = {},
  ): Promise<Set<string>> {
    const agent = createAgent(t.app, { headers: { 'user-agent': BROWSER, ...headers } });
    const seen = new Set<string>();
    for (let page = 1; page <= 8; page++) {
      const res = await agent.post('/api/games_filter', {
        device: 'desktop',
        page,
        page_size: 100,
        ...body,
      });
      for (const game of gamesPageSchema.parse(res.json()).data) seen.add(game.provider);
    }
    return seen;
  }

  test('a German visitor sees neither bgaming nor northlight', async () => {
    const seen = await providersSeen({ 'x-country': 'DE' });
    expect(seen.has('bgaming')).toBe(false);
    expect(seen.has('northlight')).toBe(false);
    expect(seen.has('spinforge')).toBe(true);
  });

  test('a Canadian visitor sees bgaming but not northlight', async () => {
    const seen = await providersSeen({ 'x-country': 'CA' });
    expect(seen.has('bgaming')).toBe(true);
    expect(seen.has('northlight')).toBe(false);
  });

  test('a search engine bot sees every provider', async () => {
    const seen = await providersSeen({
      'x-country': 'DE',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(seen.has('bgaming')).toBe(true);
    expect(seen.has('northlight')).toBe(true);
  });

  test('the all-providers flag (without_territorial_restrictions) skips the filter', async () => {
    const seen = await providersSeen(
      { 'x-country': 'DE' },
      { without_territorial_restrictions: true },
    );
    expect(seen.has('bgaming')).toBe(true);
    expect(seen.has('northlight')).toBe(true);
  });

  test('select, providers and collection counts hide them too', async () => {
    const de = createAgent(t.app, { headers: { 'x-country': 'DE', 'user-agent': BROWSER } });
    const ca = createAgent(t.app, { headers: { 'x-country': 'CA', 'user-agent': BROWSER } });
    const bgaming = await t.db
      .selectFrom('games')
      .select('identifier')
      .where('identifier', 'like', 'bgaming/%')
      .executeTakeFirstOrThrow();
    expect(
      gamesByIdentifierSchema.parse(
        (await de.post('/api/games_filter/select', { game_ids: [bgaming.identifier] })).json(),
      ),
    ).toEqual({});
    expect(
      Object.keys(
        gamesByIdentifierSchema.parse(
          (await ca.post('/api/games_filter/select', { game_ids: [bgaming.identifier] })).json(),
        ),
      ),
    ).toEqual([bgaming.identifier]);
    const providers = providersSchema
      .parse((await de.get('/api/games/providers')).json())
      .map((p) => p.id);
    expect(providers).not.toContain('bgaming');
    const count = async (agent: typeof de) =>
      collectionsSchema
        .parse((await agent.get('/api/games/collections')).json())
        .find((c) => c.id === 'slots')?.games_count ?? 0;
    expect(await count(de)).toBeLessThan(await count(ca));
  });
});
