import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playerSchema } from '@casino/api/player';
import { createAgent, type TestApp } from '../../../test/harness.ts';
import { SESSION_COOKIE, hashToken } from '../../http/session.ts';
import {
  browser,
  createAuthTestApp,
  registerThrough,
  sessionCookieOf,
  signInBody,
  uniqueEmail,
} from './auth-test-kit.ts';

let t: TestApp;
let email: string;
let playerId: number;
beforeAll(async () => {
  t = await createAuthTestApp();
  const agent = browser(t);
  ({ email, id: playerId } = await registerThrough(agent));
  await agent.delete('/api/users/sign_out');
});
afterAll(async () => t?.close());

describe('POST /api/users/sign_in and DELETE /api/users/sign_out', () => {
  test('the right credentials sign in and answer the User; the address is matched without regard to case', async () => {
    const agent = browser(t);
    const res = await agent.post('/api/users/sign_in', signInBody(email.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(playerSchema.parse(res.json())).toMatchObject({ id: playerId, email });
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test('sign-in records current_sign_in_at, last_sign_in_at and sign_in_count', async () => {
    const before = await t.db
      .selectFrom('players')
      .select(['sign_in_count', 'current_sign_in_at'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    await browser(t).post('/api/users/sign_in', signInBody(email));
    const after = await t.db
      .selectFrom('players')
      .select(['sign_in_count', 'current_sign_in_at', 'last_sign_in_at'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    expect(after.sign_in_count).toBe(before.sign_in_count + 1);
    expect(after.last_sign_in_at?.toISOString()).toBe(before.current_sign_in_at?.toISOString());
    expect(after.current_sign_in_at?.getTime()).toBeGreaterThan(
      before.current_sign_in_at?.getTime() ?? 0,
    );
  });

  test('a wrong password and an unknown address get the same 422 on the password field', async () => {
    const wrongPassword = await browser(t).post(
      '/api/users/sign_in',
      signInBody(email, 'Wrong12345'),
    );
    const unknownAddress = await browser(t).post(
      '/api/users/sign_in',
      signInBody(uniqueEmail('nobody')),
    );
    for (const res of [wrongPassword, unknownAddress]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { password: ['VALIDATION.CREDENTIALS_INVALID'] } });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  test('missing credentials are REQUIRED; unknown fields are refused', async () => {
    const res = await browser(t).post('/api/users/sign_in', { user: { email: '', password: '' } });
    expect(res.json()).toEqual({
      errors: { email: ['VALIDATION.REQUIRED'], password: ['VALIDATION.REQUIRED'] },
    });
    const extra = await browser(t).post('/api/users/sign_in', {
      user: { email, password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(422);
  });

  test('the session is rotated at sign-in: a new cookie value, and the old session id no longer works', async () => {
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    const first = sessionCookieOf(agent) ?? '';
    await agent.post('/api/users/sign_in', signInBody(email));
    const second = sessionCookieOf(agent) ?? '';
    expect(second).not.toBe(first);
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(first))
        .executeTakeFirst(),
    ).toBeUndefined();

    const stale = createAgent(t.app);
    stale.jar.set(SESSION_COOKIE, first);
    expect((await stale.get('/api/player/sessions')).statusCode).toBe(401);
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test('a session cookie planted before sign-in (fixation) is not the one signed in', async () => {
    const attacker = browser(t);
    await attacker.post('/api/users/sign_in', signInBody(email));
    const planted = sessionCookieOf(attacker) ?? '';
    const victim = browser(t);
    victim.jar.set(SESSION_COOKIE, planted);
    await victim.post('/api/users/sign_in', signInBody(email));
    expect(sessionCookieOf(victim)).not.toBe(planted);
  });

  test('sign-out destroys the session and clears the cookie', async () => {
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    const token = sessionCookieOf(agent) ?? '';
    const res = await agent.delete('/api/users/sign_out');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(sessionCookieOf(agent)).toBeUndefined();
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', hashToken(token))
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await agent.delete('/api/users/sign_out')).statusCode).toBe(204);
  });

  test.each([
    ['without X-Requested-With', { 'x-requested-with': '' }],
    ['from another origin', { origin: 'https://evil.example' }],
    ['with a foreign referer', { referer: 'https://evil.example/page' }],
  ])('a cross-site sign-in %s is refused (CSRF)', async (_name, headers) => {
    const res = await browser(t).post('/api/users/sign_in', signInBody(email), headers);
    expect(res.statusCode).toBe(403);
  });

  test('a cross-site sign-out cannot end the session', async () => {
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    expect(
      (await agent.delete('/api/users/sign_out', { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test.each([
    ['partially restricted', 'FR'],
    ['fully restricted (451)', 'US'],
  ])('a player in a %s country gets 403', async (_name, country) => {
    const res = await browser(t, country).post('/api/users/sign_in', signInBody(email));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Login not available in your country' });
  });

  test('Estonia allows login even though it closes sign-up', async () => {
    expect((await browser(t, 'EE').post('/api/users/sign_in', signInBody(email))).statusCode).toBe(
      200,
    );
  });

  test('the geo restriction follows the countries table', async () => {
    await t.db
      .updateTable('countries')
      .set({ restriction: 'full' })
      .where('code', '=', 'DE')
      .execute();
    try {
      expect(
        (await browser(t, 'DE').post('/api/users/sign_in', signInBody(email))).statusCode,
      ).toBe(403);
    } finally {
      await t.db
        .updateTable('countries')
        .set({ restriction: 'none' })
        .where('code', '=', 'DE')
        .execute();
    }
    expect((await browser(t, 'DE').post('/api/users/sign_in', signInBody(email))).statusCode).toBe(
      200,
    );
  });
});
