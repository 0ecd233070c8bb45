import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  DESKTOP,
  FULL_PROFILE,
  PHONE,
  launchBrowser,
  registerThroughApi,
  uniqueEmail,
  visit,
} from './browser.ts';
import { asVisitor, XHR } from './lobby-kit.ts';
import { registerPlayer } from './cashbox-kit.ts';
import { expectRoundVerifies } from './play-kit.ts';

// Playing games from the casino's side (docs/games-architecture.md, spec 02 section 5): the play page's guards, the
// provider context's profile popup, the studio frame, limits, the games history and the verify page.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CatalogueGame {
  identifier: string;
  title: string;
  seo_title: string;
  provider: string;
  currencies: Record<string, unknown>;
  has_demo_mode: boolean;
  categories: string[];
}

/** The first game of `provider` the server lists, with a demo when `demo` is asked. */
async function gameOf(
  context: BrowserContext,
  provider: string,
  demo = false,
): Promise<CatalogueGame> {
  const response = await context.request.post('/api/games_filter', {
    headers: XHR,
    data: { device: 'desktop', page: 1, page_size: 50, filter: { providers: [provider] } },
  });
  if (!response.ok()) throw new Error(`games_filter: ${response.status()}`);
  const games = ((await response.json()) as { data: CatalogueGame[] }).data.filter(
    (game) =>
      !demo ||
      (game.has_demo_mode && 'FUN' in game.currencies && !game.categories.includes('live')),
  );
  const game = games[0];
  if (!game) throw new Error(`no ${demo ? 'demo ' : ''}game of ${provider}`);
  return game;
}

/** A game whose title names `word` (studioGameFor picks the engine a title names: 'Neon Dice' plays dice). */
async function gameTitled(context: BrowserContext, word: string): Promise<CatalogueGame> {
  const response = await context.request.post('/api/games_filter', {
    headers: XHR,
    data: { device: 'desktop', page: 1, page_size: 20, filter: { title: word } },
  });
  if (!response.ok()) throw new Error(`games_filter: ${response.status()}`);
  const game = ((await response.json()) as { data: CatalogueGame[] }).data.find((candidate) =>
    candidate.title.split(' ').includes(word),
  );
  if (!game) throw new Error(`no game titled ${word}`);
  return game;
}

const playPath = (game: CatalogueGame, mode: 'real' | 'demo' = 'real') =>
  `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}${mode === 'demo' ? '?mode=demo' : ''}`;

