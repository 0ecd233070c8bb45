import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import {
  PASSWORD,
  browser,
  createAuthTestApp,
  latestEmail,
  registerThrough,
  registrationUser,
  signInBody,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const COMMON = ['password1', 'qwerty123', 'Password1'];
const TOO_COMMON = { password: ['VALIDATION.PASSWORD_TOO_COMMON'] };

describe('common breached passwords are refused wherever a password is set (issue 7)', () => {
  test.each(COMMON)('registration with %s is a 422 and creates nothing', async (password) => {
    const user = registrationUser({ password, password_confirmation: password });
    const res = await browser(t).post('/api/users', { user });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(TOO_COMMON.password);
    const created = await t.db
      .selectFrom('players')
      .select('id')
      .where('email', '=', String(user.email))
      .execute();
    expect(created).toEqual([]);
  });

  test.each(COMMON)(
    'a password reset to %s is refused and the old password still works',
    async (password) => {
      const { email } = await registerThrough(browser(t));
      await browser(t).post('/api/users/password', { user: { email } });
      const token = (await latestEmail(t.db, email, 'reset_password')).tokenOf(
        'reset_password_token',
      );
      const res = await browser(t).put('/api/users/password', {
        user: { reset_password_token: token, password, password_confirmation: password },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: TOO_COMMON });
      expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(200);
    },
  );

  test.each(COMMON)('a password change to %s is refused', async (password) => {
    const agent = browser(t);
    const { email } = await registerThrough(agent);
    const res = await agent.put('/api/users', {
      user: { current_password: PASSWORD, password, password_confirmation: password },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: TOO_COMMON });
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(200);
  });
});
