import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEARCH_RATE_LIMIT: '5', TRUST_PROXY: 'loopback' });
});
afterAll(async () => t?.close());

const from = (ip: string) => createAgent(t.app, { headers: { 'x-forwarded-for': ip } });
const search = (ip: string, title: string) =>
  from(ip).post('/api/games_filter', { device: 'desktop', filter: { title } });

describe('the per-address limit of catalogue search', () => {
  test('title searches are limited per client network: an IPv6 /64 counts as one client', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await search(`2001:db8:77:1::${i}`, `term ${i}`)).statusCode).toBe(200);
    }
    const refused = await search('2001:db8:77:1:ffff:ffff:ffff:ffff', 'one more');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'RateLimited' });
    // Another network, and browsing without a title, are not affected.
    expect((await search('2001:db8:77:2::1', 'dragon')).statusCode).toBe(200);
    const browse = await from('2001:db8:77:1::9').post('/api/games_filter', { device: 'desktop' });
    expect(browse.statusCode).toBe(200);
  });

  test('IPv4 addresses count one by one', async () => {
    for (let i = 0; i < 5; i++)
      expect((await search('198.51.100.1', `q${i}`)).statusCode).toBe(200);
    expect((await search('198.51.100.1', 'q5')).statusCode).toBe(429);
    expect((await search('198.51.100.2', 'q5')).statusCode).toBe(200);
  });
});
