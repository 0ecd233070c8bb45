import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, registerThroughApi, uniqueEmail, visit } from './browser.ts';

// Issue 9 section 2: the browser's realtime connection (the official centrifuge client, after hydration) patches the
// header balance when a deposit commits elsewhere; nothing on the page asks for it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('realtime balance', () => {
  test('a deposit made outside the page reaches the header balance by push, with no CSP violation', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await registerThroughApi(context, uniqueEmail('realtime'));
      const socket = page.waitForEvent('websocket', {
        predicate: (ws) => ws.url().endsWith('/connection/websocket'),
      });
      await visit(page, '/');
      const balance = page.getByRole('banner').locator('.balance__amount');
      await expect.poll(() => balance.textContent()).toMatch(/0[.,]00/);
      const ws = await socket;
      // The subscription to the player's balance channel was accepted (a reply with no error).
      await ws.waitForEvent('framereceived', {
        predicate: (frame) => String(frame.payload).includes('"subscribe"'),
      });
      // A deposit through the API in this player's session, outside the page's own calls.
      const deposit = await context.request.post('/api/player/payments/deposit', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': randomUUID() },
        data: {
          currency: 'CAD',
          amount_cents: 4_200,
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
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toMatch(/42[.,]00/);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
