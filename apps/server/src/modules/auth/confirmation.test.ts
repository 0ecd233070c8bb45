import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devOutboxResponseSchema } from '@casino/api/auth';
import type { TestApp } from '../../../test/harness.ts';
import {
  browser,
  createAuthTestApp,
  latestEmail,
  registerThrough,
  sessionCookieOf,
  uniqueEmail,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const confirm = (agent: ReturnType<typeof browser>, token: string) =>
  agent.get(`/api/users/confirmation?confirmation_token=${encodeURIComponent(token)}`);

describe('e-mail confirmation (GET and POST /api/users/confirmation)', () => {
  test('the link from the e-mail confirms the address on another browser without signing it in', async () => {
    const { email, id } = await registerThrough(browser(t));
    const token = (await latestEmail(t.db, email, 'confirmation')).tokenOf('confirmation_token');

    const other = browser(t);
    const res = await confirm(other, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, email });
    expect(res.json<{ confirmed_at: string | null }>().confirmed_at).not.toBeNull();
    expect(res.cookies).toEqual([]);
    expect((await other.get('/api/player/sessions')).statusCode).toBe(401);

    const again = await confirm(browser(t), token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { confirmation_token: ['VALIDATION.TOKEN_INVALID'] } });
  });

  test.each([
    ['a signed-in victim stays in their own account', true],
    ['a guest stays a guest', false],
  ])('login CSRF, an attacker sends their own link: %s', async (_name, victimSignedIn) => {
    const { email: attackerEmail } = await registerThrough(browser(t));
    const attackerLink = (await latestEmail(t.db, attackerEmail, 'confirmation')).tokenOf(
      'confirmation_token',
    );
    const victim = browser(t);
    const victimId = victimSignedIn ? (await registerThrough(victim)).id : null;
    const victimSession = sessionCookieOf(victim);

    expect((await confirm(victim, attackerLink)).statusCode).toBe(200);
    expect(sessionCookieOf(victim)).toBe(victimSession);
    const profile = await victim.get('/api/player');
    if (victimId === null) expect(profile.json()).not.toHaveProperty('id');
    else expect(profile.json()).toMatchObject({ id: victimId });
  });

  test('the player already signed in keeps the session', async () => {
    const agent = browser(t);
    const { email } = await registerThrough(agent);
    const before = sessionCookieOf(agent);
    const res = await confirm(
      agent,
      (await latestEmail(t.db, email, 'confirmation')).tokenOf('confirmation_token'),
    );
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(agent)).toBe(before);
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test('an unknown or missing token is 422', async () => {
    expect((await confirm(browser(t), 'nope')).json()).toEqual({
      errors: { confirmation_token: ['VALIDATION.TOKEN_INVALID'] },
    });
    expect((await browser(t).get('/api/users/confirmation')).statusCode).toBe(422);
  });

  test('resend: unknown address -> EMAIL_NOT_FOUND; a new link replaces the old; confirmed -> EMAIL_ALREADY_CONFIRMED', async () => {
    const unknown = await browser(t).post('/api/users/confirmation', {
      user: { email: uniqueEmail('ghost') },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL_NOT_FOUND'] } });

    const { email } = await registerThrough(browser(t));
    const first = (await latestEmail(t.db, email, 'confirmation')).tokenOf('confirmation_token');
    expect(
      (await browser(t).post('/api/users/confirmation', { user: { email, captcha: '' } }))
        .statusCode,
    ).toBe(204);
    const second = (await latestEmail(t.db, email, 'confirmation')).tokenOf('confirmation_token');
    expect(second).not.toBe(first);
    expect((await confirm(browser(t), first)).statusCode).toBe(422);
    expect((await confirm(browser(t), second)).statusCode).toBe(200);

    const confirmed = await browser(t).post('/api/users/confirmation', { user: { email } });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json()).toEqual({ errors: { email: ['VALIDATION.EMAIL_ALREADY_CONFIRMED'] } });
  });

  test('the development outbox shows the latest e-mails with their links, so a browser test can follow them', async () => {
    const { email } = await registerThrough(browser(t));
    const res = await browser(t).get(
      `/api/dev/outbox?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(res.statusCode).toBe(200);
    const [latest] = devOutboxResponseSchema.parse(res.json());
    expect(latest).toMatchObject({ recipient: email, template: 'confirmation', sent_at: null });
    expect(latest?.links[0]).toMatch(/\/confirmation\?confirmation_token=/);
    expect(latest?.body_html).toContain('href="http://localhost:');
  });

  test('the development outbox does not exist in production', async () => {
    const prod = await createAuthTestApp({ NODE_ENV: 'production' });
    try {
      expect(
        (await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?email=a@b.co' })).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
