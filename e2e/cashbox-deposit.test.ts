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
import {
  cashboxDialog,
  chooseMethod,
  fillCard,
  headerBalance,
  registerPlayer,
} from './cashbox-kit.ts';

// Issue 8 section 3, browser journeys: card deposits through the cashbox (success, decline, 3-D Secure challenge).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a card deposit', () => {
  test('succeeds with 4242, is declined with 4000 0000 0000 0002, and passes a 3-D Secure challenge', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await registerPlayer(context, 'card-deposit');
      await visit(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const dialog = cashboxDialog(page, 'Deposit');
      await chooseMethod(dialog, 'Visa / Mastercard');
      // Spec 01 section 9: a first deposit starts at 50.
      const amount = dialog.getByRole('textbox', { name: 'Amount (CAD)' });
      expect(await amount.inputValue()).toBe('50');
      expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await fillCard(dialog, '4242 4242 4242 4242');
      await dialog.getByRole('button', { name: 'Deposit $50.00' }).click();
      await dialog.getByRole('heading', { name: 'Deposit successful' }).waitFor();
      // The header's balance follows the deposit (the accounts query is asked for again).
      await expect.poll(() => headerBalance(page).textContent()).toBe('$50.00');
      await snapshot(page, 'cashbox-deposit-success');

      // A declined card: the result says why, nothing is credited.
      await dialog.getByRole('button', { name: 'Deposit again' }).click();
      await chooseMethod(dialog, 'Visa / Mastercard');
      await dialog.getByRole('textbox', { name: 'Amount (CAD)' }).fill('20');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      // The saved card is offered first; this deposit uses a new card.
      await dialog.getByRole('radio', { name: 'New details' }).check();
      await fillCard(dialog, '4000 0000 0000 0002');
      await dialog.getByRole('button', { name: 'Deposit $20.00' }).click();
      await dialog.getByRole('heading', { name: 'Deposit not completed' }).waitFor();
      await dialog.getByText('Your card was declined.').waitFor();
      expect(await headerBalance(page).textContent()).toBe('$50.00');

      // 3-D Secure: the issuer's page asks for the password and sends the player back to the result.
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await chooseMethod(dialog, 'Visa / Mastercard');
      await dialog.getByRole('textbox', { name: 'Amount (CAD)' }).fill('100');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('radio', { name: 'New details' }).check();
      await fillCard(dialog, '4000 0027 6000 3184');
      await dialog.getByRole('button', { name: 'Deposit $100.00' }).click();
      await page.waitForURL('**/sandbox/3ds/**');
      await page.getByLabel('Password').fill('password');
      await page.getByRole('button', { name: 'Confirm' }).click();
      // Back from the issuer: a first page, so the page behind is main and the result is on top.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
      const result = cashboxDialog(page, 'Deposit');
      await result.getByRole('heading', { name: 'Deposit successful' }).waitFor();
      await result.getByText('$100.00').waitFor();
      await expect.poll(() => headerBalance(page).textContent()).toBe('$150.00');
    } catch (error) {
      await snapshot(page, 'cashbox-deposit');
      throw error;
    } finally {
      await context.close();
    }
  }, 150_000);

  test('a one-click deposit with the saved card on a phone', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await registerPlayer(context, 'one-click');
      await visit(page, '/');
      // The mobile bottom bar's Deposit button (spec 02 section 2).
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: 'Deposit' })
        .click();
      const dialog = cashboxDialog(page, 'Deposit');
      await chooseMethod(dialog, 'Visa / Mastercard');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await fillCard(dialog, '4242 4242 4242 4242');
      await dialog.getByRole('button', { name: 'Deposit $50.00' }).click();
      await dialog.getByRole('heading', { name: 'Deposit successful' }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).first().click();

      // A link to /deposit-fast opened from outside: the one-click deposit over main.
      await visit(page, '/deposit-fast');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/');
      const fast = cashboxDialog(page, 'One-click deposit');
      await fast.getByRole('radio', { name: 'Visa •••• 4242' }).waitFor();
      expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
      await snapshot(page, 'cashbox-one-click-phone');
      await fast.getByRole('textbox', { name: 'Amount (CAD)' }).fill('25');
      await fast.getByRole('button', { name: 'Deposit now' }).click();
      await fast.getByRole('heading', { name: 'Deposit successful' }).waitFor();
      await expect
        .poll(() => page.request.get('/api/player/accounts').then((r) => r.json()))
        .toEqual([expect.objectContaining({ currency: 'CAD', amount_cents: 7500 })]);
    } catch (error) {
      await snapshot(page, 'cashbox-one-click');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});
