import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  PHONE,
  launchBrowser,
  newVisitor,
  seriousA11yViolations,
  snapshot,
  visit,
} from './browser.ts';
import { cashboxDialog, headerBalance, registerPlayer } from './cashbox-kit.ts';

// Issue 8 section 3, browser journey: a crypto deposit to the player's address, pending, then credited once the
// sandbox network's confirmations are in (CRYPTO_BLOCK_SECONDS is 1 in the journeys' server).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a crypto deposit', () => {
  test('shows the address with its QR code, then the deposit credited in µBTC once confirmed', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await registerPlayer(context, 'crypto', 'BTC');
      // A link from outside: the deposit opens over main.
      await visit(page, '/deposit');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
      const dialog = cashboxDialog(page, 'Deposit');
      await dialog.getByText('Network: Bitcoin').waitFor();
      await dialog.getByRole('img', { name: 'QR code of your BTC deposit address' }).waitFor();
      const address = (await dialog.locator('.cashbox-address__value').textContent()) ?? '';
      expect(address).toMatch(/^bc1q[0-9a-z]{38}$/);
      // Spec 01 section 9 and spec 02 section 9: the minimum 0.0001 BTC reads 100 µBTC.
      await dialog
        .getByText('Minimum deposit: 100 µBTC. Smaller amounts are not credited.')
        .waitFor();
      await dialog.getByText('Credited after 2 network confirmations.').waitFor();
      expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
      await snapshot(page, 'cashbox-crypto-phone');

      // The sandbox network sends 0.0025 BTC to the address (the sandbox control, never a player's call).
      const sent = await context.request.post('/api/sandbox/crypto/transactions', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { address, amount_cents: 250_000 },
      });
      expect(sent.status()).toBe(201);
      const row = dialog.locator('.cashbox-list__row', { hasText: '2,500 µBTC' });
      // Pending until 2 sandbox blocks (1 s each) confirm it, which may pass between two looks: only the end is sure.
      await row.waitFor({ timeout: 15_000 });
      await row.getByText('Succeeded').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => headerBalance(page).textContent(), { timeout: 10_000 })
        .toBe('2,500 µBTC');
    } catch (error) {
      await snapshot(page, 'cashbox-crypto');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});
