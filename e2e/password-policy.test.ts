import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, snapshot, uniqueEmail, visit } from './browser.ts';

// Issue 7: a common breached password is refused in the registration form, from a list loaded only while a password
// is being chosen, and on the server.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('common passwords', () => {
  test('the registration form refuses Password1 with its message; the list loads only once the field is used', async () => {
    const { context, page } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users')
        signUps.push(request.url());
    });
    try {
      await visit(page, '/registration');
      const registration = page.getByRole('dialog', { name: 'Create your account' });
      await registration.waitFor();
      expect(scripts.some((path) => path.includes('common-passwords'))).toBe(false);

      await registration.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('common'));
      await registration.getByLabel('Password', { exact: true }).fill('Password1');
      await registration.getByLabel('Day').selectOption('12');
      await registration.getByLabel('Month').selectOption('04');
      await registration.getByLabel('Year').selectOption('1990');
      await registration.getByRole('checkbox', { name: /I am of legal age/ }).check();
      await registration.getByRole('button', { name: 'Sign up' }).click();
      await registration
        .getByText('This password is too common and appears in lists of breached passwords.', {
          exact: false,
        })
        .waitFor();
      expect(scripts.some((path) => path.includes('common-passwords'))).toBe(true);
      // The browser answered on its own: nothing was sent.
      expect(signUps).toEqual([]);
    } catch (error) {
      await snapshot(page, 'password-policy');
      throw error;
    } finally {
      await context.close();
    }
  });
});
