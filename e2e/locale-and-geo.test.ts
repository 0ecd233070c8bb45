import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  newVisitor,
  registerThroughApi,
  snapshot,
  uniqueEmail,
  visit,
} from './browser.ts';

// Issue 2, browser journeys: the /de locale prefix renders German; a player's language choice is saved; a guest
// from a 451 country cannot register.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('languages and countries', () => {
  test('/de renders the site in German, and its links keep the prefix', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await visit(page, '/de');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Registrieren' }).waitFor();
      expect(await header.getByRole('link', { name: 'OpenCasino' }).getAttribute('href')).toBe(
        '/de',
      );

      // The registration popup speaks German too.
      await header.getByRole('button', { name: 'Registrieren' }).click();
      await page.getByRole('dialog', { name: 'Konto erstellen' }).waitFor();
    } catch (error) {
      await snapshot(page, 'locale-de');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a signed-in player switching to Deutsch: the locale is saved on the server before the German page loads', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await registerThroughApi(context, uniqueEmail('locale'));
      await visit(page, '/support');
      // The order of what the browser did: the save must be answered before the next document is asked for.
      const order: string[] = [];
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/player/update_locale')
          order.push(`saved ${request.method()}`);
      });
      page.on('request', (request) => {
        if (request.resourceType() === 'document')
          order.push(`document ${new URL(request.url()).pathname}`);
      });
      const footer = page.getByRole('contentinfo');
      await footer.locator('.language-picker summary').click();
      await footer.getByRole('link', { name: 'Deutsch' }).click();
      await page.waitForURL((url) => url.pathname === '/de/support');
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      expect(order).toEqual(['saved PATCH', 'document /de/support']);
      const player = (await (await context.request.get('/api/player')).json()) as {
        language: string;
      };
      expect(player.language).toBe('de');
    } catch (error) {
      await snapshot(page, 'locale-picker-player');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a guest from a fully restricted country (451) cannot register', async () => {
    const { context, page } = await newVisitor(browser, { country: 'US' });
    try {
      const response = await visit(page, '/registration');
      expect(response?.status()).toBe(451);
      await page
        .getByRole('heading', { name: 'Registration restricted in your country' })
        .waitFor();
      expect(await page.getByRole('dialog', { name: 'Create your account' }).count()).toBe(0);
      // The header offers neither registration nor login (spec 02 section 6).
      expect(await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).count()).toBe(
        0,
      );

      // The server enforces it: the registration call itself is refused and no account exists afterwards.
      const email = uniqueEmail('us');
      const answer = await context.request.post('/api/users', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: {
          user: {
            email,
            password: 'Journey-Pass-2026',
            currency: 'USD',
            date_of_birth: '1990-04-12',
            terms_acceptance: true,
          },
        },
      });
      expect(answer.status()).toBe(403);
      expect(await (await context.request.get('/api/player')).json()).not.toHaveProperty('id');
    } catch (error) {
      await snapshot(page, 'geo-451');
      throw error;
    } finally {
      await context.close();
    }
  });
});
