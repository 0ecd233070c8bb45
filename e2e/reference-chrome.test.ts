import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  PHONE,
  launchBrowser,
  newVisitor,
  registerThroughApi,
  uniqueEmail,
  visit,
} from './browser.ts';

// Issue 7 section 2, the chrome a reference-client visitor expects (spec 02 section 2): the Lobby link is active on
// the lobby's game lists (paths under /categories and /games), and the payment-method tables show guests a Register
// button. In Chromium against the built casino.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asVisitor(
  options: { viewport?: { width: number; height: number } },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { context, page } = await newVisitor(browser, { country: 'CA', ...options });
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** The header's Lobby link and whether it is marked as the current page (class and aria-current). */
async function headerLobby(page: Page): Promise<{ active: boolean; current: string | null }> {
  const link = page.locator('header a.header__link[href="/"]');
  await link.waitFor();
  return {
    active: (await link.getAttribute('class'))?.split(/\s+/).includes('active') ?? false,
    current: await link.getAttribute('aria-current'),
  };
}

describe('spec 02 section 2: "/ main lobby with banner; also active for paths starting /categories or /games"', () => {
  test.each(['/', '/categories/top', '/categories/new', '/games/top'])(
    'the header Lobby link is active on %s',
    async (path) => {
      await asVisitor({}, async (page) => {
        await visit(page, path);
        expect(await headerLobby(page)).toEqual({ active: true, current: 'page' });
      });
    },
  );

  test('it is not active on the pokies list, where the Pokies link is', async () => {
    await asVisitor({}, async (page) => {
      await visit(page, '/pokies/all');
      expect(await headerLobby(page)).toEqual({ active: false, current: null });
      const pokies = page.locator('header a.header__link[href="/pokies/all"]');
      expect(await pokies.getAttribute('aria-current')).toBe('page');
    });
  });

  test('following a lobby row to its category keeps the Lobby link active (client-side navigation)', async () => {
    await asVisitor({}, async (page) => {
      await visit(page, '/pokies/all');
      expect((await headerLobby(page)).active).toBe(false);
      await page.locator('header .header__logo').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('region', { name: 'Top games' })
        .getByRole('link', { name: /^All/ })
        .click();
      await page.waitForURL('**/categories/top');
      await expect.poll(async () => (await headerLobby(page)).active).toBe(true);
    });
  });

  test("on a phone the bottom bar's lobby is active under /categories", async () => {
    await asVisitor({ viewport: PHONE }, async (page) => {
      await visit(page, '/categories/top');
      const lobby = page.locator('a.bottom-bar__item[href="/"]');
      expect(await lobby.getAttribute('aria-current')).toBe('page');
    });
  });
});

describe('spec 02 section 2: "Payment method tables with a Register button for guests"', () => {
  test('a guest on /payments gets a Register button that opens registration', async () => {
    await asVisitor({}, async (page) => {
      await visit(page, '/payments');
      expect(await page.locator('table.cms-payments').count()).toBeGreaterThan(0);
      const register = page.locator('main').getByRole('link', { name: 'Register' });
      await register.click();
      await page.waitForURL('**/registration');
    });
  });

  test('a signed-in player on /payments gets none', async () => {
    await asVisitor({}, async (page, context) => {
      await registerThroughApi(context, uniqueEmail('payments-register'));
      await visit(page, '/payments');
      await page.locator('table.cms-payments').first().waitFor();
      expect(await page.locator('main').getByRole('link', { name: 'Register' }).count()).toBe(0);
    });
  });
});
