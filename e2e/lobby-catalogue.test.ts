import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, visit } from './browser.ts';
import { asVisitor, countPattern, en, tiles, waitForMoreTiles } from './lobby-kit.ts';

// Issue 3, the catalogue in Chromium against the built casino: lobby rows -> a category page whose infinite scroll
// loads the next pages (spec 01 section 9: "Default games page size 40"; spec 02 section 9: "Infinite scroll
// triggers 500 px before end") -> a provider's page (/producers/{slug}); and a guest's real play leads to
// registration (spec 02 section 6: "Real play leads to registration"; section 2: "a redirect query holding the
// full path").

const PAGE_SIZE = 40;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls the last tile of `grid` into view, the way a player scrolls on, and waits for the next page's tiles. */
async function scrollOn(grid: Locator, shown: number): Promise<number> {
  await tiles(grid).last().scrollIntoViewIfNeeded();
  return waitForMoreTiles(grid, shown);
}

/** The game page links of the tiles: one per game, so a repeated game would show up as a duplicate. */
const gameLinks = (grid: Locator) =>
  grid
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('lobby -> category -> provider', () => {
  test('a lobby row\'s "all" link opens its category; scrolling loads every page; a tile leads to its provider', async () => {
    await asVisitor(browser, 'catalogue-category', {}, async (page) => {
      await visit(page, '/');
      const topTitle = en('CATEGORIES', 'TOP');
      const row = page.getByRole('region', { name: topTitle });
      const allLink = row.getByRole('link', { name: countPattern('en', 'GAMES', 'ROW_ALL') });
      const total = Number((await allLink.textContent())?.match(/\d+/)?.[0]);
      // The row holds up to 15 of the category's games; the category must have more than one page for this journey.
      expect(total).toBeGreaterThan(PAGE_SIZE);
      expect(await tiles(row).count()).toBeLessThanOrEqual(15);

      await allLink.click();
      await page.waitForURL('**/categories/top');
      await page.getByRole('heading', { level: 1, name: topTitle }).waitFor();
      await page.getByText(en('GAMES', 'COUNT', { count: total }), { exact: true }).waitFor();
      const grid = page.getByRole('list', { name: topTitle });
      // The first page, server-rendered.
      expect(await tiles(grid).count()).toBe(PAGE_SIZE);

      // Scroll on until the list is complete: the next pages join the first, no game twice, and nothing more loads.
      let shown = PAGE_SIZE;
      while (shown < total) shown = await scrollOn(grid, shown);
      expect(shown).toBe(total);
      const links = await gameLinks(grid);
      expect(new Set(links).size).toBe(total);
      await page
        .getByRole('status', { name: en('GAMES', 'LOADING_MORE') })
        .waitFor({ state: 'detached' });
      expect(await tiles(grid).count()).toBe(total);

      // A tile from a later page links to its provider's games.
      const tile = tiles(grid).nth(PAGE_SIZE + 2);
      const providerLink = tile.getByRole('link').last();
      const providerName = (await providerLink.textContent()) ?? '';
      const providerHref = (await providerLink.getAttribute('href')) ?? '';
      expect(providerHref).toMatch(/^\/producers\/[\w-]+$/);
      await providerLink.click();
      await page.waitForURL(`**${providerHref}`);
      const heading = en('GAMES', 'HEADING.PRODUCER', { provider: providerName });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const providerGrid = page.getByRole('list', { name: heading });
      const providerTiles = await tiles(providerGrid).count();
      expect(providerTiles).toBeGreaterThan(0);
      // Every game listed there is that provider's.
      const providers = await providerGrid
        .locator('article')
        .evaluateAll((articles) =>
          articles.map((a) => a.querySelector('a[href^="/producers/"]')?.getAttribute('href')),
        );
      expect(new Set(providers)).toEqual(new Set([providerHref]));
    });
  });

  test('/pokies/all grows by a page of 40 at each scroll to the end', async () => {
    await asVisitor(browser, 'catalogue-pokies', {}, async (page) => {
      await visit(page, '/');
      await page
        .getByRole('main')
        .getByRole('link', { name: en('LOBBY', 'BROWSE') })
        .click();
      await page.waitForURL('**/pokies/all');
      const heading = en('GAMES', 'HEADING.POKIES_ALL');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const grid = page.getByRole('list', { name: heading });
      expect(await tiles(grid).count()).toBe(PAGE_SIZE);
      expect(await scrollOn(grid, PAGE_SIZE)).toBe(2 * PAGE_SIZE);
      expect(await scrollOn(grid, 2 * PAGE_SIZE)).toBe(3 * PAGE_SIZE);
      expect(new Set(await gameLinks(grid)).size).toBe(3 * PAGE_SIZE);
    });
  });
});

test('a guest pressing play on a tile is sent to registration, with the game as the redirect', async () => {
  await asVisitor(browser, 'catalogue-guest-play', {}, async (page) => {
    await visit(page, '/pokies/all');
    const grid = page.getByRole('list', { name: en('GAMES', 'HEADING.POKIES_ALL') });
    const tile = tiles(grid).nth(3);
    const title = (await tile.getAttribute('aria-label')) ?? '';
    const gamePage =
      (await tile.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '';
    expect(gamePage).toMatch(/^\/play\/[\w-]+\/[\w-]+$/);

    await tile.hover();
    await tile
      .getByRole('link', { name: en('GAMES', 'PLAY_GAME', { title }), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/registration');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(gamePage);
    await page
      .getByRole('dialog', { name: en('REGISTRATION', 'TITLE') })
      .getByRole('textbox', { name: en('REGISTRATION', 'EMAIL') })
      .waitFor();
  });
});
