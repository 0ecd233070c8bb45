import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { twoFactorStateSchema } from '@casino/api/auth';
import type { Agent, TestApp } from '../../../test/harness.ts';
import {
  browser,
  createAuthTestApp,
  registerThrough,
  sessionCookieOf,
  signInBody,
  signInFailuresOf,
} from './auth-test-kit.ts';
import { currentTotp } from './totp.ts';
import { OTP_PENDING_TTL_MS, SESSION_IDLE_TTL_MS, hashToken } from '../../http/session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

/** A code that is valid for no step near now: the current code's digits shifted. */
const wrongCode = (secret: string): string =>
  String((Number(currentTotp(secret)) + 500_000) % 1_000_000).padStart(6, '0');

/** The next step's code: the current one was spent turning 2FA on, and a code is good once. */
const nextCode = (secret: string): string => currentTotp(secret, new Date(Date.now() + 30_000));

/** The 2FA body of the reference client: `{two_factor: {otp_secret, authentication_code, password}}`. */
const proof = (email: string, code: string, extra: Record<string, string> = {}) => ({
  two_factor: { authentication_code: code, password: signInBody(email).user.password, ...extra },
});

/** DELETE with a JSON body (the harness agent sends none with DELETE). */
function disable(agent: Agent, body: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/v2/player/two_factor',
    payload: body as Record<string, unknown>,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      cookie: `casino_session=${sessionCookieOf(agent)}`,
    },
  });
}

async function playerWithTwoFactor() {
  const agent = browser(t);
  const player = await registerThrough(agent);
  const state = twoFactorStateSchema.parse((await agent.get('/api/v2/player/two_factor')).json());
  const secret = state.otp_secret ?? '';
  const enabled = await agent.post(
    '/api/v2/player/two_factor',
    proof(player.email, currentTotp(secret), { otp_secret: secret }),
  );
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...player, agent, secret };
}

