import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newVisitor, snapshot, visit } from './browser.ts';
import { message } from './lobby-kit.ts';

// Issue 2, browser journeys: on a phone (390x844) the bottom bar shows and the side menu opens with the local time
// and the language picker (spec 02 section 2).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('mobile chrome', () => {
  test('the bottom bar is visible and its menu button opens the side menu with the local time and the language picker', async () => {
    const { context, page } = await newVisitor(browser, {
      viewport: PHONE,
      cookiesAccepted: false,
    });
    try {
      await visit(page, '/');

      // The cookie banner of a first visit goes away once accepted.
      const banner = page.getByRole('region', { name: 'Cookies' });
      await banner.getByRole('button', { name: 'Accept' }).click();
      await banner.waitFor({ state: 'detached' });

      const bar = page.getByRole('navigation', { name: 'Quick navigation' });
      expect(await bar.isVisible()).toBe(true);
      const box = await bar.boundingBox();
      expect(box && box.y + box.height).toBeCloseTo(PHONE.height, -1);

      await bar.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByText(/Local time \d{1,2}:\d{2}/).waitFor();
      const picker = menu.getByText(/Language: /);
      await picker.click();
      const german = menu.getByRole('link', { name: 'Deutsch' });
      await german.waitFor();
      expect(await german.getAttribute('href')).toBe('/de');

      // Closing returns to the page.
      await menu.getByRole('button', { name: 'Close' }).click();
      await menu.waitFor({ state: 'detached' });
    } catch (error) {
      await snapshot(page, 'mobile-chrome');
      throw error;
    } finally {
      await context.close();
    }
  });

  test.each([
    ['/', 'en'],
    ['/de', 'de'],
    ['/fr-CA', 'fr-CA'],
    ['/et', 'et'],
    ['/no', 'no'],
    ['/pokies/all', 'en'],
    ['/de/live/all', 'de'],
  ])(
    '%s fits a 360 px phone: nothing sticks out sideways, the sign-up button and the bottom bar are on screen',
    async (path, locale) => {
      const { context, page } = await newVisitor(browser, {
        viewport: { width: 360, height: 740 },
      });
      try {
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        const signUp = page
          .getByRole('banner')
          .getByRole('button', { name: message(locale, 'HEADER', 'SIGN_UP') });
        const bar = page.getByRole('navigation', {
          name: message(locale, 'HEADER', 'MOBILE_NAVIGATION'),
        });
        for (const control of [signUp, bar]) {
          const box = await control.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
        }
      } catch (error) {
        await snapshot(page, `phone-fit${path.replace(/\//g, '-')}`);
        throw error;
      } finally {
        await context.close();
      }
    },
  );
});
