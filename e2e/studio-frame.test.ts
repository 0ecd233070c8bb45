import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, launchBrowser, newVisitor, waitForHydration } from './browser.ts';
import { collectionGames } from './lobby-kit.ts';

// The studio's game frame end to end (docs/games-architecture.md): a guest opens a DEMO session of one of our
// instant games or slots, the frame at /studio/{token} loads only that engine's client, a round is played with FUN
// money, the history redraws it, and changing the seed pair reveals a server seed matching the hash shown before.

const OUR_CLIENTS = ['dice', 'limbo', 'plinko', 'mines', 'keno', 'slot'];
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A demo session of the first listed house game whose engine has one of this frame's clients. */
async function demoSession(context: BrowserContext): Promise<{ url: string; engine: string }> {
  const games = [
    ...(await collectionGames(context, 'btc-games', 20)),
    ...(await collectionGames(context, 'slots', 20)),
  ];
  for (const game of games) {
    const opened = await context.request.post('/api/game_sessions', {
      headers: XHR,
      data: { game_identifier: game.identifier, mode: 'demo' },
    });
    if (opened.status() !== 201) continue;
    const { game_url: url } = (await opened.json()) as { game_url: string };
    const session = await context.request.get(`/studio/api/sessions/${url.split('/').pop()}`);
    const { game: studioGame } = (await session.json()) as { game: { engine: string } };
    if (OUR_CLIENTS.includes(studioGame.engine)) return { url, engine: studioGame.engine };
  }
  throw new Error(
    'no demo session of a dice, limbo, plinko, mines, keno or slot game could be opened',
  );
}

/** Plays one whole round the way a player would on each engine's client; the FUN balance moves. */
async function playOneRound(page: Page, engine: string): Promise<void> {
  const play = page.getByTestId('studio-play');
  const balance = page.getByTestId('studio-balance');
  const before = await balance.textContent();
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  if (engine === 'keno') await page.getByRole('button', { name: 'Quick pick' }).click();
  await play.click();
  if (engine === 'mines') {
    await expect.poll(() => play.textContent()).toMatch(/Cash out/);
    await page.getByTestId('mines-tile-12').click();
    // A safe cell leaves the round open to cash out; a mine ends it.
    await expect.poll(async () => (await play.textContent()) ?? '').toMatch(/Cash out|Bet/);
    if (/Cash out/.test((await play.textContent()) ?? '')) await play.click();
  }
  await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => balance.textContent()).not.toBe(before);
}

describe('the studio game frame', () => {
  test('a guest plays a demo round, recalls it and checks the seed pair', async () => {
    const { context, page } = await newVisitor(browser, { viewport: PHONE });
    const { url, engine } = await demoSession(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url);
    await waitForHydration(page);
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(
      /noindex/,
    );
    const balance = page.getByTestId('studio-balance');
    await expect.poll(() => balance.textContent()).toMatch(/FUN/);
    // Only this engine's client was fetched, and no casino chrome is drawn.
    expect(scripts.some((script) => script.includes(`${engine}-client`))).toBe(true);
    for (const other of OUR_CLIENTS.filter((name) => name !== engine))
      expect(scripts.some((script) => script.includes(`/${other}-client`))).toBe(false);
    expect(await page.locator('header.site-header, nav.bottom-bar').count()).toBe(0);

    await playOneRound(page, engine);

    await page.getByRole('button', { name: 'History' }).click();
    const rows = page.getByTestId('history').getByRole('button');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await expect.poll(() => page.getByTestId('recall').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Provably fair' }).click();
    const hash = await page.getByTestId('server-seed-hash').textContent();
    await page.getByRole('button', { name: 'Change seeds and reveal' }).click();
    const revealed = page.getByTestId('revealed-seed');
    await expect.poll(() => revealed.textContent()).toContain(hash ?? 'no hash');
    await expect
      .poll(() => revealed.textContent())
      .toContain('The revealed server seed matches the hash shown before.');
    await context.close();
  });
});
