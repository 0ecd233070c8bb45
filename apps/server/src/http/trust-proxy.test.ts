import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentIpSchema } from '@casino/api/misc';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// TRUST_PROXY decides who may set X-Forwarded-For, and so the address that per-IP rate limits and sessions key on.

describe('TRUST_PROXY in the configuration', () => {
  test.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8,10.0.0.0/255.0.0.0', ['loopback', 'fd00::/8', '10.0.0.0/255.0.0.0']],
  ])('%j is %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  test.each(['yes', '10.0.0.0/33', '300.1.1.1', 'fd00::/129', '10.0.0.1, proxy.example'])(
    '%j stops the start with a readable message',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: expected true, false, a hop count/,
      );
    },
  );
});

describe('X-Forwarded-For and the per-IP keys', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let oneHop: TestApp;
  let anyHop: TestApp;
  beforeAll(async () => {
    // A geo header alone no longer implies a trusted proxy: the two settings are separate.
    [direct, behindProxy, oneHop, anyHop] = await Promise.all([
      createTestApp({ GEO_HEADER: 'x-country' }),
      createTestApp({ TRUST_PROXY: '127.0.0.1' }),
      createTestApp({ TRUST_PROXY: '1' }),
      createTestApp({ TRUST_PROXY: 'true' }),
    ]);
  });
  afterAll(async () =>
    Promise.all([direct?.close(), behindProxy?.close(), oneHop?.close(), anyHop?.close()]),
  );

  const currentIp = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/current_ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return currentIpSchema.parse(res.json()).ip;
  };

  const signInFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': forwardedFor },
      payload: { user: { email: 'spray@example.com', password: '' } },
    });

  const signInBuckets = async (t: TestApp) =>
    (
      await t.db
        .selectFrom('rate_limit_hits')
        .select('bucket')
        .where('bucket', 'like', 'auth:signInPerIp:%')
        .orderBy('bucket')
        .execute()
    ).map((row) => row.bucket);

  test('without TRUST_PROXY the connection address counts, whatever the header claims', async () => {
    expect(await currentIp(direct, '127.0.0.1', '10.7.0.1')).toBe('127.0.0.1');
    expect(await currentIp(direct, '192.0.2.10', '10.7.0.1')).toBe('192.0.2.10');
  });

  test('with TRUST_PROXY the listed proxy may name the client; anyone else may not', async () => {
    expect(await currentIp(behindProxy, '127.0.0.1', '10.7.0.1')).toBe('10.7.0.1');
    expect(await currentIp(behindProxy, '192.0.2.10', '10.7.0.1')).toBe('192.0.2.10');
  });

  test('a hop count takes the address the nearest proxy saw; true takes the first one, which a client may have written', async () => {
    expect(await currentIp(oneHop, '127.0.0.1', '10.7.0.66, 10.7.0.2')).toBe('10.7.0.2');
    expect(await currentIp(anyHop, '127.0.0.1', '10.7.0.66, 10.7.0.2')).toBe('10.7.0.66');
  });

  test('without TRUST_PROXY a fresh X-Forwarded-For per request does not escape the per-IP sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await signInFrom(direct, `10.8.0.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await signInBuckets(direct)).toEqual(['auth:signInPerIp:127.0.0.1']);
  });

  test('with TRUST_PROXY each forwarded client has its own per-IP key', async () => {
    for (let i = 0; i < 31; i++)
      expect((await signInFrom(behindProxy, `10.9.0.${i + 1}`)).statusCode).toBe(422);
    const buckets = await signInBuckets(behindProxy);
    expect(buckets).toHaveLength(31);
    expect(buckets).toContain('auth:signInPerIp:10.9.0.31');
  });
});
