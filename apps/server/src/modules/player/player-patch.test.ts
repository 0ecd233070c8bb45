import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Insertable } from 'kysely';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { PlayersTable } from '../../db/tables/accounts.ts';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, requireField, signInAs } from './player-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const field of [
    'first_name',
    'last_name',
    'nickname',
    'date_of_birth',
    'mobile_phone',
    'country',
    'city',
    'address',
    'postal_code',
  ]) {
    await requireField(t.db, 'edition', field);
  }
  await requireField(t.db, 'bgaming', 'first_name');
  await t.db
    .updateTable('player_fields')
    .set({ once_set: true })
    .where('field', '=', 'date_of_birth')
    .execute();
});
afterAll(async () => t?.close());

let nick = 0;
/** A Canadian player whose edition fields are all filled in, so each case fails only on the field it changes. */
async function completePlayer(overrides: Partial<Insertable<PlayersTable>> = {}): Promise<number> {
  nick += 1;
  return insertPlayer(t.db, {
    nickname: `Player${nick}`,
    first_name: 'Ann',
    last_name: 'Lee',
    date_of_birth: '1990-05-31',
    gender: 'f',
    mobile_phone: '+1 416 555 0100',
    country: 'CA',
    city: 'Toronto',
    address: '1 King St',
    postal_code: 'M5V 2T6',
    state: 'Ontario',
    ...overrides,
  });
}

async function patchAs(playerId: number, body: unknown) {
  return (await signInAs(t.app, t.db, playerId)).patch('/api/player', body);
}

function yearsAgo(years: number, plusDays = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d.toISOString().slice(0, 10);
}

