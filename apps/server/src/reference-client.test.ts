// The reference client (the public SoftSwiss front-end, spec 03) must run against this server without edits. Each
// call below is made as that client makes it: its method, path and body, its default headers (spec 03 section 0.1)
// and the session cookie; every answer is checked against the wire contracts of packages/api.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { checkEmailResponseSchema } from '@casino/api/auth';
import { restoreIdResponseSchema } from '@casino/api/chat-restore';
import {
  FE_CONFIG_NAMES,
  clientContextSchema,
  feConfigSchemas,
  managerSchema,
} from '@casino/api/fe-config';
import { gameSchema, gamesByIdentifierSchema, gamesPageSchema, type Game } from '@casino/api/games';
import { accountSchema, guestProfileSchema, playerSchema } from '@casino/api/player';
import { createAgent, createTestApp, type Agent, type TestApp } from '../test/harness.ts';
import { openFundedWallet } from './modules/ledger/ledger-test-kit.ts';
import { insertPlayer, signInAs } from './modules/player/player-test-kit.ts';

/** The reference's prefix of the brand's front-end service (the spec's is /api/fe). */
const FE_API_PREFIX = '/api-fe';

/** The reference's default request headers (spec 03 section 0.1); Content-Type comes with each JSON body. */
const REFERENCE_HEADERS = {
  accept: 'application/json, text/plain, */*',
  'x-requested-with': 'XMLHttpRequest',
  'x-content-policy': '3',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const guest = (): Agent => createAgent(t.app, { headers: REFERENCE_HEADERS });

async function signedIn(): Promise<{ id: number; client: Agent }> {
  const id = await insertPlayer(t.db);
  const client = await signInAs(t.app, t.db, id);
  return { id, client: withReferenceHeaders(client) };
}

/** A signed-in agent that also sends the reference's default headers. */
function withReferenceHeaders(agent: Agent): Agent {
  return {
    ...agent,
    get: (url, headers) => agent.get(url, { ...REFERENCE_HEADERS, ...headers }),
    post: (url, body, headers) => agent.post(url, body, { ...REFERENCE_HEADERS, ...headers }),
    put: (url, body, headers) => agent.put(url, body, { ...REFERENCE_HEADERS, ...headers }),
  };
}

describe('the brand service under the reference prefix /api-fe', () => {
  test.each(FE_CONFIG_NAMES)(
    'GET /api-fe/config/%s answers the same document as /api/fe',
    async (name) => {
      const client = guest();
      const res = await client.get(`${FE_API_PREFIX}/config/${name}`);
      expect(res.statusCode).toBe(200);
      expect(() => feConfigSchemas[name].parse(res.json())).not.toThrow();
      expect(res.json()).toEqual((await client.get(`/api/fe/config/${name}`)).json());
    },
  );

  test('POST /api-fe/config/managers answers the VIP manager', async () => {
    const res = await guest().post(`${FE_API_PREFIX}/config/managers`, { userGroups: [759] });
    expect(res.statusCode).toBe(200);
    expect(managerSchema.parse(res.json())).toMatchObject({ groupId: 759 });
  });

  test('POST /api-fe/check-email answers the verdict under errors.message', async () => {
    const res = await guest().post(`${FE_API_PREFIX}/check-email`, {
      email: 'someone@gmail.com',
    });
    expect(res.statusCode).toBe(200);
    expect(checkEmailResponseSchema.parse(res.json()).errors.message).toBe(
      'IBIZA::VALID::ACCEPTED_EMAIL',
    );
  });

  test('GET /api-fe/client-context describes the browser', async () => {
    const res = await guest().get(`${FE_API_PREFIX}/client-context`, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    expect(res.statusCode).toBe(200);
    expect(clientContextSchema.parse(res.json())).toMatchObject({ isMobile: true, isIOS: true });
  });

  test.each(['set', 'send'] as const)('POST /api-fe/log_utm_%s is stored', async (kind) => {
    const utmMetrics = { utm_source: `reference-${kind}`, utm_campaign: 'spring' };
    const res = await guest().post(`${FE_API_PREFIX}/log_utm_${kind}`, { utmMetrics });
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('utm_events')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ utm_source: `reference-${kind}`, utm_campaign: 'spring' });
  });

  test('POST /api-fe/metrics-errors-validation is stored', async () => {
    const body = {
      side: 'frontEnd',
      component: 'RegistrationForm',
      errors: [{ key: 'email', firstMessage: 'reference-client check' }],
    };
    const res = await guest().post(`${FE_API_PREFIX}/metrics-errors-validation`, body);
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('validation_metrics')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ side: 'frontEnd', component: 'RegistrationForm' });
  });
});

