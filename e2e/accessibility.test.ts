import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { TESTER_PASSWORD } from '#server/db/seed/testers.ts';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newVisitor,
  seriousA11yViolations,
  signInThroughApi,
  snapshot,
  visit,
} from './browser.ts';

// Issue 2: axe-core on the lobby, the registration popup and the profile finds no serious or critical violation.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Readable in the failure message: rule, help and the first elements. */
async function violations(page: Page, include?: string): Promise<string[]> {
  return (await seriousA11yViolations(page, include)).map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('accessibility on %s', (label, viewport) => {
  test('the lobby', async () => {
    const { context, page } = await newVisitor(browser, { viewport, cookiesAccepted: false });
    try {
      await visit(page, '/');
      // With the first-visit cookie banner on screen.
      await page.getByRole('region', { name: 'Cookies' }).waitFor();
      expect(await violations(page)).toEqual([]);
    } catch (error) {
      await snapshot(page, `a11y-lobby-${label}`);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('the registration popup', async () => {
    const { context, page } = await newVisitor(browser, { viewport });
    try {
      await visit(page, '/registration');
      const popup = page.getByRole('dialog', { name: 'Create your account' });
      await popup.getByRole('textbox', { name: 'E-mail' }).waitFor();
      // The popup itself: the lobby behind it has its own check above.
      expect(await violations(page, '[role="dialog"]')).toEqual([]);

      // Again with the field errors of an empty submit on screen.
      await popup.getByRole('button', { name: 'Sign up' }).click();
      await popup.getByRole('alert').first().waitFor();
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
    } catch (error) {
      await snapshot(page, `a11y-registration-${label}`);
      throw error;
    } finally {
      await context.close();
    }
  });

  test('the profile pages', async () => {
    const { context, page } = await newVisitor(browser, { viewport });
    try {
      await signInThroughApi(context, 'tester@open-casino.local', TESTER_PASSWORD);
      await visit(page, '/profile/main');
      await page.getByRole('region', { name: 'Personal details' }).waitFor();
      expect(await violations(page)).toEqual([]);

      await visit(page, '/profile/security');
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      expect(await violations(page)).toEqual([]);
    } catch (error) {
      await snapshot(page, `a11y-profile-${label}`);
      throw error;
    } finally {
      await context.close();
    }
  });
});
