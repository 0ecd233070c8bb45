import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { settingsSchema } from '@casino/api/player';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, signInAs } from './player-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const hmac = (user: string, timestamp: string) =>
  createHmac('sha256', t.config.SESSION_SECRET)
    .update(user + timestamp)
    .digest('hex');

describe('GET /api/player/settings (spec 03 sections 3 and 20)', () => {
  test('a signed-in player gets realtime credentials for their own id, signed with the session secret', async () => {
    const id = await insertPlayer(t.db);
    const res = await (await signInAs(t.app, t.db, id)).get('/api/player/settings');
    const settings = settingsSchema.parse(res.json());
    expect(settings.cent).toMatchObject({
      url: '/connection/websocket',
      user: String(id),
      authEndpoint: '/api/player/settings',
    });
    expect(Math.abs(Number(settings.cent.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(settings.cent.token).toBe(hmac(String(id), settings.cent.timestamp));
    expect(settings).toMatchObject({ recaptcha: '', recaptcha_version: 3 });
  });

  test('a guest gets an empty user, so only public channels are joined', async () => {
    const res = await createAgent(t.app).get('/api/player/settings');
    expect(res.statusCode).toBe(200);
    const { cent } = settingsSchema.parse(res.json());
    expect(cent.user).toBe('');
    expect(cent.token).toBe(hmac('', cent.timestamp));
  });
});

describe('GET /api/player/stats', () => {
  test('a player without payments or bets has a zero count and empty sums', async () => {
    const res = await (
      await signInAs(t.app, t.db, await insertPlayer(t.db))
    ).get('/api/player/stats');
    expect(res.json()).toEqual({
      deposits_count: 0,
      deposits_sum: {},
      cashouts_sum: {},
      bets_sum: {},
      messages: { notice: '' },
    });
  });

  test('a guest gets 401', async () => {
    expect((await createAgent(t.app).get('/api/player/stats')).statusCode).toBe(401);
  });
});

describe('PATCH /api/player/update_locale', () => {
  test('an enabled locale becomes the profile language', async () => {
    const id = await insertPlayer(t.db, { language: 'en' });
    const agent = await signInAs(t.app, t.db, id);
    expect((await agent.patch('/api/player/update_locale', { locale: 'fr-CA' })).statusCode).toBe(
      204,
    );
    expect((await agent.get('/api/player')).json().language).toBe('fr-CA');
  });

  test.each([
    ['klingon', 'tlh'],
    ['a locale in the wrong case', 'EN-ca'],
    ['a disabled locale', 'en-KW'],
  ])('%s is refused', async (_name, locale) => {
    await t.db.updateTable('locales').set({ enabled: false }).where('code', '=', 'en-KW').execute();
    const res = await (
      await signInAs(t.app, t.db, await insertPlayer(t.db))
    ).patch('/api/player/update_locale', { locale });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.locale).toEqual([VALIDATION.LOCALE_INVALID]);
  });

  test('a guest gets 401', async () => {
    expect(
      (await createAgent(t.app).patch('/api/player/update_locale', { locale: 'de' })).statusCode,
    ).toBe(401);
  });
});

describe('GET and PUT /api/subscriptions', () => {
  test('the four consents are read from the profile', async () => {
    const id = await insertPlayer(t.db, {
      receive_promos: true,
      agreed_to_partner_promotions: true,
    });
    const res = await (await signInAs(t.app, t.db, id)).get('/api/subscriptions');
    expect(res.json()).toEqual({
      receive_promos: true,
      receive_sms_promos: false,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: true,
    });
  });

  test('a changed subset is saved and the rest stays', async () => {
    const id = await insertPlayer(t.db, { receive_promos: true });
    const agent = await signInAs(t.app, t.db, id);
    expect(
      (await agent.put('/api/subscriptions', { receive_sms_promos: true, receive_promos: false }))
        .statusCode,
    ).toBe(204);
    expect((await agent.get('/api/subscriptions')).json()).toEqual({
      receive_promos: false,
      receive_sms_promos: true,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: false,
    });
    expect((await agent.put('/api/subscriptions', {})).statusCode).toBe(204);
  });

  test.each([
    [
      'a value that is not a boolean',
      { receive_promos: 'yes' },
      'receive_promos',
      VALIDATION.INVALID_TYPE,
    ],
    ['another profile field', { email: 'x@example.test' }, 'email', VALIDATION.UNKNOWN_FIELD],
  ])('%s is a 422', async (_name, body, field, key) => {
    const res = await (
      await signInAs(t.app, t.db, await insertPlayer(t.db))
    ).put('/api/subscriptions', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([key]);
  });

  test('a guest gets 401 on both', async () => {
    const guest = createAgent(t.app);
    expect((await guest.get('/api/subscriptions')).statusCode).toBe(401);
    expect((await guest.put('/api/subscriptions', { receive_promos: true })).statusCode).toBe(401);
  });
});
