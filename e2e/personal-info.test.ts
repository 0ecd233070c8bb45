import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DESKTOP,
  PASSWORD,
  PHONE,
  launchBrowser,
  newVisitor,
  registerThroughApi,
  seriousA11yViolations,
  snapshot,
  uniqueEmail,
  visit,
} from './browser.ts';

// Spec 01 sections 2 and 5: the personal-info modal is forced on fiat players missing phone, names, birth date,
// country, city, address or postal code; it cannot be dismissed and closes once the server has a complete profile.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A CAD player registered with only what the registration form asks (currency, country, birth date). */
async function incompleteFiatPlayer(context: BrowserContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await registerThroughApi(context, email, PASSWORD, {
    currency: 'CAD',
    country: 'CA',
    date_of_birth: '1990-04-12',
  });
  return email;
}

const personalInfo = (page: Page) => page.getByRole('dialog', { name: 'Complete your profile' });

/** Readable in the failure message: rule, help and the first elements. */
async function violations(page: Page): Promise<string[]> {
  return (await seriousA11yViolations(page, '[role="dialog"]')).map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Lets the page settle (requests done, effects run) before checking that something did not happen. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

describe('the forced personal-info modal', () => {
  test('opens for an incomplete CAD player, cannot be dismissed, shows field errors, closes once saved and stays closed', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    const patches: number[] = [];
    page.on('response', (response) => {
      if (
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === '/api/player'
      )
        patches.push(response.status());
    });
    try {
      await incompleteFiatPlayer(context, 'personal-info');
      await visit(page, '/');
      const modal = personalInfo(page);
      await modal.getByRole('textbox', { name: 'First name' }).waitFor();
      // What registration gave is filled in; the birth date is once-set, so it shows read-only.
      expect(await modal.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('CA');
      expect(await modal.getByRole('combobox', { name: 'Year' }).isDisabled()).toBe(true);
      expect(await modal.getByRole('button', { name: /close/i }).count()).toBe(0);
      expect(await violations(page)).toEqual([]);

      // Blocking: neither Escape nor a click on the overlay closes it, and the keyboard cannot reach the page behind.
      await page.keyboard.press('Escape');
      await page.locator('.modal-overlay').click({ position: { x: 8, y: 8 } });
      await settle(page);
      expect(await modal.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      await modal.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await modal.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await modal.getByRole('textbox', { name: 'Mobile phone' }).fill('call me 12');
      await modal.getByRole('textbox', { name: 'City' }).fill('Toronto');
      await modal.getByRole('textbox', { name: 'Address' }).fill('1 Front Street');
      await modal.getByRole('textbox', { name: 'Postal code' }).fill('M5J 2X2');
      // Spec 01 section 4: the province comes from the postal code's first letter.
      await modal.getByText('Filled in from your postal code.').waitFor();
      expect(await modal.getByRole('combobox', { name: 'State or province' }).inputValue()).toBe(
        'Ontario',
      );

      // A bad phone: the field's error, focus on it, nothing sent.
      await modal.getByRole('button', { name: 'Save and continue' }).click();
      const phone = modal.getByRole('textbox', { name: 'Mobile phone' });
      await modal.getByText('Enter a valid phone number (8 to 15 digits)').waitFor();
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await phone.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(patches).toEqual([]);
      expect(await violations(page)).toEqual([]);

      // The server judges too: it refuses the same phone with a 422 on the field.
      const refused = await context.request.patch('/api/player', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { context: 'deposit', player: { mobile_phone: 'call me 12' } },
      });
      expect(refused.status()).toBe(422);
      expect((await refused.json()).errors.mobile_phone).toEqual(['VALIDATION.PHONE_INVALID']);

      // A rule only the server applies (player_fields' length bound): its 422 shows on the field, with the bound.
      await phone.fill('+1 416 555 0142');
      await modal.getByRole('textbox', { name: 'City' }).fill('T'.repeat(60));
      await modal.getByRole('button', { name: 'Save and continue' }).click();
      await modal.getByText('Enter at most 50 characters').waitFor();
      expect(patches).toEqual([422]);
      expect(await modal.isVisible()).toBe(true);

      await modal.getByRole('textbox', { name: 'City' }).fill('Toronto');
      await modal.getByRole('button', { name: 'Save and continue' }).click();
      await modal.waitFor({ state: 'detached' });
      expect(patches).toEqual([422, 204]);
      await page.getByText('Your details are saved.').waitFor();

      const player = await (await context.request.get('/api/player')).json();
      expect(player).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        mobile_phone: '+1 416 555 0142',
        date_of_birth: '1990-04-12',
        country: 'CA',
        city: 'Toronto',
        address: '1 Front Street',
        postal_code: 'M5J 2X2',
        state: 'Ontario',
      });

      // Complete now: a reload does not bring it back.
      await visit(page, '/');
      await settle(page);
      expect(await personalInfo(page).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'personal-info-journey');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('waits on the legal pages and opens once the player goes on to the lobby', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    try {
      await incompleteFiatPlayer(context, 'personal-info-legal');
      await visit(page, '/privacy-policy');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      expect(await personalInfo(page).count()).toBe(0);

      // A client-side navigation: the header's logo leads to the lobby.
      await page.getByRole('banner').getByRole('link', { name: 'OpenCasino' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await personalInfo(page).getByRole('textbox', { name: 'First name' }).waitFor();
    } catch (error) {
      await snapshot(page, 'personal-info-legal');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a crypto (BTC) player with the same empty profile is not asked', async () => {
    const { context, page } = await newVisitor(browser, { viewport: DESKTOP });
    try {
      await registerThroughApi(context, uniqueEmail('personal-info-btc'), PASSWORD, {
        currency: 'BTC',
        country: 'CA',
        date_of_birth: '1990-04-12',
      });
      await visit(page, '/');
      await settle(page);
      expect(await personalInfo(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('on a phone it is reachable, scrolls within the screen and has no serious axe violation with errors shown', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    try {
      await incompleteFiatPlayer(context, 'personal-info-phone');
      await visit(page, '/');
      const modal = personalInfo(page);
      await modal.getByRole('textbox', { name: 'First name' }).waitFor();
      expect(await violations(page)).toEqual([]);
      const box = await modal.boundingBox();
      expect(
        box && box.width <= PHONE.width && box.y >= 0 && box.y + box.height <= PHONE.height,
      ).toBe(true);

      // An empty save: every missing field says so; the submit button is reached by scrolling inside the modal.
      await modal.getByRole('button', { name: 'Save and continue' }).click();
      await modal
        .getByRole('textbox', { name: 'First name' })
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      expect(await modal.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(6);
      expect(await violations(page)).toEqual([]);
    } catch (error) {
      await snapshot(page, 'personal-info-phone');
      throw error;
    } finally {
      await context.close();
    }
  });
});
