import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  PASSWORD,
  baseURL,
  launchBrowser,
  newVisitor,
  readOutbox,
  registerThroughApi,
  signOutThroughMenu,
  snapshot,
  uniqueEmail,
  visit,
} from './browser.ts';

// Issue 2, browser journeys: register -> confirm the e-mail from the outbox -> sign in -> edit the profile -> sign out.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new player', () => {
  test('registers, confirms the e-mail from the outbox, signs in, edits the profile and signs out', async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail('journey');
    try {
      // Register: the popup of /registration over the lobby (spec 01 section 2).
      await visit(page, '/registration');
      const registration = page.getByRole('dialog', { name: 'Create your account' });
      await registration.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await registration.getByLabel('Password', { exact: true }).fill(PASSWORD);
      // A crypto account: the personal-info popup is forced only on fiat players (spec 01 section 5).
      await registration.getByLabel('Currency').selectOption('BTC');
      await registration.getByLabel('Day').selectOption('12');
      await registration.getByLabel('Month').selectOption('04');
      await registration.getByLabel('Year').selectOption('1990');
      await registration.getByRole('checkbox', { name: /I am of legal age/ }).check();
      await registration.getByRole('button', { name: 'Sign up' }).click();
      await registration.waitFor({ state: 'detached' });

      // Signed in and unconfirmed: the header notice (spec 01 section 4).
      const notice = page.getByText(`Please confirm your e-mail ${email}.`);
      await notice.waitFor();

      // The confirmation e-mail, read from the development outbox, links to /confirmation on this site.
      const mails = await readOutbox(email);
      const confirmation = mails.find((mail) => mail.template === 'confirmation');
      const link = confirmation?.links.find((href) => href.includes('confirmation_token='));
      expect(link?.startsWith(`${baseURL()}/confirmation?confirmation_token=`)).toBe(true);

      await visit(page, link ?? '');
      const confirmed = page.getByRole('dialog', { name: 'E-mail confirmed' });
      await confirmed.getByText('Thank you! Your e-mail address is confirmed.').waitFor();
      await confirmed.getByRole('button', { name: 'Continue' }).click();
      await confirmed.waitFor({ state: 'detached' });
      await notice.waitFor({ state: 'detached' });
      // Closing the popup goes to the lobby; a menu opened before that navigation lands would close with it.
      await page.waitForURL((url) => url.pathname === '/');

      // Sign out, then sign in through the header's login popup.
      await signOutThroughMenu(page);
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.waitFor({ state: 'detached' });

      // Edit the profile: /profile opens its first tab, the personal data form.
      await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
      await page.waitForURL('**/profile/main');
      const form = page.getByRole('region', { name: 'Personal details' });
      // An empty save shows the fields the server requires for editing (GET /api/info/player_fields).
      await form.getByRole('button', { name: 'Save changes' }).click();
      await form
        .getByRole('textbox', { name: 'First name' })
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();

      await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await form
        .getByRole('textbox', { name: 'Nickname' })
        .fill(`Ada${Date.now().toString(36).slice(-6)}`);
      await form.getByRole('combobox', { name: 'Gender' }).selectOption('f');
      await form.getByRole('textbox', { name: 'Mobile phone' }).fill('+1 514 555 0142');
      await form.getByRole('textbox', { name: 'City' }).fill('Montréal');
      await form.getByRole('textbox', { name: 'Address' }).fill('1 Rue Sainte-Catherine');
      await form.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
      // Spec 01 section 4: an empty Canadian province is derived from the postal code's first letter.
      const state = form.getByRole('combobox', { name: 'State or province' });
      await form.getByText('Filled in from your postal code.').waitFor();
      expect(await state.inputValue()).toBe('Quebec');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Your details are saved.').waitFor();

      // The server kept the change: a fresh load of the page shows it, and the account is confirmed.
      await visit(page, '/profile/main');
      expect(await form.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ada');
      expect(await form.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Montréal');
      expect(await form.getByRole('combobox', { name: 'State or province' }).inputValue()).toBe(
        'Quebec',
      );
      await page
        .getByRole('region', { name: 'Account' })
        .getByText('Confirmed', { exact: true })
        .waitFor();

      // Sign out: the session is gone on the server too, so the profile sends the guest to registration.
      await signOutThroughMenu(page);
      const profile = await context.request.get('/profile/main', { maxRedirects: 0 });
      expect(profile.status()).toBe(302);
      expect(profile.headers()['location']).toBe('/registration?redirect=%2Fprofile%2Fmain');
    } catch (error) {
      await snapshot(page, 'account-journey');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a confirmation link opened in another browser confirms the e-mail without signing in, then offers the log-in', async () => {
    const registering = await newVisitor(browser);
    const email = uniqueEmail('confirm-elsewhere');
    await registerThroughApi(registering.context, email);
    await registering.context.close();
    const link = (await readOutbox(email))
      .find((mail) => mail.template === 'confirmation')
      ?.links.find((href) => href.includes('confirmation_token='));

    const { context, page } = await newVisitor(browser);
    try {
      await visit(page, link ?? '');
      const confirmed = page.getByRole('dialog', { name: 'E-mail confirmed' });
      await confirmed.getByText('Thank you! Your e-mail address is confirmed.').waitFor();
      // Still a guest: the header offers the log-in, and so does the popup.
      expect(await (await context.request.get('/api/player')).json()).not.toHaveProperty('id');
      await confirmed.getByRole('button', { name: 'Log in to play' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await login.waitFor({ state: 'detached' });
      // Confirmed: no unconfirmed-e-mail notice for this player.
      await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByText(`Please confirm your e-mail ${email}.`).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'confirm-elsewhere');
      throw error;
    } finally {
      await context.close();
    }
  });
});