describe('the profile and the wallets', () => {
  test('GET /api/player for a guest is 200 with a body without id, not a 401 (spec 03 section 1.1)', async () => {
    const res = await guest().get('/api/player');
    expect(res.statusCode).toBe(200);
    expect(guestProfileSchema.parse(res.json())).not.toHaveProperty('id');
  });

  test('GET /api/player for a player is the User', async () => {
    const { id, client } = await signedIn();
    const res = await client.get('/api/player');
    expect(res.statusCode).toBe(200);
    expect(playerSchema.parse(res.json()).id).toBe(id);
  });

  test('GET /api/player/accounts never sends null for a field the client types as a number', async () => {
    const { id, client } = await signedIn();
    await openFundedWallet(t.db, id, 'EUR', { real: 1_000, bonus: 250, active: true });
    const res = await client.get('/api/player/accounts?compatibility=false');
    expect(res.statusCode).toBe(200);
    const [account] = accountSchema.strict().array().parse(res.json());
    expect(account).toMatchObject({ currency: 'EUR', amount_cents: 1_250, selected_lottery_id: 0 });
  });
});

describe('the chat restore id (POST /api-fe/restore-id/get and set)', () => {
  test('a player reads nothing, keeps an id and reads it back', async () => {
    const { id, client } = await signedIn();
    const owner = { internalId: String(id), project: 'open-casino' };
    const get = () =>
      client.post(`${FE_API_PREFIX}/restore-id/get`, {
        data: owner,
        requestId: randomUUID(),
        type: 'Api.V1.RestoreId.Get',
      });
    const before = await get();
    expect(before.statusCode).toBe(200);
    expect(restoreIdResponseSchema.parse(before.json())).toEqual({ data: { restoreId: '' } });

    const set = await client.post(`${FE_API_PREFIX}/restore-id/set`, {
      data: { restoreId: 'b3f1c2d4-restore', ...owner },
      requestId: randomUUID(),
      type: 'Api.V1.RestoreId.Set',
    });
    expect(set.statusCode).toBe(200);
    expect(restoreIdResponseSchema.parse((await get()).json())).toEqual({
      data: { restoreId: 'b3f1c2d4-restore' },
    });
  });
});

describe('games', () => {
  async function someGame(): Promise<Game> {
    const res = await guest().post('/api/games_filter', { device: 'desktop', page_size: 1 });
    const [game] = gamesPageSchema.parse(res.json()).data;
    if (!game) throw new Error('the catalogue is empty');
    return game;
  }

  test('GET /api/games/random?identifier=<category> answers a Game of that category', async () => {
    const res = await guest().get('/api/games/random?identifier=crash');
    expect(res.statusCode).toBe(200);
    expect(gameSchema.parse(res.json()).categories).toContain('crash');
  });

  test('POST /api/games_filter/select_by_seo_titles {game_seo_titles} answers the map by identifier', async () => {
    const game = await someGame();
    const res = await guest().post('/api/games_filter/select_by_seo_titles', {
      without_territorial_restrictions: false,
      game_seo_titles: [game.seo_title],
    });
    expect(res.statusCode).toBe(200);
    const found = Object.values(gamesByIdentifierSchema.parse(res.json()));
    expect(found.map((g) => g.identifier)).toContain(game.identifier);
  });

  test('select_by_seo_titles also takes the device', async () => {
    const game = await someGame();
    const res = await guest().post('/api/games_filter/select_by_seo_titles', {
      game_seo_titles: [game.seo_title],
      device: 'mobile',
    });
    expect(res.statusCode).toBe(200);
    for (const found of Object.values(gamesByIdentifierSchema.parse(res.json())))
      expect(found.devices).toContain('mobile');
  });
});
