import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestProfileSchema, playerSchema } from '@casino/api/player';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, requireField, signInAs } from './player-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every field of the User of spec 03 section 1.1 that this casino stores (the other `?` fields are absent). */
const USER_FIELDS = [
  'id',
  'email',
  'nickname',
  'first_name',
  'last_name',
  'gender',
  'city',
  'address',
  'postal_code',
  'country',
  'date_of_birth',
  'state',
  'mobile_phone',
  'personal_id_number',
  'currency',
  'language',
  'receive_promos',
  'receive_sms_promos',
  'receive_promos_via_phone_calls',
  'agreed_to_partner_promotions',
  'created_at',
  'current_sign_in_at',
  'confirmed_at',
  'verified',
  'two_factor_enabled',
  'can_issue_bonuses',
  'autoregistered',
  'sumsub_verified',
  'deposit_bonus_code',
  'autologin_link',
  'profession',
  'sow_questionnaire_expires_at',
  'license_name',
  'auth_fields_missed',
  'statuses',
];

describe('GET /api/player', () => {
  test('a guest gets 200 with a body without id, which the client reads as logged out (spec 03 section 1.1)', async () => {
    const res = await createAgent(t.app).get('/api/player');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(guestProfileSchema.parse(res.json())).toEqual({});
  });

  test('a stale session cookie is a guest too', async () => {
    const res = await createAgent(t.app).get('/api/player', {
      cookie: 'casino_session=not-a-session',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  test('the signed-in player gets the User of spec 03 section 1.1 with every field', async () => {
    const confirmedAt = new Date('2024-03-01T10:00:00Z');
    const id = await insertPlayer(t.db, {
      email: 'profile@example.test',
      nickname: 'Lucky',
      first_name: 'Ann',
      last_name: 'Lee',
      gender: 'f',
      date_of_birth: '1990-05-31',
      country: 'DE',
      city: 'Berlin',
      address: 'Hauptstr. 1',
      postal_code: '10115',
      mobile_phone: '+49 30 1234567',
      currency: 'EUR',
      language: 'de',
      license_name: 'CW',
      confirmed_at: confirmedAt,
      receive_promos: true,
      deposit_bonus_code: 'WELCOME',
    });
    await t.db
      .insertInto('player_groups')
      .values([
        { player_id: id, status_id: 1401 },
        { player_id: id, status_id: 257 },
      ])
      .execute();
    const agent = await signInAs(t.app, t.db, id);

    const res = await agent.get('/api/player');

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...USER_FIELDS].sort());
    expect(playerSchema.strict().parse(body)).toMatchObject({
      id,
      email: 'profile@example.test',
      nickname: 'Lucky',
      first_name: 'Ann',
      last_name: 'Lee',
      gender: 'f',
      date_of_birth: '1990-05-31',
      country: 'DE',
      city: 'Berlin',
      postal_code: '10115',
      currency: 'EUR',
      language: 'de',
      license_name: 'CW',
      confirmed_at: confirmedAt.toISOString(),
      receive_promos: true,
      receive_sms_promos: false,
      verified: false,
      two_factor_enabled: false,
      can_issue_bonuses: true,
      autoregistered: false,
      sumsub_verified: null,
      deposit_bonus_code: 'WELCOME',
      autologin_link: null,
      auth_fields_missed: [],
    });
    expect(body.statuses).toEqual([
      { id: 257, name: expect.any(String) },
      { id: 1401, name: expect.any(String) },
    ]);
  });

  test('a player who has not accepted the terms is asked for terms_acceptance', async () => {
    const id = await insertPlayer(t.db, { terms_accepted_at: null });
    const res = await (await signInAs(t.app, t.db, id)).get('/api/player');
    expect(res.json().auth_fields_missed).toEqual(['terms_acceptance']);
  });

  test('a session still waiting for its two-factor code is not signed in', async () => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    await t.db
      .updateTable('sessions')
      .set({ otp_pending: true })
      .where('player_id', '=', id)
      .execute();
    const res = await agent.get('/api/player');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('id');
  });
});

describe('state derivation on profile load (spec 01 section 4)', () => {
  beforeAll(async () => requireField(t.db, 'edition', 'state'));

  test.each([
    ['AU', '2000', 'New South Wales'],
    ['AU', '0800', 'Northern Territory'],
    ['AU', '2600', 'Australian Capital Territory'],
    ['CA', 'M5V 2T6', 'Ontario'],
    ['CA', 'h2x1y4', 'Quebec'],
    ['CA', 'V6B 1A1', 'British Columbia'],
  ])('%s postal code %s fills in and saves state %s', async (country, postal_code, state) => {
    const id = await insertPlayer(t.db, { country, postal_code, state: null });
    const res = await (await signInAs(t.app, t.db, id)).get('/api/player');
    expect(res.json().state).toBe(state);
    const saved = await t.db
      .selectFrom('players')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved.state).toBe(state);
  });

  test.each([
    [
      'a state the player chose stays',
      { country: 'AU', postal_code: '2000', state: 'Victoria' },
      'Victoria',
    ],
    ['no postal code, nothing to derive', { country: 'CA', postal_code: null, state: null }, null],
    [
      'another country has no derivation',
      { country: 'DE', postal_code: '10115', state: null },
      null,
    ],
    [
      'an invalid postal code derives nothing',
      { country: 'CA', postal_code: 'ZZZ', state: null },
      null,
    ],
  ])('%s', async (_name, overrides, state) => {
    const id = await insertPlayer(t.db, overrides);
    const res = await (await signInAs(t.app, t.db, id)).get('/api/player');
    expect(res.json().state).toBe(state);
  });

  test('nothing is derived when the edition context does not require the state', async () => {
    await t.db
      .deleteFrom('player_field_contexts')
      .where('context', '=', 'edition')
      .where('field', '=', 'state')
      .execute();
    try {
      const id = await insertPlayer(t.db, { country: 'AU', postal_code: '3000', state: null });
      const res = await (await signInAs(t.app, t.db, id)).get('/api/player');
      expect(res.json().state).toBeNull();
    } finally {
      await requireField(t.db, 'edition', 'state');
    }
  });
});
