import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations, snapshot, visit } from './browser.ts';
import {
  cashboxDialog,
  chooseMethod,
  depositThroughApi,
  headerBalance,
  registerPlayer,
} from './cashbox-kit.ts';

// Issue 8 section 3, browser journeys: withdraw and recall, add a currency, the guest's redirect to registration.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the cashbox of a player', () => {
  test('withdraws to a card, recalls the pending withdrawal, then adds a currency and plays with it', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await registerPlayer(context, 'withdraw');
      await depositThroughApi(context, 'CAD', 10_000);
      await visit(page, '/');
      await expect.poll(() => headerBalance(page).textContent()).toBe('$100.00');
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      await cashboxDialog(page, 'Deposit').getByRole('tab', { name: 'Withdraw' }).click();
      const dialog = cashboxDialog(page, 'Withdraw');
      await dialog.getByText('Available to withdraw').waitFor();
      await chooseMethod(dialog, 'Bank transfer');
      // More than the real balance is refused before any call.
      await dialog.getByRole('textbox', { name: 'Amount (CAD)' }).fill('150');
      await dialog.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
      await dialog.getByRole('textbox', { name: 'Account holder' }).fill('Jo Journey');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      await dialog.getByText('Not enough money').waitFor();
      await dialog.getByRole('textbox', { name: 'Amount (CAD)' }).fill('40');
      await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
      await dialog.getByRole('heading', { name: 'Withdrawal requested' }).waitFor();
      // The amount is held at once: the balance shows what is left.
      await expect.poll(() => headerBalance(page).textContent()).toBe('$60.00');

      // The history lists the pending withdrawal; recalling it gives the money back.
      await dialog.getByRole('tab', { name: 'Balances' }).click();
      const dashboard = cashboxDialog(page, 'Cashbox');
      const history = dashboard.getByRole('region', { name: 'Payment history' });
      await history.getByRole('combobox', { name: 'Show' }).selectOption('cashout');
      const pending = history.locator('.cashbox-list__row', { hasText: 'Withdrawal' });
      await pending.getByText('Pending').waitFor();
      expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
      await snapshot(page, 'cashbox-dashboard-desktop');
      await pending.getByRole('button', { name: 'Cancel withdrawal' }).click();
      await page
        .getByText('Your withdrawal is cancelled and the money is back in your balance.')
        .waitFor();
      await pending.getByText('Recalled').waitFor();
      await expect.poll(() => headerBalance(page).textContent()).toBe('$100.00');

      // A new currency: its wallet opens and becomes the active one.
      await dashboard.getByRole('combobox', { name: 'Add a currency' }).selectOption('EUR');
      await dashboard.getByRole('button', { name: 'Add', exact: true }).click();
      await dashboard.getByText('Your EUR wallet is ready and active.').waitFor();
      await dashboard.getByRole('listitem', { name: 'EUR' }).getByText('Active').waitFor();
      await expect.poll(() => headerBalance(page).textContent()).toBe('€0.00');
      // Back to the Canadian dollars.
      await dashboard.getByRole('button', { name: 'Play with CAD' }).click();
      await expect.poll(() => headerBalance(page).textContent()).toBe('$100.00');
    } catch (error) {
      await snapshot(page, 'cashbox-account');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);

  test('a guest opening /deposit is sent to registration with the redirect query', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      const answer = await context.request.get('/deposit', { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/registration?redirect=%2Fdeposit');
      await visit(page, '/withdraw');
      await expect.poll(() => page.url()).toMatch(/\/registration\?redirect=%2Fwithdraw$/);
      await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    } catch (error) {
      await snapshot(page, 'cashbox-guest');
      throw error;
    } finally {
      await context.close();
    }
  });
});
