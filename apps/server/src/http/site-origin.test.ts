import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config.ts';
import { buildApi } from '../app.ts';
import type { TestApp } from '../../test/harness.ts';
import { browser, createAuthTestApp, registerThrough } from '../modules/auth/auth-test-kit.ts';
import { hostnameOf } from './site-origin.ts';

// Issue 7 section 1: the Host header is vetted before anything echoes it, personal answers are never cached, and a
// stalled upload cannot hold a connection.

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ ALLOWED_HOSTS: 'casino.example, Mirror.Example' });
});
afterAll(async () => {
  await t?.close();
});

describe('the Host header', () => {
  test.each([
    ['localhost', 200],
    ['localhost:3000', 200],
    ['127.0.0.1:8080', 200],
    ['[::1]:3000', 200],
    ['casino.example', 200],
    ['mirror.example', 200],
    ['evil.example', 421],
    ['casino.example.evil.example', 421],
    ['casino.example@evil.example', 421],
  ])('Host %s answers %i', async (host, status) => {
    const res = await t.app.inject({ url: '/api/info/project', headers: { host } });
    expect(res.statusCode).toBe(status);
    if (status === 421)
      expect(res.json()).toEqual({ errors: { base: ['VALIDATION.BAD_REQUEST'] } });
  });

  test('load balancers probe the health route at any address', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { host: '10.1.2.3:3000' } });
    expect(res.statusCode).toBe(200);
  });

  test.each([
    ['example.com:8080', 'example.com'],
    ['[::1]:3000', '[::1]'],
    ['EXAMPLE.com', 'example.com'],
    ['bad host', null],
  ])('hostnameOf(%s) is %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });

  test.each([
    ['https://casino.example', 'https://casino.example'],
    ['https://casino.example/', 'https://casino.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('PUBLIC_ORIGIN %s is kept as the origin %s', (value, origin) => {
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: value }).PUBLIC_ORIGIN).toBe(origin);
  });

  test.each([
    'casino.example',
    'https://casino.example/lobby',
    'ftp://casino.example',
    'https://x?y=1',
  ])('PUBLIC_ORIGIN %s is refused at start', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: value })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('personal answers are not cacheable', () => {
  test('every /api/player answer says private, no-store, for a guest and a player', async () => {
    const agent = browser(t);
    const guest = await agent.get('/api/player');
    expect(guest.headers['cache-control']).toBe('private, no-store');
    await registerThrough(agent);
    for (const url of [
      '/api/player',
      '/api/player/accounts',
      '/api/player/settings',
      '/api/player/sessions',
      '/api/v2/player/two_factor',
    ]) {
      const res = await agent.get(url);
      expect(res.statusCode, url).toBeLessThan(300);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  test('a public answer keeps its own caching', async () => {
    const res = await t.app.inject({ url: '/api/info/project', headers: { 'x-country': 'DE' } });
    expect(res.headers['cache-control']).not.toMatch(/no-store/);
  });
});

describe('a stalled upload is cut', () => {
  test('a body that stops arriving is answered 408 and the connection closed within the timeout', async () => {
    const app = await buildApi({ db: t.db, config: { ...t.config, REQUEST_TIMEOUT_MS: 500 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/users/sign_in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'X-Requested-With: XMLHttpRequest\r\n' +
              'Content-Length: 1000\r\n\r\n{"user":',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('the connection was held open')), 5_000);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
    }
  });
});
