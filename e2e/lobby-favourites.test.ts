import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, registerThroughApi, uniqueEmail, visit } from './browser.ts';
import { XHR, asVisitor, en, tiles } from './lobby-kit.ts';

// Issue 3, favourite games as a signed-in player (spec 01 section 7: "GET, PUT /api/player/favorite_games; PUT,
// DELETE /api/player/favorite_games/{id}"; spec 02 section 4: the favourite toggle is locked while its request runs):
// favourite a game from its tile, find it on /favorite-games, unfavourite it there and it is gone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the server holds: the per-currency game ids of the player's favourites (v1). */
async function favouriteIds(context: BrowserContext): Promise<number[]> {
  const response = await context.request.get('/api/player/favorite_games', {
    headers: { ...XHR, 'accept-client': 'application/vnd.s.v1+json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as number[];
}

test('a player favourites a game from its tile, finds it on /favorite-games, unfavourites it and it disappears', async () => {
  await asVisitor(browser, 'favourites', {}, async (page, context) => {
    await registerThroughApi(context, uniqueEmail('favourites'));
    expect(await favouriteIds(context)).toEqual([]);

    await visit(page, '/pokies/all');
    const grid = page.getByRole('list', { name: en('GAMES', 'HEADING.POKIES_ALL') });
    const tile = tiles(grid).nth(4);
    const title = (await tile.getAttribute('aria-label')) ?? '';

    await tile.hover();
    await tile.getByRole('button', { name: en('GAMES', 'FAVORITE_ADD', { title }) }).click();
    const remove = tile.getByRole('button', { name: en('GAMES', 'FAVORITE_REMOVE', { title }) });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-pressed')).toBe('true');
    // The server has it (one per-currency id), not just the heart.
    expect(await favouriteIds(context)).toHaveLength(1);

    // On the favourites page (a full load: the server's list).
    await visit(page, '/favorite-games');
    const favourites = en('ROUTER', 'TITLE_FAVORITES');
    await page.getByRole('heading', { level: 1, name: favourites }).waitFor();
    const list = page.getByRole('list', { name: favourites });
    const favourite = list.getByRole('article', { name: title, exact: true });
    await favourite.waitFor();
    expect(await tiles(list).count()).toBe(1);
    await page.getByText(en('GAMES', 'COUNT_ONE', { count: 1 }), { exact: true }).waitFor();

    // Unfavourite it there: it leaves the list at once, and the empty state invites to browse.
    await favourite.hover();
    await favourite
      .getByRole('button', { name: en('GAMES', 'FAVORITE_REMOVE', { title }) })
      .click();
    await favourite.waitFor({ state: 'detached' });
    await page.getByText(en('GAMES', 'FAVORITES_EMPTY')).waitFor();
    expect(
      await page.getByRole('link', { name: en('GAMES', 'FAVORITES_BROWSE') }).getAttribute('href'),
    ).toBe('/pokies/all');
    expect(await favouriteIds(context)).toEqual([]);

    // Still gone after a reload.
    await visit(page, '/favorite-games');
    await page.getByText(en('GAMES', 'FAVORITES_EMPTY')).waitFor();
    expect(await page.getByRole('article', { name: title, exact: true }).count()).toBe(0);
  });
});