describe('two-factor authentication (spec 03 section 21)', () => {
  test('GET creates a pending secret once and answers it as otp_secret with its otpauth URL as data', async () => {
    const agent = browser(t);
    const { email } = await registerThrough(agent);
    const first = twoFactorStateSchema.parse((await agent.get('/api/v2/player/two_factor')).json());
    expect(first.enabled).toBe(false);
    expect(first.otp_secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.data).toMatch(/^otpauth:\/\/totp\//);
    expect(first.data).toContain(`secret=${first.otp_secret}`);
    expect(decodeURIComponent(first.data ?? '')).toContain(email);
    const again = twoFactorStateSchema.parse((await agent.get('/api/v2/player/two_factor')).json());
    expect(again.otp_secret).toBe(first.otp_secret);
  });

  test('enabling asks for the current password, the secret and a code from it; then the secret is never shown', async () => {
    const agent = browser(t);
    const { email } = await registerThrough(agent);
    const secret =
      twoFactorStateSchema.parse((await agent.get('/api/v2/player/two_factor')).json())
        .otp_secret ?? '';
    const code = currentTotp(secret);
    const enable = (body: unknown) => agent.post('/api/v2/player/two_factor', body);

    const noPassword = await enable({
      two_factor: { otp_secret: secret, authentication_code: code },
    });
    expect(noPassword.json()).toEqual({ errors: { password: ['VALIDATION.INVALID_TYPE'] } });
    const wrongPassword = await enable({
      two_factor: { otp_secret: secret, authentication_code: code, password: 'Wrong-pass-123' },
    });
    expect(wrongPassword.json()).toEqual({
      errors: { password: ['VALIDATION.CURRENT_PASSWORD_INVALID'] },
    });
    expect(await signInFailuresOf(t.db, email)).toBe(1);
    const otherSecret = await enable(
      proof(email, code, { otp_secret: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    );
    expect(otherSecret.json()).toEqual({ errors: { otp_secret: ['VALIDATION.INVALID_VALUE'] } });
    const wrongCodeAnswer = await enable(proof(email, wrongCode(secret), { otp_secret: secret }));
    expect(wrongCodeAnswer.json()).toEqual({
      errors: { authentication_code: ['VALIDATION.OTP_INVALID'] },
    });

    const right = await enable(proof(email, code, { otp_secret: secret }));
    expect(right.json()).toEqual({ otp_secret: null, data: null, enabled: true });
    expect((await agent.get('/api/v2/player/two_factor')).json()).toEqual({
      otp_secret: null,
      data: null,
      enabled: true,
    });
  });

  test('signing in asks for the code, refuses a wrong one, and completes with the right one', async () => {
    const { email, id, secret } = await playerWithTwoFactor();
    const agent = browser(t);

    const first = await agent.post('/api/users/sign_in', signInBody(email));
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] } });
    const pendingCookie = sessionCookieOf(agent);
    expect(pendingCookie).toBeTruthy();
    // Half signed in is not signed in.
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(401);

    const wrong = await agent.post('/api/users/sign_in', {
      user: { otp_attempt: wrongCode(secret) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });
    expect(
      (await agent.post('/api/users/sign_in', { user: { otp_attempt: '12ab' } })).json(),
    ).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });

    const right = await agent.post('/api/users/sign_in', {
      user: { otp_attempt: nextCode(secret) },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id, two_factor_enabled: true });
    expect(sessionCookieOf(agent)).not.toBe(pendingCookie);
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test('the code may also come with the credentials in one request', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const res = await browser(t).post('/api/users/sign_in', {
      user: { email, password: signInBody(email).user.password, otp_attempt: nextCode(secret) },
    });
    expect(res.statusCode).toBe(200);
  });

  test('a code is good once (RFC 6238 section 5.2): the code that turned 2FA on, or signed in, cannot sign in again', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const credentials = (otp_attempt: string) => ({
      user: { email, password: signInBody(email).user.password, otp_attempt },
    });
    const spent = await browser(t).post('/api/users/sign_in', credentials(currentTotp(secret)));
    expect(spent.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });
    expect(
      (await browser(t).post('/api/users/sign_in', credentials(nextCode(secret)))).statusCode,
    ).toBe(200);
    const replayed = await browser(t).post('/api/users/sign_in', credentials(nextCode(secret)));
    expect(replayed.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });
  });

  test('toward the account lock a wrong code is a failure; the right password asking for a code and the right code are not', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const agent = browser(t);
    expect((await agent.post('/api/users/sign_in', signInBody(email))).json()).toEqual({
      errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] },
    });
    expect(await signInFailuresOf(t.db, email)).toBe(0);
    expect(
      (await agent.post('/api/users/sign_in', { user: { otp_attempt: wrongCode(secret) } }))
        .statusCode,
    ).toBe(422);
    expect(await signInFailuresOf(t.db, email)).toBe(1);
    expect(
      (await agent.post('/api/users/sign_in', { user: { otp_attempt: nextCode(secret) } }))
        .statusCode,
    ).toBe(200);
    expect(await signInFailuresOf(t.db, email)).toBe(1);
  });

  test('a session waiting for the code keeps its ten minutes however it is used, then the code is refused', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    const id = hashToken(sessionCookieOf(agent) ?? '');
    const expiresIn = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('expires_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).expires_at.getTime() - Date.now();
    expect(await expiresIn()).toBeLessThanOrEqual(OTP_PENDING_TTL_MS);
    expect(await expiresIn()).toBeGreaterThan(OTP_PENDING_TTL_MS - 60_000);

    // Six minutes later (past the 5-minute touch), a request that used to slide every session to thirty days.
    await t.db
      .updateTable('sessions')
      .set({
        last_seen_at: new Date(Date.now() - 6 * 60_000),
        expires_at: new Date(Date.now() + 4 * 60_000),
      })
      .where('id', '=', id)
      .execute();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(401);
    expect(await expiresIn()).toBeLessThanOrEqual(4 * 60_000);

    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(
      (await agent.post('/api/users/sign_in', { user: { otp_attempt: nextCode(secret) } }))
        .statusCode,
    ).toBe(401);
  });

  test('a signed-in session slides by its idle time when touched', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    const id = hashToken(sessionCookieOf(agent) ?? '');
    await t.db
      .updateTable('sessions')
      .set({
        last_seen_at: new Date(Date.now() - 6 * 60_000),
        expires_at: new Date(Date.now() + 60_000),
      })
      .where('id', '=', id)
      .execute();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(SESSION_IDLE_TTL_MS - 60_000);
  });

  test('the second step without a pending session is 401', async () => {
    const res = await browser(t).post('/api/users/sign_in', { user: { otp_attempt: '123456' } });
    expect(res.statusCode).toBe(401);
  });

  test('disabling needs the current password and a current code, in the body', async () => {
    const { agent, email, secret } = await playerWithTwoFactor();
    // Nothing in a URL counts: the query form of earlier versions is gone.
    const query = await agent.delete(
      `/api/v2/player/two_factor?password=${encodeURIComponent(signInBody(email).user.password)}&otp_attempt=${nextCode(secret)}`,
    );
    expect(query.statusCode).toBe(422);
    expect(
      (await disable(agent, { two_factor: { authentication_code: nextCode(secret) } })).json(),
    ).toEqual({
      errors: { password: ['VALIDATION.INVALID_TYPE'] },
    });
    expect((await disable(agent, proof(email, wrongCode(secret)))).json()).toEqual({
      errors: { authentication_code: ['VALIDATION.OTP_INVALID'] },
    });
    expect(
      (
        await disable(agent, {
          two_factor: { authentication_code: nextCode(secret), password: 'Wrong-123456' },
        })
      ).json(),
    ).toEqual({ errors: { password: ['VALIDATION.CURRENT_PASSWORD_INVALID'] } });
    const res = await disable(agent, proof(email, nextCode(secret)));
    expect(res.json()).toEqual({ otp_secret: null, data: null, enabled: false });
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(200);
  });

  test('five wrong codes end a pending sign-in: the player signs in again with the password', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    const id = hashToken(sessionCookieOf(agent) ?? '');
    for (let i = 0; i < 4; i++) {
      const wrong = await agent.post('/api/users/sign_in', {
        user: { otp_attempt: wrongCode(secret) },
      });
      expect(wrong.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_INVALID'] } });
    }
    const fifth = await agent.post('/api/users/sign_in', {
      user: { otp_attempt: wrongCode(secret) },
    });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toEqual({ errors: { otp_attempt: ['VALIDATION.OTP_ATTEMPTS_EXCEEDED'] } });
    expect(sessionCookieOf(agent)).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
    // The right code is no use now; the password step starts over.
    const late = await agent.post('/api/users/sign_in', {
      user: { otp_attempt: nextCode(secret) },
    });
    expect(late.statusCode).toBe(401);
    expect((await agent.post('/api/users/sign_in', signInBody(email))).json()).toEqual({
      errors: { otp_attempt: ['VALIDATION.OTP_REQUIRED'] },
    });
    expect(
      (await agent.post('/api/users/sign_in', { user: { otp_attempt: nextCode(secret) } }))
        .statusCode,
    ).toBe(200);
  });

  test('parallel codes on one pending sign-in: at most five are ever checked', async () => {
    const { email, secret } = await playerWithTwoFactor();
    const agent = browser(t);
    await agent.post('/api/users/sign_in', signInBody(email));
    const before = await signInFailuresOf(t.db, email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent.post('/api/users/sign_in', { user: { otp_attempt: wrongCode(secret) } }),
      ),
    );
    expect((await signInFailuresOf(t.db, email)) - before).toBe(5);
    expect(answers.every((a) => a.statusCode === 422 || a.statusCode === 401)).toBe(true);
    expect(
      answers.filter(
        (a) => a.json().errors?.otp_attempt?.[0] === 'VALIDATION.OTP_ATTEMPTS_EXCEEDED',
      ).length,
    ).toBeGreaterThanOrEqual(1);
  });

  test('guests cannot reach the 2FA settings', async () => {
    expect((await browser(t).get('/api/v2/player/two_factor')).statusCode).toBe(401);
    expect(
      (await browser(t).post('/api/v2/player/two_factor', proof('a@example.com', '123456')))
        .statusCode,
    ).toBe(401);
  });
});
