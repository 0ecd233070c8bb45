import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, visit } from './browser.ts';
import { asVisitor, countPattern, en, openSearch, tiles } from './lobby-kit.ts';

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
      // Part of its title: all words but the last one (the whole title when it has only two).
      const words = title.split(' ');
      const term = (words.length > 2 ? words.slice(0, -1).join(' ') : title).toLowerCase();

      const popup = await openSearch(page);
      const field = popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') });
      // Two characters are not a search yet.
      await field.fill(term.slice(0, 2));
      await popup
        .getByRole('status')
        .getByText(en('SEARCH_POPUP', 'MIN_LENGTH_HINT', { count: 3 }))
        .waitFor();
      expect(await popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }).count()).toBe(
        0,
      );

      await field.fill(term);
      const results = popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') });
      const foundOne = en('SEARCH_POPUP', 'FOUND_ONE');
      const foundMany = countPattern('en', 'SEARCH_POPUP', 'FOUND_MANY');
      await popup
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${foundOne}$|${foundMany.source}`) })
        .waitFor();
      const total = Number((await popup.getByRole('status').textContent())?.match(/\d+/)?.[0]);
      // Page on ("show more", 24 a page) until every game found is listed.
      const more = results.getByRole('button', {
        name: countPattern('en', 'SEARCH_POPUP', 'SHOW_MORE'),
      });
      while ((await tiles(results).count()) < total) {
        const shown = await tiles(results).count();
        await more.click();
        await tiles(results).nth(shown).waitFor();
      }
      expect(await popup.getByRole('status').textContent()).toBe(
        total === 1 ? foundOne : en('SEARCH_POPUP', 'FOUND_MANY', { count: total }),
      );
      // The game seen is among them, and every game found has the term in its title.
      await results.getByRole('article', { name: title, exact: true }).waitFor();
      const titles = await tiles(results).evaluateAll((articles) =>
        articles.map((a) => a.getAttribute('aria-label') ?? ''),
      );
      expect(titles).toHaveLength(total);
      for (const found of titles) expect(found.toLowerCase()).toContain(term);

      // Choosing the game closes the popup; its page is real play, so a guest is asked to register first (spec 02
      // section 5: "real mode requires login, otherwise the user goes to registration").
      const result = results.getByRole('article', { name: title, exact: true });
      const gameLink = result.getByRole('heading', { level: 3 }).getByRole('link');
      const href = (await gameLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/play\/[\w-]+\/[\w-]+$/);
      await gameLink.click();
      await page.waitForURL(
        (url) => url.pathname === '/registration' && url.searchParams.get('redirect') === href,
      );
      await popup.waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: en('REGISTRATION', 'TITLE') }).waitFor();
    });
  });

  test('a title that matches nothing says so and offers the recommended games', async () => {
    await asVisitor(browser, 'search-empty', {}, async (page) => {
      await visit(page, '/');
      // The lobby's "Recommended" row, for comparison with what the popup offers.
      const row = page.getByRole('region', { name: en('CATEGORIES', 'RECOMMENDED'), exact: true });
      const inRow = await tiles(row).evaluateAll((articles) =>
        articles.map((a) => a.getAttribute('aria-label')),
      );
      expect(inRow.length).toBeGreaterThan(2);

      const popup = await openSearch(page);
      const term = 'qzxv nothing';
      await popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') }).fill(term);
      await popup.getByText(en('SEARCH_POPUP', 'LIST_EMPTY'), { exact: true }).first().waitFor();
      await popup.getByText(en('SEARCH_POPUP', 'SPECIFY', { term })).waitFor();
      expect(await popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }).count()).toBe(
        0,
      );

      // The recommended games are the lobby's "Recommended" collection, in the same order.
      const recommended = popup.getByRole('region', { name: en('SEARCH_POPUP', 'RECOMMENDED') });
      await tiles(recommended).first().waitFor();
      const offered = await tiles(recommended).evaluateAll((articles) =>
        articles.map((a) => a.getAttribute('aria-label')),
      );
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.slice(0, 3)).toEqual(inRow.slice(0, 3));

      // Escape closes the popup.
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
    });
  });

  test('a failed search says so, is logged as LOAD_FOUND_GAMES_ERROR (PUT /log) and can be retried', async () => {
    await asVisitor(browser, 'search-failed', {}, async (page) => {
      await visit(page, '/');
      // The search's own requests fail (a title in the filter); the lobby's other lists still load.
      await page.route('**/api/games_filter', async (route) => {
        const body = route.request().postDataJSON() as { filter?: { title?: string } } | null;
        if (body?.filter?.title)
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"errors":{"base":["unavailable"]}}',
          });
        else await route.fallback();
      });
      const logged = page.waitForRequest(
        (request) =>
          request.url().endsWith('/log') &&
          request.method() === 'PUT' &&
          request.postData()?.includes('LOAD_FOUND_GAMES_ERROR') === true,
      );
      const popup = await openSearch(page);
      await popup.getByRole('searchbox', { name: en('SEARCH_POPUP', 'LABEL') }).fill('book');
      await popup.getByText(en('SEARCH_POPUP', 'ERROR')).first().waitFor();
      const log = await logged;
      expect((await log.response())?.status()).toBeLessThan(300);
      expect(log.postDataJSON()).toMatchObject({
        label: 'LOAD_FOUND_GAMES_ERROR',
        level_name: 'ERROR',
        context: { title: 'book', page: '1' },
      });

      await page.unroute('**/api/games_filter');
      await popup.getByRole('button', { name: en('SEARCH_POPUP', 'RETRY') }).click();
      await tiles(popup.getByRole('region', { name: en('SEARCH_POPUP', 'RESULTS') }))
        .first()
        .waitFor();
    });
  });
});
