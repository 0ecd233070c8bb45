import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { ACCOUNT_FAILURES_PER_HOUR, AUTH_RATE_LIMITS, failureBucket } from './auth-rate-limits.ts';
import {
  browser,
  createAuthTestApp,
  registerThrough,
  registrationUser,
  signInBody,
  signInFailuresOf,
  uniqueEmail,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const TEN_MINUTES_MS = 600_000;
const windowStart = (windowsAgo: number) =>
  new Date((Math.floor(Date.now() / TEN_MINUTES_MS) - windowsAgo) * TEN_MINUTES_MS);

/** Failures of an address already in the table, as if they had happened `windowsAgo` ten-minute windows ago. */
async function plantFailures(email: string, windowsAgo: number, hits: number): Promise<void> {
  await t.db
    .insertInto('rate_limit_hits')
    .values({ bucket: failureBucket(email), window_start: windowStart(windowsAgo), hits })
    .execute();
}

describe('rate limits of the account calls (429 with Retry-After)', () => {
  test('the 101st failed sign-in of an hour is refused even with the right password, from any IP', async () => {
    const { email } = await registerThrough(browser(t));
    // 100 failures from four addresses, so the per-IP limit (30 per 10 minutes) is not what stops them.
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i++) {
      const res = await browser(t, 'CA', `10.200.${Math.floor(i / 25)}.1`).post(
        '/api/users/sign_in',
        signInBody(email, `Wrong-${i}x`),
      );
      expect(res.statusCode).toBe(422);
    }
    const locked = await browser(t, 'CA', '10.201.0.1').post(
      '/api/users/sign_in',
      signInBody(email),
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(600);
  }, 60_000);

  test('130 parallel wrong passwords from 130 IPs: exactly 100 are checked, the rest refused, and the lock holds', async () => {
    const { email } = await registerThrough(browser(t));
    const attempts = Array.from({ length: 130 }, (_, i) =>
      browser(t, 'CA', `10.202.${Math.floor(i / 200)}.${i % 200}`).post(
        '/api/users/sign_in',
        signInBody(email, `Wrong-${i}x`),
      ),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(ACCOUNT_FAILURES_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(130 - ACCOUNT_FAILURES_PER_HOUR);
    expect(await signInFailuresOf(t.db, email)).toBe(ACCOUNT_FAILURES_PER_HOUR);
    expect(
      (await browser(t, 'CA', '10.203.0.1').post('/api/users/sign_in', signInBody(email)))
        .statusCode,
    ).toBe(429);
  }, 120_000);

  test('right passwords in parallel at 99 failures give their count back: the 100th failure still gets checked', async () => {
    const { email } = await registerThrough(browser(t));
    await plantFailures(email, 1, ACCOUNT_FAILURES_PER_HOUR - 1);
    const statuses = (
      await Promise.all(
        Array.from({ length: 5 }, () => browser(t).post('/api/users/sign_in', signInBody(email))),
      )
    ).map((res) => res.statusCode);
    // Each one holds the last slot while its password is checked, so a parallel one may be refused, never all.
    expect(statuses).toContain(200);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(await signInFailuresOf(t.db, email)).toBe(ACCOUNT_FAILURES_PER_HOUR - 1);
    expect(
      (await browser(t).post('/api/users/sign_in', signInBody(email, 'Wrong-1x'))).statusCode,
    ).toBe(422);
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(429);
  });

  test('failures spread over the last hour add up; older ones do not count', async () => {
    const { email } = await registerThrough(browser(t));
    await plantFailures(email, 6, 60);
    await plantFailures(email, 3, 39);
    await plantFailures(email, 7, 500);
    expect(
      (await browser(t).post('/api/users/sign_in', signInBody(email, 'Wrong-1x'))).statusCode,
    ).toBe(422);
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(429);
  });

  test('successful sign-ins do not count toward the account lock', async () => {
    const { email } = await registerThrough(browser(t));
    await plantFailures(email, 1, ACCOUNT_FAILURES_PER_HOUR - 1);
    for (let i = 0; i < 3; i++)
      expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(200);
  });

  test('an unknown address is locked the same way, revealing nothing', async () => {
    const email = uniqueEmail('nobody');
    await plantFailures(email, 0, ACCOUNT_FAILURES_PER_HOUR);
    expect((await browser(t).post('/api/users/sign_in', signInBody(email))).statusCode).toBe(429);
  });

  test('one IP gets 30 sign-in attempts per 10 minutes', async () => {
    const agent = browser(t);
    const email = uniqueEmail('spray');
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerIp.limit; i++) {
      expect(
        (await agent.post('/api/users/sign_in', { user: { email, password: '' } })).statusCode,
      ).toBe(422);
    }
    const res = await agent.post('/api/users/sign_in', { user: { email, password: '' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  test('registration is limited per IP', async () => {
    const agent = browser(t);
    for (let i = 0; i < AUTH_RATE_LIMITS.registrationPerIp.limit; i++) {
      expect(
        (
          await agent.post('/api/users', {
            user: registrationUser({ terms_acceptance: true, currency: 'XYZ' }),
          })
        ).statusCode,
      ).toBe(422);
    }
    expect((await agent.post('/api/users', { user: registrationUser() })).statusCode).toBe(429);
  });

  test('check-email is limited per IP', async () => {
    const agent = browser(t);
    for (let i = 0; i < AUTH_RATE_LIMITS.checkEmailPerIp.limit; i++)
      expect((await agent.post('/check-email', { email: 'a@example.com' })).statusCode).toBe(200);
    expect((await agent.post('/check-email', { email: 'a@example.com' })).statusCode).toBe(429);
  });

  test('password reset requests are limited per address, whatever the IP', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < AUTH_RATE_LIMITS.emailRequestPerAddress.limit; i++)
      expect((await browser(t).post('/api/users/password', { user: { email } })).statusCode).toBe(
        204,
      );
    expect((await browser(t).post('/api/users/password', { user: { email } })).statusCode).toBe(
      429,
    );
  });

  test('password reset requests are limited per IP, whatever the address', async () => {
    const agent = browser(t);
    for (let i = 0; i < AUTH_RATE_LIMITS.emailRequestPerIp.limit; i++)
      expect(
        (await agent.post('/api/users/password', { user: { email: uniqueEmail('ip') } }))
          .statusCode,
      ).toBe(204);
    expect(
      (await agent.post('/api/users/password', { user: { email: uniqueEmail('ip') } })).statusCode,
    ).toBe(429);
  });
});
