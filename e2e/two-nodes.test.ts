import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import pg from 'pg';
import { TEST_GEO_HEADER } from './global-setup.ts';
import { DESKTOP, FULL_PROFILE, PASSWORD, launchBrowser, uniqueEmail } from './browser.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

// Issue 9 section 4: two server processes on one PostgreSQL and one Redis. A deposit settled on node A reaches the
// header balance of a browser connected to node B: A's outbox relay publishes to Redis, B delivers to its socket.
// It needs the machine's services, so it runs when E2E_DATABASE_URL and E2E_REDIS_URL are given (.ci/run does).

const databaseUrl = process.env.E2E_DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('two nodes through Redis', () => {
  let browser: Browser;
  const nodes: ServerProcess[] = [];

  // A database of its own on the machine's PostgreSQL, dropped afterwards.
  const database = `casino_two_nodes_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${database}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      GEO_HEADER: TEST_GEO_HEADER,
      TRUST_PROXY: 'loopback',
      // Both nodes sign and check the same session cookies and realtime tokens.
      SESSION_SECRET: randomUUID() + randomUUID(),
    };
    // The first node migrates and seeds; the second starts on the ready database.
    nodes.push(await startServerProcess(env));
    nodes.push(await startServerProcess(env));
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('a deposit settled on node A reaches the header balance of a page served by node B', async () => {
    const [nodeA, nodeB] = nodes;
    if (!nodeA || !nodeB) throw new Error('nodes did not start');
    const headers = { [TEST_GEO_HEADER]: 'CA', 'x-forwarded-for': '10.77.0.1' };
    const context = await browser.newContext({
      baseURL: nodeB.origin,
      viewport: DESKTOP,
      extraHTTPHeaders: headers,
    });
    try {
      await context.addCookies([{ name: 'cookie_consent', value: '1', url: nodeB.origin }]);
      const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
      const email = uniqueEmail('two-nodes');
      const registered = await context.request.post(`${nodeB.origin}/api/users`, {
        headers: xhr,
        data: {
          user: {
            email,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            terms_acceptance: true,
            language: 'en',
            ...FULL_PROFILE,
          },
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);

      const page = await context.newPage();
      const socket = page.waitForEvent('websocket', {
        predicate: (ws) => ws.url().startsWith(nodeB.origin.replace('http', 'ws')),
      });
      await page.goto('/');
      const balance = page.getByRole('banner').locator('.balance__amount');
      await expect.poll(() => balance.textContent()).toMatch(/0[.,]00/);
      const ws = await socket;
      await ws.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"subscribe"'),
      });

      // The same session (cookies are per host, not per port) deposits through node A.
      const deposit = await context.request.post(`${nodeA.origin}/api/player/payments/deposit`, {
        headers: { ...xhr, 'Idempotency-Key': randomUUID() },
        data: {
          currency: 'CAD',
          amount_cents: 5_300,
          method: 'visa_mastercard',
          fields: {
            card_number: '4242 4242 4242 4242',
            card_expiry: '12/34',
            card_holder: 'JO JOURNEY',
            card_cvc: '123',
          },
        },
      });
      expect(deposit.status(), await deposit.text()).toBe(201);
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toMatch(/53[.,]00/);
    } finally {
      await context.close();
    }
  });
});
