import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, launchBrowser } from './browser.ts';
import { asVisitor, collectionGames, XHR } from './lobby-kit.ts';
import { depositThroughApi, registerPlayer } from './cashbox-kit.ts';

// Crash's shared table end to end (docs/games-architecture.md, "Crash"): a signed-in player with real money places a
// bet in the betting phase of the table's game, cashes out while it runs, and the casino's balance moves by the win
// less the stake.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StudioAnswer {
  game: { engine: string };
  balance: number;
}

/** A real-money session of the first crash game of the crash collection that the studio plays as crash. */
async function crashSession(context: BrowserContext): Promise<{ url: string; token: string }> {
  for (const game of await collectionGames(context, 'crash', 30)) {
    const opened = await context.request.post('/api/game_sessions', {
      headers: XHR,
      data: { game_identifier: game.identifier, mode: 'real' },
    });
    if (opened.status() !== 201) continue;
    const { game_url: url } = (await opened.json()) as { game_url: string };
    const token = url.split('/').pop() ?? '';
    const session = await context.request.get(`/studio/api/sessions/${token}`);
    if (session.ok() && ((await session.json()) as StudioAnswer).game.engine === 'crash')
      return { url, token };
  }
  throw new Error('no real-money crash session could be opened');
}

describe('the crash table', () => {
  test('a signed-in player bets in the betting phase, cashes out while it runs, and the balance moves', async () => {
    await asVisitor(browser, 'crash-table', { viewport: DESKTOP }, async (page, context) => {
      await registerPlayer(context, 'crash-table');
      await depositThroughApi(context, 'CAD', 10_000);
      const { url, token } = await crashSession(context);
      const studio = async () =>
        (await (await context.request.get(`/studio/api/sessions/${token}`)).json()) as StudioAnswer;
      const before = (await studio()).balance;
      await page.goto(url);
      const play = page.getByTestId('studio-play');
      // A game that busts before the cash-out (about 1 in 9 before 1.12x) is lost: the next one is tried.
      let won = false;
      for (let game = 0; game < 4 && !won; game++) {
        await expect.poll(() => play.textContent(), { timeout: 30_000 }).toBe('Place bet');
        await expect.poll(() => play.isEnabled(), { timeout: 30_000 }).toBe(true);
        await play.click();
        await expect
          .poll(() => play.textContent(), { timeout: 30_000 })
          .toMatch(/Bet placed|Cash out/);
        await expect
          .poll(() => play.textContent(), { timeout: 30_000 })
          .toMatch(/Cash out|Place bet/);
        // Two seconds into the flight (1.12x): the win is more than the stake, unless it busted first.
        if ((await play.textContent()) === 'Cash out') {
          await page.waitForTimeout(2_000);
          if ((await play.textContent()) === 'Cash out') await play.click();
        }
        await expect.poll(() => play.textContent(), { timeout: 30_000 }).toBe('Place bet');
        const recall = await context.request.get(`/studio/api/sessions/${token}/rounds?limit=1`);
        const [round] = ((await recall.json()) as { rounds: { stake: number; win: number }[] })
          .rounds;
        won = round !== undefined && round.win > round.stake;
      }
      expect(won).toBe(true);
      const rounds = (
        (await (await context.request.get(`/studio/api/sessions/${token}/rounds`)).json()) as {
          rounds: { stake: number; win: number; finished: boolean }[];
        }
      ).rounds;
      const net = rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
      expect(rounds.every((round) => round.finished)).toBe(true);
      await expect
        .poll(async () => (await studio()).balance, { timeout: 10_000 })
        .toBe(before + net);
      expect(net).not.toBe(0);
    });
  });
});
