import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import {
  PASSWORD,
  browser,
  createAuthTestApp,
  latestEmail,
  registerThrough,
  signInBody,
  uniqueEmail,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'Brand-new-42';
const resetBody = (token: string, password = NEW_PASSWORD, confirmation = password) => ({
  user: { reset_password_token: token, password, password_confirmation: confirmation },
});

async function outboxCount(recipient: string): Promise<number> {
  const rows = await t.db
    .selectFrom('email_outbox')
    .select('id')
    .where('recipient', '=', recipient)
    .execute();
  return rows.length;
}

describe('password reset (POST and PUT /api/users/password)', () => {
  test('round trip: request, token from the e-mail, new password, every session ended, old password dead', async () => {
    const signedIn = browser(t);
    const { email } = await registerThrough(signedIn);

    const request = await browser(t).post('/api/users/password', {
      user: { email, captcha: 'token' },
    });
    expect(request.statusCode).toBe(204);
    const mail = await latestEmail(t.db, email, 'reset_password');
    expect(mail.link).toMatch(/\/new-password\?reset_password_token=[\w-]{43}$/);
    expect(mail.subject).toBe('Reset your password');
    const token = mail.tokenOf('reset_password_token');

    const reset = await browser(t).put('/api/users/password', resetBody(token));
    expect(reset.statusCode).toBe(204);
    expect((await signedIn.get('/api/player/sessions')).statusCode).toBe(401);
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(422);
    expect(
      (await browser(t).post('/api/users/sign_in', signInBody(email, NEW_PASSWORD))).statusCode,
    ).toBe(200);
    expect((await latestEmail(t.db, email, 'password_changed')).subject).toBe(
      'Your password was changed',
    );

    const reused = await browser(t).put('/api/users/password', resetBody(token, 'Another-42'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      errors: { reset_password_token: ['VALIDATION.TOKEN_INVALID'] },
    });
  });

  test('an unknown address gets the same answer and no e-mail', async () => {
    const email = uniqueEmail('ghost');
    const res = await browser(t).post('/api/users/password', { user: { email } });
    expect(res.statusCode).toBe(204);
    expect(await outboxCount(email)).toBe(0);
  });

  test('a new request makes the previous link stop working', async () => {
    const { email } = await registerThrough(browser(t));
    await browser(t).post('/api/users/password', { user: { email } });
    const older = (await latestEmail(t.db, email, 'reset_password')).tokenOf(
      'reset_password_token',
    );
    await browser(t).post('/api/users/password', { user: { email } });
    const newer = (await latestEmail(t.db, email, 'reset_password')).tokenOf(
      'reset_password_token',
    );
    expect((await browser(t).put('/api/users/password', resetBody(older))).statusCode).toBe(422);
    expect((await browser(t).put('/api/users/password', resetBody(newer))).statusCode).toBe(204);
  });

  test('an expired token is TOKEN_INVALID', async () => {
    const { email, id } = await registerThrough(browser(t));
    await browser(t).post('/api/users/password', { user: { email } });
    const token = (await latestEmail(t.db, email, 'reset_password')).tokenOf(
      'reset_password_token',
    );
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', id)
      .where('purpose', '=', 'reset_password')
      .execute();
    expect((await browser(t).put('/api/users/password', resetBody(token))).json()).toEqual({
      errors: { reset_password_token: ['VALIDATION.TOKEN_INVALID'] },
    });
  });

  test('the reset link expires after two hours', async () => {
    const { email, id } = await registerThrough(browser(t));
    await browser(t).post('/api/users/password', { user: { email } });
    const row = await t.db
      .selectFrom('auth_tokens')
      .select('expires_at')
      .where('player_id', '=', id)
      .where('purpose', '=', 'reset_password')
      .executeTakeFirstOrThrow();
    const hours = (row.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThanOrEqual(2);
  });

  test.each([
    [
      'an unknown token',
      { token: 'x'.repeat(43) },
      'reset_password_token',
      'VALIDATION.TOKEN_INVALID',
    ],
    ['a weak password', { password: 'short1' }, 'password', 'VALIDATION.PASSWORD_TOO_SHORT'],
    [
      'a mismatched confirmation',
      { confirmation: 'Different-42' },
      'password_confirmation',
      'VALIDATION.PASSWORDS_DO_NOT_MATCH',
    ],
  ])('%s is a 422 on %s', async (_name, input, field, key) => {
    const {
      token = 'x'.repeat(43),
      password = NEW_PASSWORD,
      confirmation = password,
    } = input as { token?: string; password?: string; confirmation?: string };
    const res = await browser(t).put(
      '/api/users/password',
      resetBody(token, password, confirmation),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([key]);
  });
});

describe('password change while signed in (PUT /api/users)', () => {
  test('needs the current password; ends the other sessions but keeps this one', async () => {
    const agent = browser(t);
    const { email } = await registerThrough(agent);
    const elsewhere = browser(t);
    await elsewhere.post('/api/users/sign_in', signInBody(email));

    const wrong = await agent.put('/api/users', {
      user: {
        current_password: 'Wrong12345',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      errors: { current_password: ['VALIDATION.CURRENT_PASSWORD_INVALID'] },
    });

    const res = await agent.put('/api/users', {
      user: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(204);
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/player/sessions')).statusCode).toBe(401);
    expect(
      (await browser(t).post('/api/users/sign_in', signInBody(email, NEW_PASSWORD))).statusCode,
    ).toBe(200);
  });

  test('the new password follows the policy, and guests get 401', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    const weak = await agent.put('/api/users', {
      user: {
        current_password: PASSWORD,
        password: 'lettersonly',
        password_confirmation: 'lettersonly',
      },
    });
    expect(weak.json()).toEqual({ errors: { password: ['VALIDATION.PASSWORD_WEAK'] } });
    const guest = await browser(t).put('/api/users', {
      user: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    });
    expect(guest.statusCode).toBe(401);
  });
});
