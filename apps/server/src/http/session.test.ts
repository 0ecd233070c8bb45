import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  browser,
  createAuthTestApp,
  registerThrough,
  sessionCookieOf,
} from '../modules/auth/auth-test-kit.ts';
import {
  SECURE_SESSION_COOKIE,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_COOKIE,
  SESSION_IDLE_TTL_MS,
  hashToken,
} from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const DAY_MS = 24 * 3600_000;

async function sessionRow(token: string) {
  return t.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

describe('session lifetimes (ASVS 5 V7.3)', () => {
  test('a session in use slides by the idle time but never past its absolute end', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    const token = sessionCookieOf(agent) ?? '';
    // Signed in 29.5 days ago, last seen ten minutes ago: a touch slides it only to its 30th day.
    const createdAt = Date.now() - SESSION_ABSOLUTE_TTL_MS + DAY_MS / 2;
    await t.db
      .updateTable('sessions')
      .set({ created_at: new Date(createdAt), last_seen_at: new Date(Date.now() - 600_000) })
      .where('id', '=', hashToken(token))
      .execute();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(row.expires_at.getTime()).toBe(createdAt + SESSION_ABSOLUTE_TTL_MS);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThan(SESSION_IDLE_TTL_MS);
  });

  test('at its absolute end a session is over, however recently it was used', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    const token = sessionCookieOf(agent) ?? '';
    await t.db
      .updateTable('sessions')
      .set({
        created_at: new Date(Date.now() - SESSION_ABSOLUTE_TTL_MS - 1000),
        last_seen_at: new Date(),
        expires_at: new Date(Date.now() + SESSION_IDLE_TTL_MS),
      })
      .where('id', '=', hashToken(token))
      .execute();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(401);
  });

  test('an idle session ends after the idle time', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', hashToken(sessionCookieOf(agent) ?? ''))
      .execute();
    expect((await agent.get('/api/player/sessions')).statusCode).toBe(401);
  });

  test('the cookie is httpOnly and SameSite=Lax, and lives no longer than the absolute lifetime', async () => {
    const res = await browser(t).post('/api/users', {
      user: {
        email: `cookie-${Date.now()}@example.com`,
        password: 'Cookie-Pass-2026',
        currency: 'EUR',
        terms_acceptance: true,
        date_of_birth: '1990-01-01',
      },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(SESSION_ABSOLUTE_TTL_MS / 1000);
    expect(cookie?.secure).toBeUndefined();
  });
});

describe('over https the cookie is Secure and __Host- prefixed', () => {
  async function register(app: TestApp, headers: Record<string, string> = {}) {
    return app.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...headers },
      payload: {
        user: {
          email: `https-${Date.now()}-${Math.random()}@example.com`,
          password: 'Cookie-Pass-2026',
          currency: 'EUR',
          terms_acceptance: true,
          date_of_birth: '1990-01-01',
        },
      },
    });
  }

  test('with an https PUBLIC_ORIGIN', async () => {
    const app = await createTestApp({ PUBLIC_ORIGIN: 'https://casino.example' });
    try {
      const res = await register(app, { origin: 'https://casino.example' });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === SECURE_SESSION_COOKIE);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      // Only the prefixed cookie signs a request in over https: a plain one planted by a sibling host does not.
      const token = cookie?.value ?? '';
      const as = (name: string) =>
        app.app.inject({ url: '/api/player/sessions', headers: { cookie: `${name}=${token}` } });
      expect((await as(SECURE_SESSION_COOKIE)).statusCode).toBe(200);
      expect((await as(SESSION_COOKIE)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  test('behind a trusted TLS proxy (X-Forwarded-Proto from a TRUST_PROXY hop), and not from an untrusted one', async () => {
    const trusted = await createTestApp({ TRUST_PROXY: 'loopback' });
    const untrusted = await createTestApp({});
    try {
      const viaProxy = await register(trusted, { 'x-forwarded-proto': 'https' });
      expect(viaProxy.cookies.find((c) => c.name === SECURE_SESSION_COOKIE)?.secure).toBe(true);
      const forged = await register(untrusted, { 'x-forwarded-proto': 'https' });
      expect(forged.cookies.map((c) => c.name)).toContain(SESSION_COOKIE);
      expect(forged.cookies.map((c) => c.name)).not.toContain(SECURE_SESSION_COOKIE);
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});
