import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.ts';
import { browser, createAuthTestApp, uniqueEmail } from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

describe('per-address limits of the account calls count a client network', () => {
  test('sign-in attempts from fresh addresses of one IPv6 /64 share one bucket', async () => {
    const email = uniqueEmail('hopper');
    const attempt = (i: number) =>
      browser(t, 'CA', `2001:db8:cafe:1::${i.toString(16)}`).post('/api/users/sign_in', {
        user: { email, password: '' },
      });
    for (let i = 1; i <= AUTH_RATE_LIMITS.signInPerIp.limit; i++) {
      expect((await attempt(i)).statusCode).toBe(422);
    }
    expect((await attempt(0xffff)).statusCode).toBe(429);
    const neighbour = browser(t, 'CA', '2001:db8:cafe:2::1');
    const other = await neighbour.post('/api/users/sign_in', { user: { email, password: '' } });
    expect(other.statusCode).toBe(422);
  });
});