describe('play page', () => {
  test('a guest opening real play is sent to registration with the game as the redirect', async () => {
    await asVisitor(browser, 'play-guest-real', { viewport: PHONE }, async (page, context) => {
      const game = await gameOf(context, 'ocs');
      const answer = await context.request.get(playPath(game), { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toBe(
        `/registration?redirect=${encodeURIComponent(playPath(game))}`,
      );
      await visit(page, playPath(game));
      const url = new URL(page.url());
      expect(url.pathname).toBe('/registration');
      expect(url.searchParams.get('redirect')).toBe(playPath(game));
      await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    });
  });

  test("a crypto player missing the provider context's fields must fill them in before real play", async () => {
    await asVisitor(
      browser,
      'play-context-fields',
      { viewport: DESKTOP },
      async (page, context) => {
        // bgaming's player_fields context asks first name, last name and birth date (the seeds); BTC is never locked.
        const { first_name: _f, last_name: _l, date_of_birth: _d, ...rest } = FULL_PROFILE;
        await registerThroughApi(context, uniqueEmail('play-fields'), undefined, {
          ...rest,
          currency: 'BTC',
        });
        const game = await gameOf(context, 'bgaming');
        await visit(page, playPath(game));
        const popup = page.getByRole('dialog', { name: 'A few details before you play' });
        await popup.waitFor();
        // Not dismissible: Escape leaves it open, and no frame starts behind it.
        await page.keyboard.press('Escape');
        await expect(popup.isVisible()).resolves.toBe(true);
        expect(await page.locator('iframe.play-stage__frame').count()).toBe(0);
        await popup.getByRole('textbox', { name: /First name/ }).fill('Jo');
        await popup.getByRole('textbox', { name: /Last name/ }).fill('Journey');
        await popup.getByRole('combobox', { name: /Day/ }).selectOption('12');
        await popup.getByRole('combobox', { name: /Month/ }).selectOption({ index: 4 });
        await popup.getByRole('combobox', { name: /Year/ }).selectOption('1990');
        await popup.getByRole('button', { name: 'Save and play' }).click();
        await popup.waitFor({ state: 'detached' });
        const player = (await (await context.request.get('/api/player')).json()) as Record<
          string,
          unknown
        >;
        expect(player).toMatchObject({
          first_name: 'Jo',
          last_name: 'Journey',
          date_of_birth: '1990-04-12',
        });
      },
    );
  });

  test('the lobby loads its big-wins feed only when the player scrolls near it', async () => {
    await asVisitor(browser, 'play-wins-feed', { viewport: PHONE }, async (page) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await visit(page, '/');
      const feed = page.getByRole('region', { name: 'Latest big wins' });
      expect(await feed.count()).toBe(0);
      expect(asked).not.toContain('/api/games/latest_wins');
      // The player scrolls down past the rows to where the feed goes.
      await page.locator('.wins-feed-place').scrollIntoViewIfNeeded();
      await feed.waitFor();
      expect(asked).toContain('/api/games/latest_wins');
    });
  });

  test('a guest opens a demo game and the studio frame loads', async () => {
    await asVisitor(browser, 'play-guest-demo', { viewport: PHONE }, async (page, context) => {
      const game = await gameOf(context, 'ocs', true);
      await visit(page, playPath(game, 'demo'));
      const frame = page.locator('iframe.play-stage__frame');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^\/studio\/[^/]+$/);
      expect(await frame.getAttribute('title')).toBe(game.title);
      await page.frameLocator('iframe.play-stage__frame').locator('body *').first().waitFor();
    });
  });

  test('a player on a cooling-off break is sent to the limits page', async () => {
    await asVisitor(browser, 'play-limit', { viewport: DESKTOP }, async (page, context) => {
      await registerPlayer(context, 'play-limit');
      const set = await context.request.post('/api/user_limits', {
        headers: XHR,
        data: { type: 'coolingoff', period: 'day' },
      });
      expect(set.status()).toBeLessThan(300);
      const game = await gameOf(context, 'ocs');
      await visit(page, playPath(game));
      await page.waitForURL((url) => url.pathname === '/profile/limits');
    });
  });

  test('the lobby and the games history list a round after play; its verify link recomputes it', async () => {
    await asVisitor(
      browser,
      'play-history-verify',
      { viewport: DESKTOP },
      async (page, context) => {
        await registerPlayer(context, 'play-history');
        const { depositThroughApi } = await import('./cashbox-kit.ts');
        await depositThroughApi(context, 'CAD', 10_000);
        const dice = await gameTitled(context, 'Dice');
        const session = await context.request.post('/api/game_sessions', {
          headers: XHR,
          data: { game_identifier: dice.identifier, mode: 'real' },
        });
        expect(session.status()).toBe(201);
        const { game_url: gameUrl } = (await session.json()) as { game_url: string };
        const token = gameUrl.split('/').pop() ?? '';
        const studio = `/studio/api/sessions/${token}`;
        const opened = (await (await context.request.get(studio)).json()) as {
          game: { engine: string; config: { minBet?: number } };
        };
        const params = {
          stake: opened.game.config.minBet ?? 100,
          target: 5000,
          direction: 'under',
        };
        const round = await context.request.post(`${studio}/rounds`, {
          headers: XHR,
          data: { params },
        });
        expect(round.status()).toBeLessThan(300);
        // Rotating the seed pair reveals the server seed the round was played with.
        await context.request.post(`${studio}/seeds`, {
          headers: XHR,
          data: { client_seed: 'journey' },
        });

        // Real play marks the game played: the lobby's first row is the recently played one.
        await visit(page, '/');
        const recent = page.getByRole('region', { name: 'Recently played' });
        await recent.getByRole('article').first().waitFor();
        expect(await recent.textContent()).toContain(dice.title);

        await visit(page, '/profile/games-history');
        await page.getByRole('button', { name: dice.title }).first().click();
        const detail = page.getByRole('dialog', { name: `Round of ${dice.title}` });
        await detail.getByRole('link', { name: 'Verify' }).click();
        await expectRoundVerifies(page);
      },
    );
  });
});
