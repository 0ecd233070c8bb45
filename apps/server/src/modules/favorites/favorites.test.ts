import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { favoriteGamesSchema, favoriteIdsSchema, playedGamesSchema } from '@casino/api/favorites';
import { gamesByIdentifierSchema } from '@casino/api/games';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, signInAs } from '../player/player-test-kit.ts';
import { PROVIDERS_CONFIG } from '../games/territorial-restrictions.ts';
import { recordPlayedGame } from './played-games.repository.ts';

// Spec 01 section 7 and spec 03 section 7: favourites by per-currency game id (`currencies[CUR].id`), read as ids
// (accept-client v1) or as full games (v2); `softswiss` is shown as `bgaming`. Spec 03 section 3: played games.

const V1 = { 'accept-client': 'application/vnd.s.v1+json' };
const V2 = { 'accept-client': 'application/vnd.s.v2+json' };
/** light-my-request's default user agent counts as a bot (bots see every provider); these players use a browser. */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

interface CatalogueGame {
  gameId: number;
  identifier: string;
  provider: string;
  /** Per-currency game ids. */
  ids: Record<string, number>;
}

let t: TestApp;
let games: CatalogueGame[];
let bgamingGame: CatalogueGame;

/** Games offered in both EUR and USD, so a currency switch has ids to map to. */
async function loadGames(): Promise<CatalogueGame[]> {
  const rows = await t.db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .innerJoin('game_currencies as eur', (j) =>
      j.onRef('eur.game_id', '=', 'g.id').on('eur.currency', '=', 'EUR'),
    )
    .innerJoin('game_currencies as usd', (j) =>
      j.onRef('usd.game_id', '=', 'g.id').on('usd.currency', '=', 'USD'),
    )
    .select(['g.id', 'g.identifier', 'p.slug as provider', 'eur.id as eur', 'usd.id as usd'])
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    gameId: Number(r.id),
    identifier: r.identifier,
    provider: r.provider,
    ids: { EUR: Number(r.eur), USD: Number(r.usd) },
  }));
}

function gameOf(predicate: (game: CatalogueGame) => boolean): CatalogueGame {
  const game = games.find(predicate);
  if (!game) throw new Error('no such game in the seeded catalogue');
  return game;
}

async function newPlayer(): Promise<Agent> {
  const id = await insertPlayer(t.db, { currency: 'EUR' });
  await t.db
    .insertInto('accounts')
    .values({ player_id: id, currency: 'EUR', active: true })
    .execute();
  const agent = await signInAs(t.app, t.db, id);
  return createAgentLike(agent);
}

/** The signed-in agent, sending a browser user agent and the visitor's country on every call. */
function createAgentLike(agent: Agent, country = 'CA'): Agent {
  const headers = { ...BROWSER, 'x-country': country };
  return {
    ...agent,
    get: (url, extra) => agent.get(url, { ...headers, ...extra }),
    post: (url, body, extra) => agent.post(url, body, { ...headers, ...extra }),
    put: (url, body, extra) => agent.put(url, body, { ...headers, ...extra }),
    patch: (url, body, extra) => agent.patch(url, body, { ...headers, ...extra }),
    delete: (url, extra) => agent.delete(url, { ...headers, ...extra }),
  };
}

const idsOf = async (agent: Agent, headers: Record<string, string> = V1) =>
  favoriteIdsSchema.parse((await agent.get('/api/player/favorite_games', headers)).json());
const gamesOf = async (agent: Agent) =>
  favoriteGamesSchema.parse((await agent.get('/api/player/favorite_games', V2)).json());

beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'x-country' });
  games = await loadGames();
  bgamingGame = gameOf((g) => g.provider === 'bgaming');
});
afterAll(async () => t?.close());

