import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { currentTotp } from '#server/modules/auth/totp.ts';
import {
  PASSWORD,
  launchBrowser,
  newVisitor,
  registerThroughApi,
  signOutThroughMenu,
  snapshot,
  uniqueEmail,
  visit,
} from './browser.ts';

// Issue 2, browser journeys: enable two-factor authentication on /profile/security, then sign in with a code.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A code the server refuses now: none of the previous, current or next step's codes. */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((offset) =>
    currentTotp(secret, new Date(Date.now() + offset)),
  );
  return (
    ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '444444'
  );
}

describe('two-factor authentication', () => {
  test('a player turns it on with the secret shown on the page and then signs in with a code', async () => {
    const { context, page } = await newVisitor(browser);
    const email = uniqueEmail('2fa');
    try {
      await registerThroughApi(context, email);
      await visit(page, '/profile/security');
      const card = page.getByRole('region', { name: /Two-factor authentication/ });
      await card.getByText('Off', { exact: true }).waitFor();

      // The key typed into an authenticator app, shown in groups of four.
      const secret = (await card.getByLabel('Secret key').textContent())?.replace(/\s/g, '') ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await card.getByRole('textbox', { name: 'Authentication code' }).fill(currentTotp(secret));
      // Turning it on asks for the current password too.
      await card.getByRole('button', { name: 'Turn on' }).click();
      await card.getByText('This field is required').waitFor();
      await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await card.getByRole('button', { name: 'Turn on' }).click();
      await page.getByText('Two-factor authentication is on.').waitFor();
      await card.getByText('On', { exact: true }).waitFor();

      // Sign out, then log in: the password alone is not enough, the popup asks for the code.
      await signOutThroughMenu(page);
      await visit(page, '/login');
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();

      const second = page.getByRole('dialog', { name: 'Two-factor authentication' });
      const code = second.getByRole('textbox', { name: 'Authentication code' });
      // A wrong code is refused and the player stays signed out.
      await code.fill(wrongCode(secret));
      await second.getByRole('button', { name: 'Verify' }).click();
      await second.getByRole('alert').first().waitFor();
      expect(await (await context.request.get('/api/player')).json()).not.toHaveProperty('id');

      // Five wrong codes end the pending sign-in: the popup is back at the password with why.
      for (let attempt = 2; attempt <= 5; attempt++) {
        await code.fill(wrongCode(secret));
        await second.getByRole('button', { name: 'Verify' }).click();
        if (attempt < 5)
          await second.getByText('The one-time code is wrong or has expired').waitFor();
      }
      await login.getByText('For your safety the code step has ended.', { exact: false }).waitFor();
      await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await login.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await login.getByRole('button', { name: 'Log in' }).click();

      // The next step's code (an authenticator a few seconds ahead; the server allows one step of drift), never the
      // code that turned 2FA on.
      const signInAt = Date.now() + 30_000;
      await code.fill(currentTotp(secret, new Date(signInAt)));
      await second.getByRole('button', { name: 'Verify' }).click();
      await second.waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
      const player = await context.request.get('/api/player');
      expect(player.status()).toBe(200);
      expect(await player.json()).toMatchObject({ email, two_factor_enabled: true });

      // Turning it off takes a current code and the password, sent in the body of the DELETE.
      await visit(page, '/profile/security');
      const disabled = page.waitForRequest(
        (request) => request.method() === 'DELETE' && request.url().includes('/two_factor'),
      );
      // A code is good once and only one step ahead is accepted: wait for the clock to reach the step that signed in.
      const step = Math.floor(signInAt / 30_000);
      await page.waitForTimeout(Math.max(0, step * 30_000 - Date.now() + 200));
      await card
        .getByRole('textbox', { name: 'Authentication code' })
        .fill(currentTotp(secret, new Date(Date.now() + 30_000)));
      await card.getByLabel('Current password', { exact: true }).fill(PASSWORD);
      await card.getByRole('button', { name: 'Turn off' }).click();
      const request = await disabled;
      expect(new URL(request.url()).search).toBe('');
      expect(request.postDataJSON()).toMatchObject({ two_factor: { password: PASSWORD } });
      await page.getByText('Two-factor authentication is off.').waitFor();
    } catch (error) {
      await snapshot(page, 'two-factor');
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
});
