import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { TESTER_PASSWORD } from '#server/db/seed/testers.ts';
import { DESKTOP, PHONE, launchBrowser, signInThroughApi, visit } from './browser.ts';
import {
  XHR,
  a11yProblems,
  asVisitor,
  collectionGames,
  en,
  openSearch,
  tiles,
} from './lobby-kit.ts';

// Issue 3: axe-core (WCAG 2.x A and AA) finds no serious or critical violation on the lobby with every row loaded,
// a category page, the search popup with results, the favourites page of a signed-in player and a CMS page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('accessibility on %s', (label, viewport) => {
  test('the lobby, every row loaded', async () => {
    await asVisitor(browser, `a11y-lobby-rows-${label}`, { viewport }, async (page, context) => {
      await visit(page, '/');
      // The last row of the lobby menu comes as a heading; its games load once it nears the screen, in the API's order.
      const lastRow = page.getByRole('region', { name: en('CATEGORIES', 'FISHING') });
      await lastRow.scrollIntoViewIfNeeded();
      const [first] = await collectionGames(context, 'fishing', 1);
      await expect.poll(() => tiles(lastRow).first().getAttribute('aria-label')).toBe(first?.title);
      expect(await a11yProblems(page)).toEqual([]);
    });
  });

  test('a category page, after infinite scroll added a page', async () => {
    await asVisitor(browser, `a11y-category-${label}`, { viewport }, async (page) => {
      await visit(page, '/pokies/all');
      const grid = page.getByRole('list', { name: en('GAMES', 'HEADING.POKIES_ALL') });
      await tiles(grid).last().scrollIntoViewIfNeeded();
      await tiles(grid).nth(40).waitFor();
      // Back to the top: axe reports tile links half under the sticky header as obscured targets.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await a11yProblems(page)).toEqual([]);
    });
  });

  test('the search popup, with results and with none', async () => {
    await asVisitor(browser, `a11y-search-${label}`, { viewport }, async (page) => {
      // Over a light page: axe then spends its time on the popup, not on the lobby's hundreds of tiles behind it.
      await visit(page, '/privacy-policy');
      const popup = await openSearch(page);
      const field = popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') });
      await field.fill('book');
      await tiles(popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }))
        .first()
        .waitFor();
      expect(await a11yProblems(page)).toEqual([]);

      await field.fill('qzxv nothing');
      await popup.getByText(en('SEARCH_POPUP', 'LIST_EMPTY'), { exact: true }).first().waitFor();
      await tiles(popup.getByRole('region', { name: en('SEARCH_POPUP', 'RECOMMENDED') }))
        .first()
        .waitFor();
      expect(await a11yProblems(page)).toEqual([]);
    });
  });
});

test('the favourites page of a signed-in player, with a favourite on it', async () => {
  await asVisitor(browser, 'a11y-favourites', {}, async (page, context) => {
    await signInThroughApi(context, 'tester@open-casino.local', TESTER_PASSWORD);
    const [game] = await collectionGames(context, 'top', 1);
    if (!game) throw new Error('no top game');
    // The tester plays in EUR (apps/server/src/db/seed/testers.ts): the favourite is stored under that currency's id.
    const entryId =
      game.currencies.EUR?.id ?? Math.min(...Object.values(game.currencies).map((c) => c.id));
    expect(
      (await context.request.put(`/api/player/favorite_games/${entryId}`, { headers: XHR })).ok(),
    ).toBe(true);
    try {
      await visit(page, '/favorite-games');
      const list = page.getByRole('list', { name: en('ROUTER', 'TITLE_FAVORITES') });
      await list.getByRole('article', { name: game.title, exact: true }).waitFor();
      expect(await a11yProblems(page)).toEqual([]);
    } finally {
      await context.request.delete(`/api/player/favorite_games/${entryId}`, { headers: XHR });
    }
  });
});

test('a CMS page (/privacy-policy)', async () => {
  await asVisitor(browser, 'a11y-cms', {}, async (page) => {
    await visit(page, '/privacy-policy');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await a11yProblems(page)).toEqual([]);
  });
});
