import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { TESTER_PASSWORD } from '#server/db/seed/testers.ts';
import { launchBrowser, newVisitor, signInThroughApi, snapshot, visit } from './browser.ts';

// Issue 2, browser journeys: the router guards of spec 01 section 2 ("Router guards").

const TESTER = 'tester@open-casino.local';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('router guards', () => {
  test('a guest opening a profile page is sent to registration with the full path, and lands there after logging in', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      // The server answers the redirect itself (no flash of the profile).
      const answer = await context.request.get('/profile/security', { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/registration?redirect=%2Fprofile%2Fsecurity');

      await visit(page, '/profile/security');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/registration');
      expect(url.searchParams.get('redirect')).toBe('/profile/security');
      const registration = page.getByRole('dialog', { name: 'Create your account' });

      // Already a player: the popup's "Log in" keeps the redirect query, and logging in goes back to the page.
      await registration.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(
        (next) =>
          next.pathname === '/login' && next.searchParams.get('redirect') === '/profile/security',
      );
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('textbox', { name: 'E-mail' }).fill(TESTER);
      await login.getByLabel('Password', { exact: true }).fill(TESTER_PASSWORD);
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((next) => next.pathname === '/profile/security');
      await page.getByRole('region', { name: /Two-factor authentication/ }).waitFor();
    } catch (error) {
      await snapshot(page, 'guards-guest-profile');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a signed-in player opening /registration is sent to the lobby', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await signInThroughApi(context, TESTER, TESTER_PASSWORD);
      const answer = await context.request.get('/registration', { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe('/');

      await visit(page, '/registration');
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Create your account' }).count()).toBe(0);
    } catch (error) {
      await snapshot(page, 'guards-signed-in-registration');
      throw error;
    } finally {
      await context.close();
    }
  });

  test('a trailing slash answers 301 to the path without it, keeping the query and the locale prefix', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      for (const [from, to] of [
        ['/support/', '/support'],
        ['/support/?ref=mail', '/support?ref=mail'],
        ['/de/support/', '/de/support'],
      ] as const) {
        const answer = await context.request.get(from, { maxRedirects: 0 });
        expect(answer.status(), from).toBe(301);
        expect(answer.headers()['location'], from).toBe(to);
      }
      const response = await visit(page, '/support/');
      expect(new URL(page.url()).pathname).toBe('/support');
      expect(response?.status()).toBe(200);
    } catch (error) {
      await snapshot(page, 'guards-trailing-slash');
      throw error;
    } finally {
      await context.close();
    }
  });
});
