import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  PHONE,
  launchBrowser,
  newVisitor,
  readOutbox,
  registerThroughApi,
  seriousA11yViolations,
  snapshot,
  uniqueEmail,
  visit,
} from './browser.ts';

// Issue 9 section 4: a deposit limit set on /profile/limits holds on the server (a deposit over it is refused, the
// page shows the spec's warning once it is reached); a raise waits and says when it may take effect.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A card deposit made by the signed-in player of `context` (the cashbox's call), answered as the server answers it. */
async function deposit(context: BrowserContext, amountCents: number) {
  const response = await context.request.post('/api/player/payments/deposit', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': randomUUID() },
    data: {
      currency: 'CAD',
      amount_cents: amountCents,
      method: 'visa_mastercard',
      fields: {
        card_number: '4242 4242 4242 4242',
        card_expiry: '12/34',
        card_holder: 'JO JOURNEY',
        card_cvc: '123',
      },
    },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

describe('responsible gaming limits', () => {
  test.each([
    ['phone', PHONE],
    ['desktop', { width: 1440, height: 900 }],
  ])(
    'on a %s: a deposit limit refuses a deposit over it; a raise says when it may take effect',
    async (label, viewport) => {
      const { context, page } = await newVisitor(browser, { viewport });
      const email = uniqueEmail(`limits-${label}`);
      try {
        await registerThroughApi(context, email);
        await visit(page, '/profile/limits');
        await page.getByText('You have not set any limits yet.').waitFor();

        const form = page.getByRole('region', { name: 'Set a limit' });
        await form.getByRole('combobox', { name: 'Limit' }).selectOption('deposit');
        await form.getByRole('combobox', { name: 'Period' }).selectOption('day');
        await form.getByRole('textbox', { name: 'Amount (CAD)' }).fill('100');
        await form.getByRole('button', { name: 'Set limit' }).click();
        await page.getByText('Your limit is saved.').waitFor();
        const limit = page.getByRole('listitem', { name: 'Deposit limit · Daily' });
        await limit.getByText(/0\.00 of .*100\.00/).waitFor();

        // The server is the authority: within the limit goes through, over it is refused with what is left.
        expect((await deposit(context, 8_000)).status).toBe(201);
        const refused = await deposit(context, 3_000);
        expect(refused).toEqual({
          status: 422,
          body: {
            errors: { amount_cents: ['LIMITS.ERRORS.DEPOSIT_LIMIT_REACHED'] },
            remaining_amount_cents: 2_000,
            currency: 'CAD',
          },
        });
        expect((await deposit(context, 2_000)).status).toBe(201);
        await visit(page, '/profile/limits');
        await page.getByText('You have reached one of your limits.').waitFor();
        await limit.getByText('You have reached this limit.').waitFor();
        expect((await deposit(context, 100)).status).toBe(422);

        // A raise waits 24 hours and the e-mailed confirmation; the page says from when.
        await limit.getByRole('textbox', { name: 'New amount (CAD)' }).fill('500');
        await limit.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Request received: from', { exact: false }).waitFor();
        const pending = limit.getByTestId('limit-pending');
        await pending.waitFor();
        expect(await pending.textContent()).toMatch(
          /raise this limit to .*500\.00\. It can take effect from .+/,
        );
        await limit.getByText(/100\.00 of .*100\.00/).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await snapshot(page, `limits-${label}`);

        // The e-mailed link opens the public confirmation page; confirming before the 24 hours changes nothing.
        const [mail] = await readOutbox(email);
        expect(mail?.template).toBe('limit_change');
        const link = mail?.links.find((href) => href.includes('/profile/limits/confirm')) ?? '';
        await visit(page, new URL(link).pathname + new URL(link).search);
        await page.getByRole('button', { name: 'Confirm the change' }).click();
        await page.getByText('It is too early', { exact: false }).waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await snapshot(page, `limits-confirm-${label}`);

        // Cancelling the request keeps the limit as it is.
        await visit(page, '/profile/limits');
        await limit.getByRole('button', { name: 'Cancel request' }).click();
        await page.getByText('Your request is cancelled.', { exact: false }).waitFor();
        expect(await limit.getByTestId('limit-pending').count()).toBe(0);
      } catch (error) {
        await snapshot(page, `limits-${label}-failure`);
        throw error;
      } finally {
        await context.close();
      }
    },
  );
});