describe('PATCH /api/player validation (spec 01 section 5)', () => {
  test.each<[string, Partial<Insertable<PlayersTable>>, Record<string, unknown>, string, string]>([
    ['a name with symbols', {}, { first_name: 'Ann!' }, 'first_name', VALIDATION.NAME_CHARS],
    [
      'a last name with markup',
      {},
      { last_name: '<b>Lee</b>' },
      'last_name',
      VALIDATION.NAME_CHARS,
    ],
    ['an emptied required name', {}, { first_name: '  ' }, 'first_name', VALIDATION.REQUIRED],
    [
      'a phone with letters',
      {},
      { mobile_phone: '+1 416 CALL ME' },
      'mobile_phone',
      VALIDATION.PHONE_INVALID,
    ],
    [
      'a phone that is too short',
      {},
      { mobile_phone: '12345' },
      'mobile_phone',
      VALIDATION.PHONE_INVALID,
    ],
    [
      'a Canadian postal code in the Australian form',
      {},
      { postal_code: '2000' },
      'postal_code',
      VALIDATION.POSTAL_CODE_INVALID,
    ],
    [
      'an Australian postal code with letters',
      { country: 'AU', postal_code: '2000', state: 'New South Wales' },
      { postal_code: '20A0' },
      'postal_code',
      VALIDATION.POSTAL_CODE_INVALID,
    ],
    [
      'a province that is not Canadian',
      {},
      { state: 'Bavaria' },
      'state',
      VALIDATION.STATE_INVALID,
    ],
    [
      'a new country re-checks the postal code',
      {},
      { country: 'AU' },
      'postal_code',
      VALIDATION.POSTAL_CODE_INVALID,
    ],
    [
      'a new country re-checks the state',
      {},
      { country: 'AU', postal_code: '2000' },
      'state',
      VALIDATION.STATE_INVALID,
    ],
    ['an unknown country', {}, { country: 'XX' }, 'country', VALIDATION.COUNTRY_INVALID],
    ['a gender outside the list', {}, { gender: 'x' }, 'gender', VALIDATION.INVALID_VALUE],
    ['a nickname too short', {}, { nickname: 'ab' }, 'nickname', VALIDATION.NICKNAME_LENGTH],
    ['a nickname with symbols', {}, { nickname: 'ab$cd' }, 'nickname', VALIDATION.NICKNAME_CHARS],
    [
      'a date of birth under 18',
      { date_of_birth: null },
      { date_of_birth: yearsAgo(18, 1) },
      'date_of_birth',
      VALIDATION.AGE_18,
    ],
    [
      'a date of birth under 21 in Estonia',
      { date_of_birth: null, country: 'EE', postal_code: '10111', state: null },
      { date_of_birth: yearsAgo(20) },
      'date_of_birth',
      VALIDATION.AGE_21,
    ],
    [
      'a date that does not exist',
      { date_of_birth: null },
      { date_of_birth: '1990-02-30' },
      'date_of_birth',
      VALIDATION.BIRTHDAY_INVALID,
    ],
    [
      'a date in another format',
      { date_of_birth: null },
      { date_of_birth: '31/05/1990' },
      'date_of_birth',
      VALIDATION.BIRTHDAY_INVALID,
    ],
    [
      'a personal id that is not 11 characters',
      {},
      { personal_id_number: '1234567890' },
      'personal_id_number',
      VALIDATION.PERSONAL_ID_LENGTH,
    ],
    [
      'an IBAN with a wrong checksum',
      {},
      { iban: 'LT12 1000 0111 0100 1001' },
      'iban',
      VALIDATION.IBAN_INVALID,
    ],
    [
      'a city longer than player_fields allows',
      {},
      { city: 'x'.repeat(99) },
      'city',
      VALIDATION.MAX_LENGTH,
    ],
    ['a field of the wrong type', {}, { first_name: 5 }, 'first_name', VALIDATION.INVALID_TYPE],
    [
      'the e-mail, which is changed elsewhere',
      {},
      { email: 'new@example.test' },
      'email',
      VALIDATION.UNKNOWN_FIELD,
    ],
    [
      'the currency, which follows the wallet',
      {},
      { currency: 'USD' },
      'currency',
      VALIDATION.UNKNOWN_FIELD,
    ],
    [
      'the password, which needs the current one',
      {},
      { password: 'Secret123!' },
      'password',
      VALIDATION.UNKNOWN_FIELD,
    ],
    [
      'a field that does not exist',
      {},
      { favourite_colour: 'red' },
      'favourite_colour',
      VALIDATION.UNKNOWN_FIELD,
    ],
  ])('%s is refused', async (_name, overrides, player, field, key) => {
    const id = await completePlayer(overrides);
    const res = await patchAs(id, { context: 'edition', player });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(key);
  });

  test('a refused edit changes nothing, not even its valid fields', async () => {
    const id = await completePlayer();
    await patchAs(id, { context: 'edition', player: { city: 'Ottawa', mobile_phone: 'nope' } });
    const row = await t.db
      .selectFrom('players')
      .select('city')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.city).toBe('Toronto');
  });

  test.each([
    ['Bob', 'bob'],
    ['Bob', 'Ｂｏｂ'],
    ['ﬁsher', 'FISHER'],
    ['Jürgen', 'JU\u0308RGEN'],
  ])(
    '%s is taken by %s: uniqueness compares the NFKC, case-folded form (issue 7)',
    async (owned, asked) => {
      const suffix = `${nick}`;
      await completePlayer({ nickname: `${owned}${suffix}` });
      const res = await patchAs(await completePlayer(), {
        context: 'edition',
        player: { nickname: `${asked}${suffix}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.nickname).toEqual([VALIDATION.NICKNAME_TAKEN]);
    },
  );

  test('a nickname is stored NFKC-normalised; invisible fillers are refused', async () => {
    const id = await completePlayer();
    const wide = await patchAs(id, { context: 'edition', player: { nickname: 'Ｗｉｄｅ９' } });
    expect(wide.statusCode, wide.body).toBeLessThan(300);
    const row = await t.db
      .selectFrom('players')
      .select(['nickname', 'nickname_key'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ nickname: 'Wide9', nickname_key: 'wide9' });
    for (const nickname of ['\u3164\u3164\u3164', 'Bo\u034Fb', 'Bo\u200Bb'].map((n) => `${n}x`)) {
      const res = await patchAs(id, { context: 'edition', player: { nickname } });
      expect(res.json().errors.nickname).toEqual([VALIDATION.NICKNAME_CHARS]);
    }
  });

  test('a nickname another player has, in any case, is taken', async () => {
    await completePlayer({ nickname: 'HighRoller' });
    const res = await patchAs(await completePlayer(), {
      context: 'edition',
      player: { nickname: 'highroller' },
    });
    expect(res.json().errors.nickname).toEqual([VALIDATION.NICKNAME_TAKEN]);
  });

  test.each([
    [
      'an unknown context',
      { context: 'backoffice', player: {} },
      'context',
      VALIDATION.INVALID_VALUE,
    ],
    ['no context', { player: {} }, 'context', VALIDATION.INVALID_TYPE],
    ['no player object', { context: 'edition' }, 'player', VALIDATION.INVALID_TYPE],
    [
      'an extra top-level key',
      { context: 'edition', player: {}, user: {} },
      'user',
      VALIDATION.UNKNOWN_FIELD,
    ],
  ])('%s is a 422 form error', async (_name, body, field, key) => {
    const res = await patchAs(await completePlayer(), body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(key);
  });

  test('a malformed body is a 400, never a 500', async () => {
    const agent = await signInAs(t.app, t.db, await completePlayer());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/player',
      payload: '{"context":',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: [...agent.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(res.statusCode).toBe(400);
  });

  test('a guest gets 401', async () => {
    const res = await createAgent(t.app).patch('/api/player', {
      context: 'edition',
      player: { city: 'Ottawa' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/player saves', () => {
  test('valid changes answer 204 and the reloaded profile shows them, trimmed', async () => {
    const id = await completePlayer();
    const agent = await signInAs(t.app, t.db, id);
    const res = await agent.patch('/api/player', {
      context: 'edition',
      player: {
        city: ' Ottawa ',
        postal_code: 'K1A 0B1',
        mobile_phone: '+1 613 555 0199',
        gender: 'm',
        receive_sms_promos: true,
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await agent.get('/api/player')).json()).toMatchObject({
      city: 'Ottawa',
      postal_code: 'K1A 0B1',
      mobile_phone: '+1 613 555 0199',
      gender: 'm',
      receive_sms_promos: true,
      state: 'Ontario',
    });
  });

  test('the required fields of the context must be filled once the changes are merged', async () => {
    const id = await insertPlayer(t.db, { country: 'CA' });
    const res = await patchAs(id, { context: 'edition', player: { city: 'Ottawa' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      first_name: [VALIDATION.REQUIRED],
      last_name: [VALIDATION.REQUIRED],
      postal_code: [VALIDATION.REQUIRED],
    });
    expect(res.json().errors.city).toBeUndefined();
  });

  test('a provider context of player_field_contexts is accepted and asks only for its own fields', async () => {
    const id = await insertPlayer(t.db, { country: 'CA' });
    const agent = await signInAs(t.app, t.db, id);
    expect(
      (await agent.patch('/api/player', { context: 'bgaming', player: { city: 'Ottawa' } })).json()
        .errors,
    ).toHaveProperty('first_name');
    expect(
      (
        await agent.patch('/api/player', {
          context: 'bgaming',
          player: { first_name: 'Ann', last_name: 'Lee', date_of_birth: '1990-01-01' },
        })
      ).statusCode,
    ).toBe(204);
  });

  test("the personal-info modal's save (context deposit) completes the personal fields of spec 01 section 5 without nickname or gender", async () => {
    const id = await insertPlayer(t.db, {
      country: 'CA',
      currency: 'CAD',
      date_of_birth: '1990-04-12',
    });
    const agent = await signInAs(t.app, t.db, id);
    const personal = {
      first_name: 'Ann',
      last_name: 'Lee',
      mobile_phone: '+1 416 555 0100',
      city: 'Toronto',
      address: '1 King St',
      postal_code: 'M5V 2T6',
    };
    const { mobile_phone: _phone, ...withoutPhone } = personal;
    const missing = await agent.patch('/api/player', { context: 'deposit', player: withoutPhone });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ mobile_phone: [VALIDATION.REQUIRED] });
    // 'edition' would also ask the nickname, which the modal does not show.
    expect(
      (await agent.patch('/api/player', { context: 'edition', player: personal })).json().errors,
    ).toHaveProperty('nickname');
    expect(
      (await agent.patch('/api/player', { context: 'deposit', player: personal })).statusCode,
    ).toBe(204);
    expect((await agent.get('/api/player')).json()).toMatchObject({
      ...personal,
      nickname: null,
      gender: null,
      state: 'Ontario',
    });
  });

  test('an emptied state is filled in from the AU or CA postal code when the context needs it', async () => {
    await requireField(t.db, 'edition', 'state');
    const id = await completePlayer({
      country: 'AU',
      postal_code: '2000',
      state: 'New South Wales',
    });
    const res = await patchAs(id, {
      context: 'edition',
      player: { postal_code: '3000', state: '' },
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('players')
      .select(['postal_code', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ postal_code: '3000', state: 'Victoria' });
  });

  test('an IBAN starting with LT adds the player to group 1101', async () => {
    const id = await completePlayer();
    const res = await patchAs(id, {
      context: 'edition',
      player: { iban: 'lt12 1000 0111 0100 1000' },
    });
    expect(res.statusCode).toBe(204);
    const groups = await t.db
      .selectFrom('player_groups')
      .select('status_id')
      .where('player_id', '=', id)
      .execute();
    expect(groups.map((g) => g.status_id)).toEqual([1101]);
  });

  test('a German IBAN adds no group', async () => {
    const id = await completePlayer();
    expect(
      (await patchAs(id, { context: 'edition', player: { iban: 'DE89 3704 0044 0532 0130 00' } }))
        .statusCode,
    ).toBe(204);
    expect(
      await t.db
        .selectFrom('player_groups')
        .select('status_id')
        .where('player_id', '=', id)
        .execute(),
    ).toEqual([]);
  });
});

describe('once-set fields (player_fields.once_set)', () => {
  test('a set date of birth cannot change', async () => {
    const res = await patchAs(await completePlayer(), {
      context: 'edition',
      player: { date_of_birth: '1991-05-31' },
    });
    expect(res.json().errors.date_of_birth).toEqual([VALIDATION.FIELD_LOCKED]);
  });

  test('a set date of birth cannot be cleared', async () => {
    const res = await patchAs(await completePlayer(), {
      context: 'edition',
      player: { date_of_birth: null },
    });
    expect(res.json().errors.date_of_birth).toEqual([VALIDATION.FIELD_LOCKED]);
  });

  test('sending the same value again is no change', async () => {
    const res = await patchAs(await completePlayer(), {
      context: 'edition',
      player: { date_of_birth: '1990-05-31' },
    });
    expect(res.statusCode).toBe(204);
  });

  test('an empty once-set field can be filled in once', async () => {
    const id = await completePlayer({ date_of_birth: null });
    expect(
      (await patchAs(id, { context: 'edition', player: { date_of_birth: '1985-12-01' } }))
        .statusCode,
    ).toBe(204);
    expect(
      (await patchAs(id, { context: 'edition', player: { date_of_birth: '1985-12-02' } })).json()
        .errors.date_of_birth,
    ).toEqual([VALIDATION.FIELD_LOCKED]);
  });
});
