import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FE_CONFIG_NAMES,
  bannersConfigSchema,
  clientContextSchema,
  feConfigSchemas,
  managerSchema,
} from '@casino/api/fe-config';
import { createTestApp, createAgent, type TestApp } from '../../../test/harness.ts';
import { hashToken, newSessionToken, SESSION_COOKIE } from '../../http/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A signed-in cookie for a seeded player, without going through the sign-in call. */
async function sessionCookieFor(email: string): Promise<string> {
  const player = await t.db
    .selectFrom('players')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = newSessionToken();
  await t.db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      player_id: player.id,
      expires_at: new Date(Date.now() + 3_600_000),
      ip: null,
      user_agent: null,
    })
    .execute();
  return `${SESSION_COOKIE}=${token}`;
}

describe('GET /api/fe/config/<name>', () => {
  test.each(FE_CONFIG_NAMES)('%s answers its document in the wire shape', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/fe/config/${name}` });
    expect(res.statusCode).toBe(200);
    expect(() => feConfigSchemas[name].parse(res.json())).not.toThrow();
  });

  test.each(['unknown-config', 'managers', 'crypto-exchange-rates'])(
    '%s is not a public config: 404',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/fe/config/${name}` });
      expect(res.statusCode).toBe(404);
    },
  );

  test('a name that is not a config slug is refused with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fe/config/Bad_Name' });
    expect(res.statusCode).toBe(422);
  });

  test.each([
    [{ url: '/api/fe/config/banners-config' }, 'Welcome pack: 4 deposit bonuses + 150 free spins'],
    [
      { url: '/api/fe/config/banners-config?locale=de' },
      'Willkommenspaket: 4 Einzahlungsboni + 150 Freispiele',
    ],
    [
      { url: '/api/fe/config/banners-config', headers: { cookie: 'locale=fr-CA' } },
      'Pack de bienvenue : 4 bonus de dépôt + 150 tours gratuits',
    ],
    [
      { url: '/api/fe/config/banners-config', headers: { cookie: 'locale=en-NZ' } },
      'Welcome pack: 4 deposit bonuses + 150 free spins',
    ],
    [
      { url: '/api/fe/config/banners-config?locale=xx' },
      'Welcome pack: 4 deposit bonuses + 150 free spins',
    ],
  ])('banners are in the visitor language (%o)', async (request, title) => {
    const res = await t.app.inject({ method: 'GET', ...request });
    const body = bannersConfigSchema.parse(res.json());
    expect(body.banners[0]?.title.text).toBe(title);
  });

  test('manage-promotion-pages: guests see the operator switches, testers every page enabled', async () => {
    const guest = (
      await t.app.inject({ method: 'GET', url: '/api/fe/config/manage-promotion-pages' })
    ).json();
    expect(guest['rocket-chance']).toBe(false);
    const cookie = await sessionCookieFor('tester@open-casino.local');
    const tester = (
      await t.app.inject({
        method: 'GET',
        url: '/api/fe/config/manage-promotion-pages',
        headers: { cookie },
      })
    ).json();
    expect(Object.values(tester).every((enabled) => enabled === true)).toBe(true);
    expect(Object.keys(tester)).toEqual(Object.keys(guest));
  });
});

describe('POST /api/fe/config/managers', () => {
  const agent = () => createAgent(t.app);

  test.each([
    [[759], 759, 'Sophie Tremblay'],
    [['1117', '257'], 257, 'Anna Kask'],
    [[100, 259, 759], 259, 'Marco Rossi'],
  ])('groups %j get the manager of group %i', async (userGroups, groupId, managerName) => {
    const res = await agent().post('/api/fe/config/managers', { userGroups });
    expect(res.statusCode).toBe(200);
    expect(managerSchema.parse(res.json())).toMatchObject({ groupId, managerName });
  });

  test('a player in no VIP group has no manager: 404', async () => {
    const res = await agent().post('/api/fe/config/managers', { userGroups: [1117, 'gold-ish'] });
    expect(res.statusCode).toBe(404);
  });

  test.each([
    [{}, 'userGroups'],
    [{ userGroups: 'gold' }, 'userGroups'],
    [{ userGroups: [1.5] }, 'userGroups'],
    [{ userGroups: [759], extra: true }, 'extra'],
  ])('a bad body %j answers 422', async (body, field) => {
    const res = await agent().post('/api/fe/config/managers', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('GET /client-context', () => {
  test('parses the User-Agent of the request', async () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.0]';
    const res = await t.app.inject({
      method: 'GET',
      url: '/client-context',
      headers: { 'user-agent': ua },
    });
    expect(clientContextSchema.parse(res.json())).toEqual({
      userAgent: ua,
      isMobile: true,
      isIOS: true,
      isApp: false,
      isMetaWebview: true,
      isBot: false,
      browser: 'facebook',
    });
  });
});
