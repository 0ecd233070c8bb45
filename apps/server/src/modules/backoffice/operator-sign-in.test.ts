import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operatorSchema } from '@casino/api/backoffice';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  OPERATOR_PASSWORD,
  OPERATOR_SEEDS,
  OPERATOR_TOTP_SECRET,
} from '../../db/seed/operators.ts';
import { currentTotp } from '../auth/totp.ts';
import { insertPlayer, signInAs } from '../player/player-test-kit.ts';
import {
  OPERATOR_TEST_PASSWORD,
  createOperator,
  nextCode,
  operatorBrowser,
  signInOperator,
} from './backoffice-test-kit.ts';
import { OPERATOR_COOKIE } from './operator-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => t?.close());

/** A code of none of the accepted steps (previous, current, next). */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((offset) =>
    currentTotp(secret, new Date(Date.now() + offset)),
  );
  return ['000000', '111111', '222222', '333333'].find((c) => !accepted.includes(c)) ?? '444444';
}

const auditOf = (operatorId: number, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .where('action', '=', action)
    .execute();

describe('operator sign-in: password, then the authenticator code', () => {
  test('the right password and code sign in, with a strict HttpOnly cookie and an audit entry', async () => {
    const operator = await createOperator(t, 'payments');
    const agent = operatorBrowser(t);
    const first = await agent.post('/api/backoffice/sign_in', {
      email: operator.email.toUpperCase(),
      password: OPERATOR_TEST_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ next: 'code' });
    // Half-way is not signed in.
    expect((await agent.get('/api/backoffice/me')).statusCode).toBe(401);
    expect((await agent.get('/api/backoffice/cashouts/pending')).statusCode).toBe(401);

    const second = await agent.post('/api/backoffice/sign_in/code', {
      code: currentTotp(operator.secret),
    });
    expect(second.statusCode).toBe(200);
    expect(operatorSchema.parse(second.json())).toEqual({
      id: operator.id,
      email: operator.email,
      name: 'Test payments',
      role: 'payments',
      can_decide_cashouts: true,
    });
    const cookie = second.cookies.find((c) => c.name === OPERATOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The pending session's cookie was replaced: rotation at the second step.
    expect(cookie?.value).not.toBe(first.cookies[0]?.value);
    expect((await agent.get('/api/backoffice/me')).json()).toMatchObject({ id: operator.id });
    expect(await auditOf(operator.id, 'operator.sign_in')).toHaveLength(1);
  });

  test('a wrong password and an unknown address get the same 422, and no session', async () => {
    const operator = await createOperator(t, 'admin');
    for (const body of [
      { email: operator.email, password: 'Wrong-Password-1' },
      { email: 'nobody@ops.example', password: OPERATOR_TEST_PASSWORD },
    ]) {
      const agent = operatorBrowser(t);
      const res = await agent.post('/api/backoffice/sign_in', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { password: [VALIDATION.CREDENTIALS_INVALID] } });
      expect(agent.jar.size).toBe(0);
    }
  });

  test('bad input is a 422 on its field', async () => {
    const agent = operatorBrowser(t);
    const res = await agent.post('/api/backoffice/sign_in', { email: ' ', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: [VALIDATION.REQUIRED],
      password: [VALIDATION.REQUIRED],
    });
    const code = await agent.post('/api/backoffice/sign_in/code', { code: '12ab' });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors.code).toEqual([VALIDATION.OTP_INVALID]);
  });

  test('a code without a pending sign-in is a 401', async () => {
    const operator = await createOperator(t, 'admin');
    const res = await operatorBrowser(t).post('/api/backoffice/sign_in/code', {
      code: currentTotp(operator.secret),
    });
    expect(res.statusCode).toBe(401);
  });

  test('five wrong codes end the pending sign-in: the right code then finds none', async () => {
    const operator = await createOperator(t, 'admin');
    const agent = operatorBrowser(t);
    await agent.post('/api/backoffice/sign_in', {
      email: operator.email,
      password: OPERATOR_TEST_PASSWORD,
    });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await agent.post('/api/backoffice/sign_in/code', {
        code: wrongCode(operator.secret),
      });
      expect(res.json().errors.code).toEqual([VALIDATION.OTP_INVALID]);
    }
    const fifth = await agent.post('/api/backoffice/sign_in/code', {
      code: wrongCode(operator.secret),
    });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.code).toEqual([VALIDATION.OTP_ATTEMPTS_EXCEEDED]);
    expect(agent.jar.size).toBe(0);
    const late = await agent.post('/api/backoffice/sign_in/code', {
      code: currentTotp(operator.secret),
    });
    expect(late.statusCode).toBe(401);
    expect(
      await t.db
        .selectFrom('operator_sessions')
        .select('id')
        .where('operator_id', '=', operator.id)
        .execute(),
    ).toEqual([]);
  });

  test('a code is good once: replayed after a sign-out it is refused', async () => {
    const operator = await createOperator(t, 'admin');
    const code = currentTotp(operator.secret);
    const agent = operatorBrowser(t);
    await agent.post('/api/backoffice/sign_in', {
      email: operator.email,
      password: OPERATOR_TEST_PASSWORD,
    });
    expect((await agent.post('/api/backoffice/sign_in/code', { code })).statusCode).toBe(200);
    expect((await agent.delete('/api/backoffice/sign_out')).statusCode).toBe(204);
    expect((await agent.get('/api/backoffice/me')).statusCode).toBe(401);
    expect(await auditOf(operator.id, 'operator.sign_out')).toHaveLength(1);

    await agent.post('/api/backoffice/sign_in', {
      email: operator.email,
      password: OPERATOR_TEST_PASSWORD,
    });
    const replay = await agent.post('/api/backoffice/sign_in/code', { code });
    expect(replay.json().errors.code).toEqual([VALIDATION.OTP_INVALID]);
    const next = await agent.post('/api/backoffice/sign_in/code', {
      code: nextCode(operator.secret),
    });
    expect(next.statusCode).toBe(200);
  });

  test('sign-in attempts are rate limited per address like player sign-ins (429)', async () => {
    const agent = operatorBrowser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (
          await agent.post('/api/backoffice/sign_in', {
            email: `nobody-${i}@ops.example`,
            password: 'Wrong-Password-1',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  test('a disabled operator cannot sign in, and their open sessions stop at once', async () => {
    const operator = await createOperator(t, 'admin');
    const agent = await signInOperator(t, operator);
    await t.db
      .updateTable('operators')
      .set({ disabled_at: new Date() })
      .where('id', '=', operator.id)
      .execute();
    expect((await agent.get('/api/backoffice/me')).statusCode).toBe(401);
    const again = await operatorBrowser(t).post('/api/backoffice/sign_in', {
      email: operator.email,
      password: OPERATOR_TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(422);
  });

  test("a player's session opens nothing in the back office, and an operator's nothing of the player's", async () => {
    const player = await signInAs(t.app, t.db, await insertPlayer(t.db));
    for (const url of ['/api/backoffice/me', '/api/backoffice/cashouts/pending'])
      expect((await player.get(url)).statusCode).toBe(401);
    const operator = await signInOperator(t, await createOperator(t, 'admin'));
    expect((await operator.get('/api/player/accounts')).statusCode).toBe(401);
  });

  test('over https the cookie is __Host- prefixed and Secure', async () => {
    const secure = await createTestApp({
      TRUST_PROXY: 'loopback',
      PUBLIC_ORIGIN: 'https://casino.example',
    });
    try {
      const operator = await createOperator(secure, 'support');
      const agent = operatorBrowser(secure);
      const res = await agent.post('/api/backoffice/sign_in', {
        email: operator.email,
        password: OPERATOR_TEST_PASSWORD,
      });
      expect(res.cookies).toMatchObject([
        { name: `__Host-${OPERATOR_COOKIE}`, secure: true, httpOnly: true, sameSite: 'Strict' },
      ]);
    } finally {
      await secure.close();
    }
  });

  test('the seeded operator signs in with the README password and secret', async () => {
    const seeded = OPERATOR_SEEDS[0];
    if (!seeded) throw new Error('no seeded operator');
    const agent = operatorBrowser(t);
    await agent.post('/api/backoffice/sign_in', {
      email: seeded.email,
      password: OPERATOR_PASSWORD,
    });
    const res = await agent.post('/api/backoffice/sign_in/code', {
      code: currentTotp(OPERATOR_TOTP_SECRET),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: seeded.email, role: 'admin' });
  });
});