describe('GET /api/player/favorite_games (v1 ids, v2 games)', () => {
  test('a new player has none, in either version', async () => {
    const agent = await newPlayer();
    expect(await idsOf(agent)).toEqual([]);
    expect(await gamesOf(agent)).toEqual([]);
  });

  test("v1 answers the per-currency ids of the player's currency, newest first; no accept-client header means v1", async () => {
    const agent = await newPlayer();
    const [a, b] = games;
    if (!a || !b) throw new Error('catalogue too small');
    expect((await agent.put(`/api/player/favorite_games/${a.ids.EUR}`)).statusCode).toBe(204);
    expect((await agent.put(`/api/player/favorite_games/${b.ids.EUR}`)).statusCode).toBe(204);
    expect(await idsOf(agent)).toEqual([b.ids.EUR, a.ids.EUR]);
    expect(await idsOf(agent, {})).toEqual([b.ids.EUR, a.ids.EUR]);
  });

  test('v2 answers full Game objects whose currencies carry the same ids', async () => {
    const agent = await newPlayer();
    const game = games[2];
    if (!game) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${game.ids.EUR}`);
    const [favourite] = await gamesOf(agent);
    expect(favourite).toMatchObject({ identifier: game.identifier, provider: game.provider });
    expect(favourite?.currencies.EUR?.id).toBe(game.ids.EUR);
  });

  test('a favourite is a game: after a wallet switch v1 answers the ids of the new currency', async () => {
    const agent = await newPlayer();
    const game = games[3];
    if (!game) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${game.ids.EUR}`);
    expect((await agent.post('/api/player/accounts', { currency: 'USD' })).statusCode).toBe(200);
    expect(await idsOf(agent)).toEqual([game.ids.USD]);
  });

  test('a guest gets 401 on every favourites call and on played games', async () => {
    const guest = createAgent(t.app);
    expect((await guest.get('/api/player/favorite_games')).statusCode).toBe(401);
    expect((await guest.get('/api/player/favorite_games', V2)).statusCode).toBe(401);
    expect((await guest.put('/api/player/favorite_games', { ids: [] })).statusCode).toBe(401);
    expect((await guest.put(`/api/player/favorite_games/${bgamingGame.ids.EUR}`)).statusCode).toBe(
      401,
    );
    expect(
      (await guest.delete(`/api/player/favorite_games/${bgamingGame.ids.EUR}`)).statusCode,
    ).toBe(401);
    expect((await guest.get('/api/player/played_games')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/player/favorite_games/{id}', () => {
  test('PUT twice keeps one favourite; DELETE removes it; deleting again is fine', async () => {
    const agent = await newPlayer();
    const game = games[4];
    if (!game) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${game.ids.EUR}`);
    await agent.put(`/api/player/favorite_games/${game.ids.EUR}`);
    expect(await idsOf(agent)).toEqual([game.ids.EUR]);
    expect((await agent.delete(`/api/player/favorite_games/${game.ids.EUR}`)).statusCode).toBe(204);
    expect(await idsOf(agent)).toEqual([]);
    expect((await agent.delete(`/api/player/favorite_games/${game.ids.EUR}`)).statusCode).toBe(204);
  });

  test('the id of another currency names the same game', async () => {
    const agent = await newPlayer();
    const game = games[5];
    if (!game) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${game.ids.USD}`);
    expect(await idsOf(agent)).toEqual([game.ids.EUR]);
    await agent.delete(`/api/player/favorite_games/${game.ids.EUR}`);
    expect(await idsOf(agent)).toEqual([]);
  });

  test.each([
    ['an id no game has', '999999999', 404],
    ['a malformed id', 'abc', 422],
    ['a negative id', '-4', 422],
  ])('%s answers %i', async (_name, id, status) => {
    const agent = await newPlayer();
    expect((await agent.put(`/api/player/favorite_games/${id}`)).statusCode).toBe(status);
    expect((await agent.delete(`/api/player/favorite_games/${id}`)).statusCode).toBe(status);
    expect(await idsOf(agent)).toEqual([]);
  });

  test("players do not see each other's favourites", async () => {
    const [ann, bob] = [await newPlayer(), await newPlayer()];
    const game = games[6];
    if (!game) throw new Error('catalogue too small');
    await ann.put(`/api/player/favorite_games/${game.ids.EUR}`);
    expect(await idsOf(bob)).toEqual([]);
  });
});

describe('PUT /api/player/favorite_games (the whole set)', () => {
  test('replaces the set; games kept stay, others go', async () => {
    const agent = await newPlayer();
    const [a, b, c] = games;
    if (!a || !b || !c) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${a.ids.EUR}`);
    await agent.put(`/api/player/favorite_games/${b.ids.EUR}`);
    expect(
      (await agent.put('/api/player/favorite_games', { ids: [b.ids.EUR, c.ids.USD] })).statusCode,
    ).toBe(204);
    expect(new Set(await idsOf(agent))).toEqual(new Set([b.ids.EUR, c.ids.EUR]));
    expect((await agent.put('/api/player/favorite_games', { ids: [] })).statusCode).toBe(204);
    expect(await idsOf(agent)).toEqual([]);
  });

  test('one unknown id refuses the whole set with 422 and changes nothing', async () => {
    const agent = await newPlayer();
    const game = games[7];
    if (!game) throw new Error('catalogue too small');
    await agent.put(`/api/player/favorite_games/${game.ids.EUR}`);
    const res = await agent.put('/api/player/favorite_games', { ids: [game.ids.EUR, 999_999_999] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { ids: ['VALIDATION.INVALID_VALUE'] } });
    expect(await idsOf(agent)).toEqual([game.ids.EUR]);
  });

  test.each([
    ['ids that are not numbers', { ids: ['1'] }],
    ['no ids', {}],
    ['an unknown field', { ids: [], add: [] }],
    ['more than 500 ids', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }],
  ])('%s is a 422', async (_name, body) => {
    expect((await (await newPlayer()).put('/api/player/favorite_games', body)).statusCode).toBe(
      422,
    );
  });
});

describe('softswiss is bgaming (spec 01 section 7)', () => {
  test('a softswiss identifier finds the bgaming game, whose id favourites it; the favourite reads as bgaming', async () => {
    const agent = await newPlayer();
    const softswiss = bgamingGame.identifier.replace(/^bgaming\//, 'softswiss/');
    const selected = gamesByIdentifierSchema.parse(
      (
        await agent.post('/api/games_filter/select', { game_ids: [softswiss], device: 'desktop' })
      ).json(),
    );
    const id = selected[softswiss]?.currencies.EUR?.id;
    expect(id).toBe(bgamingGame.ids.EUR);
    await agent.put(`/api/player/favorite_games/${id}`);
    const [favourite] = await gamesOf(agent);
    expect(favourite).toMatchObject({ identifier: bgamingGame.identifier, provider: 'bgaming' });
  });
});

describe('favourites and disabled providers (spec 01 section 5)', () => {
  test("v2 leaves out games of a provider disabled in the visitor's country; v1 keeps the ids (the hearts)", async () => {
    const document = JSON.stringify({ bgaming: ['DE'] });
    await t.db
      .insertInto('fe_configs')
      .values({ name: PROVIDERS_CONFIG, document })
      .onConflict((oc) => oc.column('name').doUpdateSet({ document }))
      .execute();
    try {
      const id = await insertPlayer(t.db, { currency: 'EUR' });
      await t.db
        .insertInto('accounts')
        .values({ player_id: id, currency: 'EUR', active: true })
        .execute();
      const session = await signInAs(t.app, t.db, id);
      const other = gameOf((g) => g.provider !== 'bgaming');
      const inCanada = createAgentLike(session, 'CA');
      await inCanada.put(`/api/player/favorite_games/${bgamingGame.ids.EUR}`);
      await inCanada.put(`/api/player/favorite_games/${other.ids.EUR}`);
      expect((await gamesOf(inCanada)).map((g) => g.identifier)).toEqual([
        other.identifier,
        bgamingGame.identifier,
      ]);
      const inGermany = createAgentLike(session, 'DE');
      expect((await gamesOf(inGermany)).map((g) => g.identifier)).toEqual([other.identifier]);
      expect(await idsOf(inGermany)).toEqual([other.ids.EUR, bgamingGame.ids.EUR]);
    } finally {
      await t.db.deleteFrom('fe_configs').where('name', '=', PROVIDERS_CONFIG).execute();
    }
  });
});

describe('GET /api/player/played_games (spec 03 section 3)', () => {
  test('lists the games the player launched, most recent first, as identifier and last_activity_at', async () => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    expect(playedGamesSchema.parse((await agent.get('/api/player/played_games')).json())).toEqual(
      [],
    );
    const [a, b] = games;
    if (!a || !b) throw new Error('catalogue too small');
    await recordPlayedGame(t.db, id, a.gameId, new Date('2026-01-01T10:00:00Z'));
    await recordPlayedGame(t.db, id, b.gameId, new Date('2026-01-02T10:00:00Z'));
    expect(playedGamesSchema.parse((await agent.get('/api/player/played_games')).json())).toEqual([
      { identifier: b.identifier, last_activity_at: '2026-01-02T10:00:00.000Z' },
      { identifier: a.identifier, last_activity_at: '2026-01-01T10:00:00.000Z' },
    ]);
    // Playing a game again moves it to the top instead of listing it twice.
    await recordPlayedGame(t.db, id, a.gameId, new Date('2026-01-03T10:00:00Z'));
    expect((await agent.get('/api/player/played_games')).json()).toEqual([
      { identifier: a.identifier, last_activity_at: '2026-01-03T10:00:00.000Z' },
      { identifier: b.identifier, last_activity_at: '2026-01-02T10:00:00.000Z' },
    ]);
  });

  test("another player's plays are not listed", async () => {
    const [ann, bob] = [await insertPlayer(t.db), await insertPlayer(t.db)];
    const game = games[8];
    if (!game) throw new Error('catalogue too small');
    await recordPlayedGame(t.db, ann, game.gameId);
    expect(
      (await (await signInAs(t.app, t.db, bob)).get('/api/player/played_games')).json(),
    ).toEqual([]);
  });
});
