import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, visit } from './browser.ts';
import { asVisitor, en, openSearch, tiles } from './lobby-kit.ts';

// Issue 3, the game search popup (spec 02 section 5: "Game search starts only with more than 2 characters; input
// debounced 300 ms"; section 8: "empty result shows text SEARCH_POPUP.LIST_EMPTY with a specify hint and
// recommended games"), opened from the header of the built casino.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('search popup', () => {
  test('finds a game seen in the lobby by part of its title; choosing it closes the popup', async () => {
    await asVisitor(browser, 'search-results', {}, async (page) => {
      await visit(page, '/');
      // A seeded game the visitor has just seen: the fourth tile of the "New games" row.
      const seen = tiles(page.getByRole('region', { name: en('CATEGORIES', 'NEW') })).nth(3);
      const title = (await seen.getAttribute('aria-label')) ?? '';
      const word = title.split(' ').reduce((longest, w) => (w.length > longest.length ? w : longest), '');
      expect(word.length).toBeGreaterThan(2);

      const popup = await openSearch(page);
      const field = popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') });
      // Two characters are not a search yet.
      await field.fill(word.slice(0, 2));
      await popup.getByRole('status').getByText(en('SEARCH_POPUP', 'MIN_LENGTH_HINT', { count: 3 })).waitFor();
      expect(await popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }).count()).toBe(0);

      await field.fill(word.toLowerCase());
      const results = popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') });
      await results.getByRole('article', { name: title, exact: true }).waitFor();
      // Every game found has the word in its title, and the status counts them.
      const titles = await tiles(results).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
      for (const found of titles) expect(found.toLowerCase()).toContain(word.toLowerCase());
      if ((await results.getByRole('button', { name: /^Show more/ }).count()) === 0) {
        const found = titles.length === 1 ? en('SEARCH_POPUP', 'FOUND_ONE') : en('SEARCH_POPUP', 'FOUND_MANY', { count: titles.length });
        expect(await popup.getByRole('status').textContent()).toBe(found);
      }

      // Choosing the game closes the popup; its page is real play, so a guest is asked to register first (spec 02
      // section 5: "real mode requires login, otherwise the user goes to registration").
      const result = results.getByRole('article', { name: title, exact: true });
      const gameLink = result.getByRole('heading', { level: 3 }).getByRole('link');
      const href = (await gameLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/play\/[\w-]+\/[\w-]+$/);
      await gameLink.click();
      await page.waitForURL((url) => url.pathname === '/registration' && url.searchParams.get('redirect') === href);
      await popup.waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: en('REGISTRATION', 'TITLE') }).waitFor();
    });
  });

  test('a title that matches nothing says so and offers the recommended games', async () => {
    await asVisitor(browser, 'search-empty', {}, async (page) => {
      await visit(page, '/');
      // The lobby's "Recommended" row, for comparison with what the popup offers.
      const row = page.getByRole('region', { name: en('CATEGORIES', 'RECOMMENDED'), exact: true });
      const inRow = await tiles(row).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
      expect(inRow.length).toBeGreaterThan(2);

      const popup = await openSearch(page);
      const term = 'qzxv nothing';
      await popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') }).fill(term);
      await popup.getByText(en('SEARCH_POPUP', 'LIST_EMPTY'), { exact: true }).first().waitFor();
      await popup.getByText(en('SEARCH_POPUP', 'SPECIFY', { term })).waitFor();
      expect(await popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }).count()).toBe(0);

      // The recommended games are the lobby's "Recommended" collection, in the same order.
      const recommended = popup.getByRole('region', { name: en('SEARCH_POPUP', 'RECOMMENDED') });
      await tiles(recommended).first().waitFor();
      const offered = await tiles(recommended).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.slice(0, 3)).toEqual(inRow.slice(0, 3));

      // Escape closes the popup.
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
    });
  });
});
