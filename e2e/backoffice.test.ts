import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentTotp } from '#server/modules/auth/totp.ts';
import {
  OPERATOR_PASSWORD,
  OPERATOR_SEEDS,
  OPERATOR_TOTP_SECRET,
} from '#server/db/seed/operators.ts';
import {
  PHONE,
  launchBrowser,
  newVisitor,
  registerThroughApi,
  seriousA11yViolations,
  snapshot,
  uniqueEmail,
  visit,
  waitForHydration,
} from './browser.ts';

// Issue 8 section 2, the operators' first back office: a player's cashout waits in the queue at /backoffice until
// an operator (password, then the authenticator code) approves or rejects it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const operatorEmail = OPERATOR_SEEDS[0]?.email ?? '';

/** Deposits CA$100 by the sandbox card 4242 4242 4242 4242 and asks to cash CA$50 out by bank transfer. */
async function depositAndRequestCashout(context: BrowserContext): Promise<number> {
  const deposit = await context.request.post('/api/player/payments/deposit', {
    headers: { ...XHR, 'Idempotency-Key': `deposit-${crypto.randomUUID()}` },
    data: {
      currency: 'CAD',
      amount_cents: 10_000,
      method: 'visa_mastercard',
      fields: {
        card_number: '4242 4242 4242 4242',
        card_expiry: '12/34',
        card_holder: 'JO JOURNEY',
        card_cvc: '123',
      },
    },
  });
  expect(deposit.status()).toBe(201);
  expect((await deposit.json()).payment.state).toBe('succeeded');
  const cashout = await context.request.post('/api/player/payments/cashout', {
    headers: { ...XHR, 'Idempotency-Key': `cashout-${crypto.randomUUID()}` },
    data: {
      currency: 'CAD',
      amount_cents: 5_000,
      method: 'bank_transfer',
      fields: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Jo Journey' },
    },
  });
  expect(cashout.status()).toBe(201);
  return (await cashout.json()).payment.id as number;
}

/** Collects the page's Content-Security-Policy violations, from before its first script runs. */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** The screen passes axe (WCAG 2.2 AA, serious and critical) and runs under the CSP with no violation. */
async function expectCleanScreen(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
}

/** The sign-in page's two steps; `offsetMs` picks the code of a later step (a code is good once per operator). */
async function signInAsOperator(page: Page, offsetMs: number): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(operatorEmail);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await code.waitFor();
  await code.fill(currentTotp(OPERATOR_TOTP_SECRET, new Date(Date.now() + offsetMs)));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('back office', () => {
  test('a player cashes out, an operator signs in at /backoffice and approves, the player sees it succeeded', async () => {
    const player = await newVisitor(browser);
    const operator = await newVisitor(browser);
    await watchCspViolations(operator.context);
    try {
      await registerThroughApi(player.context, uniqueEmail('cashout'));
      const paymentId = await depositAndRequestCashout(player.context);

      // A player's session opens nothing: the back office sends them to its own sign-in.
      await visit(player.page, '/backoffice');
      expect(new URL(player.page.url()).pathname).toBe('/backoffice/sign-in');
      await player.page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
      // No player chrome in the back office.
      expect(await player.page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);

      const { page } = operator;
      await visit(page, `/backoffice/cashouts/${paymentId}`);
      expect(new URL(page.url()).pathname).toBe('/backoffice/sign-in');
      await expectCleanScreen(page);
      // A wrong password is refused on the spot.
      await page.getByRole('textbox', { name: 'E-mail' }).fill(operatorEmail);
      await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('The e-mail or password is wrong.').waitFor();

      await signInAsOperator(page, 0);
      // Back where the guard found the operator: the cashout they asked for.
      await page.waitForURL(`**/backoffice/cashouts/${paymentId}`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: new RegExp(`Cashout #${paymentId}`) }).waitFor();
      await expectCleanScreen(page);

      // The queue lists it, oldest first, with a link to the detail.
      await page.getByRole('navigation', { name: 'Back office' }).getByText('Cashouts').click();
      await page.getByRole('heading', { name: 'Pending cashouts' }).waitFor();
      await expectCleanScreen(page);
      await page.getByRole('link', { name: `Cashout #${paymentId}`, exact: true }).click();
      const detail = page.getByRole('region', { name: 'Player' });
      await detail.getByText('Jo Journey').waitFor();
      await page.getByRole('region', { name: 'Payment history' }).getByText('Deposit').waitFor();

      await page.getByRole('button', { name: 'Approve and pay out' }).click();
      await page.getByText('Approved and paid out.').waitFor();
      await page
        .getByRole('region', { name: 'Audit trail' })
        .getByText('Approved a cashout')
        .waitFor();
      await snapshot(page, 'backoffice-approved');

      const history = await player.context.request.get('/api/player/payments');
      const payments = (await history.json()) as { id: number; state: string; success: boolean }[];
      expect(payments.find((p) => p.id === paymentId)).toMatchObject({
        state: 'succeeded',
        success: true,
      });

      await page.getByRole('navigation', { name: 'Back office' }).getByText('Audit log').click();
      await page.getByRole('heading', { name: 'Audit log' }).waitFor();
      await page
        .getByRole('link', { name: `Cashout #${paymentId}` })
        .first()
        .waitFor();
      await expectCleanScreen(page);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
      await visit(page, '/backoffice/audit-log');
      expect(new URL(page.url()).pathname).toBe('/backoffice/sign-in');
    } finally {
      await player.context.close();
      await operator.context.close();
    }
  }, 120_000);

  test('on a phone the operator rejects a cashout with a reason, which the player then reads', async () => {
    const player = await newVisitor(browser);
    const operator = await newVisitor(browser, { viewport: PHONE });
    await watchCspViolations(operator.context);
    try {
      await registerThroughApi(player.context, uniqueEmail('rejected'));
      const paymentId = await depositAndRequestCashout(player.context);

      const { page } = operator;
      await visit(page, '/backoffice/sign-in');
      await signInAsOperator(page, 30_000);
      await page.getByRole('heading', { name: 'Pending cashouts' }).waitFor();
      await waitForHydration(page);
      await expectCleanScreen(page);
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );

      await page.getByRole('link', { name: `Cashout #${paymentId}`, exact: true }).click();
      await page.getByRole('button', { name: 'Reject cashout' }).waitFor();
      await expectCleanScreen(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The reason is required.
      await page.getByRole('button', { name: 'Reject cashout' }).click();
      await page.getByText('This field is required.').waitFor();
      await page
        .getByRole('textbox', { name: /Reason for rejecting/ })
        .fill('The bank account is not in your name.');
      await page.getByRole('button', { name: 'Reject cashout' }).click();
      await page.getByText('Rejected: the money went back to the player.').waitFor();
      await snapshot(page, 'backoffice-rejected-phone');

      const payments = (await (
        await player.context.request.get('/api/player/payments')
      ).json()) as { id: number; state: string; cancellation_reason?: string }[];
      expect(payments.find((p) => p.id === paymentId)).toMatchObject({
        state: 'rejected',
        cancellation_reason: 'The bank account is not in your name.',
      });
    } finally {
      await player.context.close();
      await operator.context.close();
    }
  }, 120_000);
});
