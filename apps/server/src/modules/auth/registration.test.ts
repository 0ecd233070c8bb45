import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playerSchema } from '@casino/api/player';
import type { TestApp } from '../../../test/harness.ts';
import {
  browser,
  createAuthTestApp,
  latestEmail,
  registrationUser,
  sessionCookieOf,
  uniqueEmail,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const yearsAgo = (years: number, days = 0): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('POST /api/users (registration)', () => {
  test('a guest registers: 201 with the User, signed in, wallet, A/B group and confirmation e-mail created', async () => {
    const agent = browser(t);
    const user = registrationUser({
      nickname: 'Lucky Ann',
      first_name: 'Ann',
      receive_promos: true,
    });
    const res = await agent.post('/api/users', { user });

    expect(res.statusCode).toBe(201);
    const body = playerSchema.parse(res.json());
    expect(body).toMatchObject({
      email: user.email,
      nickname: 'Lucky Ann',
      currency: 'EUR',
      country: 'CA',
      language: 'en-CA',
      license_name: 'CW',
      receive_promos: true,
      confirmed_at: null,
      auth_fields_missed: [],
    });
    expect(sessionCookieOf(agent)).toBeTruthy();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);

    const accounts = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('player_id', '=', body.id)
      .execute();
    expect(accounts).toMatchObject([{ currency: 'EUR', active: true }]);
    const ledger = await t.db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance_cents'])
      .where('player_id', '=', body.id)
      .where('currency', '=', 'EUR')
      .orderBy('kind')
      .execute();
    expect(ledger).toEqual([
      { kind: 'bonus', balance_cents: 0 },
      { kind: 'real', balance_cents: 0 },
      { kind: 'reserved', balance_cents: 0 },
    ]);
    const groups = await t.db
      .selectFrom('player_groups')
      .select('status_id')
      .where('player_id', '=', body.id)
      .execute();
    expect(groups.map((g) => g.status_id)).toEqual([body.id % 2 === 1 ? 544 : 543]);
    const player = await t.db
      .selectFrom('players')
      .select(['password_hash', 'terms_accepted_at', 'sign_in_count'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(player.password_hash).toMatch(/^\$argon2id\$/);
    expect(player.terms_accepted_at).not.toBeNull();
    expect(player.sign_in_count).toBe(1);

    const email = await latestEmail(t.db, String(user.email), 'confirmation');
    expect(email.link).toMatch(
      /^http:\/\/localhost:\d+\/confirmation\?confirmation_token=[\w-]{43}$/,
    );
    const tokens = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('player_id', '=', body.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_hash).not.toBe(email.tokenOf('confirmation_token'));
    const ttlHours = ((tokens[0]?.expires_at.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(ttlHours).toBeGreaterThan(23.9);
    expect(ttlHours).toBeLessThanOrEqual(24);
  });

  test('the country defaults to the geo country and sets the language and licence', async () => {
    const res = await browser(t, 'DE').post('/api/users', {
      user: registrationUser({ currency: 'eur' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ country: 'DE', language: 'de', currency: 'EUR' });
  });

  test('a given language wins over the country default; the confirmation e-mail is written in it', async () => {
    const user = registrationUser({ language: 'fr-CA' });
    const res = await browser(t).post('/api/users', { user });
    expect(res.json()).toMatchObject({ language: 'fr-CA' });
    expect((await latestEmail(t.db, String(user.email), 'confirmation')).subject).toBe(
      'Confirmez votre adresse courriel',
    );
  });

  test('an Estonian resident registering from abroad gets the EE licence and must be 21', async () => {
    const under21 = await browser(t).post('/api/users', {
      user: registrationUser({ country: 'EE', date_of_birth: yearsAgo(20) }),
    });
    expect(under21.statusCode).toBe(422);
    expect(under21.json()).toEqual({ errors: { date_of_birth: ['VALIDATION.AGE_21'] } });

    const adult = await browser(t).post('/api/users', {
      user: registrationUser({ country: 'EE', date_of_birth: yearsAgo(21, -1) }),
    });
    expect(adult.statusCode).toBe(201);
    expect(adult.json()).toMatchObject({ country: 'EE', license_name: 'EE', language: 'et' });
  });

  test('under 18 is refused everywhere; 18 today is fine', async () => {
    const minor = await browser(t).post('/api/users', {
      user: registrationUser({ date_of_birth: yearsAgo(18, 1) }),
    });
    expect(minor.json()).toEqual({ errors: { date_of_birth: ['VALIDATION.AGE_18'] } });
    const adult = await browser(t).post('/api/users', {
      user: registrationUser({ date_of_birth: yearsAgo(18) }),
    });
    expect(adult.statusCode).toBe(201);
  });

  test.each([
    ['email missing', { email: undefined }, 'email', 'VALIDATION.REQUIRED'],
    ['email without a domain', { email: 'ann@localhost' }, 'email', 'VALIDATION.EMAIL_INVALID'],
    ['email with spaces', { email: 'ann smith@example.com' }, 'email', 'VALIDATION.EMAIL_INVALID'],
    [
      'password missing',
      { password: undefined, password_confirmation: undefined },
      'password',
      'VALIDATION.REQUIRED',
    ],
    [
      'password too short',
      { password: 'abc12', password_confirmation: 'abc12' },
      'password',
      'VALIDATION.PASSWORD_TOO_SHORT',
    ],
    [
      'password without a digit',
      { password: 'onlyletters', password_confirmation: 'onlyletters' },
      'password',
      'VALIDATION.PASSWORD_WEAK',
    ],
    [
      'password with a space',
      { password: 'has space 123', password_confirmation: 'has space 123' },
      'password',
      'VALIDATION.PASSWORD_INVALID',
    ],
    [
      'confirmation differs',
      { password_confirmation: 'Other1234' },
      'password_confirmation',
      'VALIDATION.PASSWORDS_DO_NOT_MATCH',
    ],
    ['nickname too short', { nickname: 'ab' }, 'nickname', 'VALIDATION.NICKNAME_LENGTH'],
    ['nickname too long', { nickname: 'a'.repeat(16) }, 'nickname', 'VALIDATION.NICKNAME_LENGTH'],
    ['city too long', { city: 'a'.repeat(101) }, 'city', 'VALIDATION.MAX_LENGTH'],
    ['nickname with symbols', { nickname: 'ann_smith!' }, 'nickname', 'VALIDATION.NICKNAME_CHARS'],
    ['currency missing', { currency: undefined }, 'currency', 'VALIDATION.REQUIRED'],
    ['currency unknown', { currency: 'XYZ' }, 'currency', 'VALIDATION.CURRENCY_INVALID'],
    ['country malformed', { country: 'Canada' }, 'country', 'VALIDATION.COUNTRY_INVALID'],
    ['country unknown', { country: 'ZZ' }, 'country', 'VALIDATION.COUNTRY_INVALID'],
    [
      'birthday not a date',
      { date_of_birth: '1990-02-30' },
      'date_of_birth',
      'VALIDATION.BIRTHDAY_INVALID',
    ],
    [
      'birthday in another format',
      { date_of_birth: '17.05.1990' },
      'date_of_birth',
      'VALIDATION.BIRTHDAY_INVALID',
    ],
    [
      'terms not accepted',
      { terms_acceptance: false },
      'terms_acceptance',
      'VALIDATION.TERMS_REQUIRED',
    ],
    [
      'terms missing',
      { terms_acceptance: undefined },
      'terms_acceptance',
      'VALIDATION.TERMS_REQUIRED',
    ],
    [
      'first name with symbols',
      { first_name: 'Ann<script>' },
      'first_name',
      'VALIDATION.NAME_CHARS',
    ],
    ['phone too short', { mobile_phone: '12345' }, 'mobile_phone', 'VALIDATION.PHONE_INVALID'],
    ['unknown language', { language: 'xx' }, 'language', 'VALIDATION.LOCALE_INVALID'],
    ['unknown field', { is_admin: true }, 'is_admin', 'VALIDATION.UNKNOWN_FIELD'],
    ['wrong type', { receive_promos: 'yes' }, 'receive_promos', 'VALIDATION.INVALID_TYPE'],
  ])('%s -> 422 on %s', async (_name, overrides, field, key) => {
    const res = await browser(t).post('/api/users', { user: registrationUser(overrides) });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([key]);
  });

  test('a refused registration creates nothing and signs nobody in', async () => {
    const agent = browser(t);
    const user = registrationUser({ terms_acceptance: false });
    await agent.post('/api/users', { user });
    expect(sessionCookieOf(agent)).toBeUndefined();
    expect(
      await t.db
        .selectFrom('players')
        .select('id')
        .where('email', '=', String(user.email))
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  test('an address already registered, in any letter case, is EMAIL_TAKEN; a nickname likewise', async () => {
    const email = uniqueEmail('Taken');
    expect(
      (
        await browser(t).post('/api/users', {
          user: registrationUser({ email, nickname: 'Dupe Nick' }),
        })
      ).statusCode,
    ).toBe(201);
    const again = await browser(t).post('/api/users', {
      user: registrationUser({ email: email.toUpperCase(), nickname: 'dupe nick' }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      errors: { email: ['VALIDATION.EMAIL_TAKEN'], nickname: ['VALIDATION.NICKNAME_TAKEN'] },
    });
  });

  test('fields the operator requires at registration are REQUIRED', async () => {
    await t.db
      .insertInto('player_fields')
      .values({
        field: 'first_name',
        type: 'string',
        min_length: null,
        max_length: null,
        once_set: false,
        inclusion: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.db
      .insertInto('player_field_contexts')
      .values({ context: 'registration', field: 'first_name' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    try {
      const res = await browser(t).post('/api/users', { user: registrationUser() });
      expect(res.json()).toEqual({ errors: { first_name: ['VALIDATION.REQUIRED'] } });
      expect(
        (await browser(t).post('/api/users', { user: registrationUser({ first_name: 'Ann' }) }))
          .statusCode,
      ).toBe(201);
    } finally {
      await t.db
        .deleteFrom('player_field_contexts')
        .where('context', '=', 'registration')
        .where('field', '=', 'first_name')
        .execute();
    }
  });

  test.each([
    ['a partially restricted country', 'FR'],
    ['the fully restricted (451) country', 'US'],
    ['Estonia, where sign-up is closed to guests', 'EE'],
  ])('a guest from %s gets 403', async (_name, country) => {
    const res = await browser(t, country).post('/api/users', {
      user: registrationUser({ country: 'CA' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Registration restricted in your country' });
  });

  test('bad bodies are 4xx, never 500', async () => {
    const agent = browser(t);
    expect((await agent.post('/api/users', {})).statusCode).toBe(422);
    expect((await agent.post('/api/users', { user: 'x' })).statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"user":',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  test('without the X-Requested-With header the call is refused as CSRF', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { user: registrationUser() },
    });
    expect(res.statusCode).toBe(403);
  });
});
