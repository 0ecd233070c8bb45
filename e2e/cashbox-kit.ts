import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FULL_PROFILE, registerThroughApi, uniqueEmail } from './browser.ts';

// Shared steps of the cashbox journeys: a player with a wallet, a card deposit through the API, the cashbox dialog.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A signed-in player with a complete profile in `currency` (default CAD). */
export async function registerPlayer(
  context: BrowserContext,
  label: string,
  currency = 'CAD',
): Promise<string> {
  const email = uniqueEmail(label);
  await registerThroughApi(context, email, undefined, { ...FULL_PROFILE, currency });
  return email;
}

/** A succeeded card deposit through POST /api/player/payments/deposit (sandbox card 4242 4242 4242 4242). */
export async function depositThroughApi(
  context: BrowserContext,
  currency: string,
  amountCents: number,
): Promise<void> {
  const response = await context.request.post('/api/player/payments/deposit', {
    headers: {
      ...XHR,
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      currency,
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
  if (response.status() !== 201)
    throw new Error(`deposit: ${response.status()} ${await response.text()}`);
}

/** The cashbox dialog, by its title (Deposit, Withdraw, Cashbox, One-click deposit). */
export const cashboxDialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title });

/** Picks a method tile in an open cashbox step. */
export async function chooseMethod(dialog: Locator, title: string): Promise<void> {
  await dialog.locator('.cashbox-method', { hasText: title }).click();
}

/** Fills the card fields of the deposit's details step. */
export async function fillCard(dialog: Locator, number: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('1234');
  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('JO JOURNEY');
  await dialog.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
}

/** The header's balance text (the active wallet's total). */
export const headerBalance = (page: Page): Locator =>
  page.getByRole('banner').locator('.balance__amount');
