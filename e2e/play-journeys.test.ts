import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { DESKTOP, launchBrowser, visit } from './browser.ts';
import { asVisitor, XHR } from './lobby-kit.ts';
import {
  cashboxDialog,
  chooseMethod,
  depositThroughApi,
  fillCard,
  registerPlayer,
} from './cashbox-kit.ts';
import {
  expectRoundVerifies,
  findGame,
  frameCents,
  headerCents,
  ledgerCents,
  playButton,
  playedRounds,
  playPath,
  studioFrame,
  waitForStudio,
  type PlayedRound,
} from './play-kit.ts';

// Real players' paths through real-money play (docs/games-architecture.md): the casino's page around the studio's
// frame, the rounds played inside it, and what the ledger, the header, the games history and the verify page make of
// them. Every amount on a screen is compared with the ledger's (GET /api/player/accounts, GET /api/player/games).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the rounds moved: the sum of wins less the sum of stakes. */
const netOf = (rounds: readonly PlayedRound[]): number =>
  rounds.reduce((sum, round) => sum + round.win_amount_cents - round.bet_amount_cents, 0);

/** Resolves once the ledger lists `count` finished real rounds. */
async function waitForRounds(context: BrowserContext, count: number): Promise<PlayedRound[]> {
  await expect
    .poll(async () => (await playedRounds(context)).filter((round) => round.finished_at).length, {
      timeout: 15_000,
    })
    .toBe(count);
  return playedRounds(context);
}

describe('real play inside the studio frame', () => {
  test('a player deposits, spins a slot for real money, the header follows the ledger, and a spin verifies', async () => {
    await asVisitor(browser, 'journey-slot', { viewport: DESKTOP }, async (page, context) => {
      await registerPlayer(context, 'journey-slot');
      await visit(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
      const cashbox = cashboxDialog(page, 'Deposit');
      await chooseMethod(cashbox, 'Visa / Mastercard');
      await cashbox.getByRole('textbox', { name: 'Amount (CAD)' }).fill('100');
      await cashbox.getByRole('button', { name: 'Continue' }).click();
      await fillCard(cashbox, '4242 4242 4242 4242');
      await cashbox.getByRole('button', { name: 'Deposit $100.00' }).click();
      await cashbox.getByRole('heading', { name: 'Deposit successful' }).waitFor();
      const deposited = 10_000;
      expect(await ledgerCents(context)).toBe(deposited);

      const slot = await findGame(context, { providers: ['ocs'] }, (game) =>
        game.categories.includes('slots'),
      );
      await visit(page, playPath(slot));
      const frame = studioFrame(page);
      await waitForStudio(frame, 'slot');
      expect(await frameCents(frame)).toBe(deposited);
      await expect.poll(() => headerCents(page)).toBe(deposited);

      // Spins until the balance has moved (a spin can win back exactly its stake), at least three, at most ten.
      let spins = 0;
      while (spins < 3 || ((await ledgerCents(context)) === deposited && spins < 10)) {
        await playButton(frame).click();
        spins += 1;
        await waitForRounds(context, spins);
        await expect.poll(() => playButton(frame).isEnabled(), { timeout: 20_000 }).toBe(true);
      }
      const rounds = await playedRounds(context);
      expect(rounds.map((round) => round.game_identifier)).toEqual(
        Array(spins).fill(slot.identifier),
      );
      const ledger = await ledgerCents(context);
      expect(ledger).not.toBe(deposited);
      expect(ledger).toBe(deposited + netOf(rounds));
      expect(rounds[0]?.balance_after_cents).toBe(ledger);
      // Outside the frame, the casino's header shows what the ledger holds; so does the frame.
      await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(ledger);
      await expect.poll(() => frameCents(frame)).toBe(ledger);

      // Changing the seed pair in the frame reveals the server seed the spins were played with.
      await frame.getByRole('button', { name: 'Provably fair' }).click();
      await frame.getByRole('button', { name: 'Change seeds and reveal' }).click();
      await expect
        .poll(() => frame.getByTestId('revealed-seed').textContent())
        .toContain('The revealed server seed matches the hash shown before.');

      await visit(page, '/profile/games-history');
      const listed = page.getByRole('button', { name: slot.title, exact: true });
      await expect.poll(() => listed.count()).toBe(spins);
      await listed.first().click();
      const detail = page.getByRole('dialog', { name: `Round of ${slot.title}` });
      await detail.getByRole('link', { name: 'Verify' }).click();
      await expectRoundVerifies(page);
    });
  }, 60_000);

  // Chance decides this journey (a pair must be dealt; the one $1 roll must lose): a fresh player tries again.
  test(
    'a player is dealt blackjack hands until a pair, splits it, plays both hands, and the money adds up',
    { timeout: 60_000, retry: 2 },
    async () => {
      await asVisitor(
        browser,
        'journey-blackjack',
        { viewport: DESKTOP },
        async (page, context) => {
          // A player who asked the system for reduced motion: the cards land without travelling.
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await registerPlayer(context, 'journey-blackjack');
          const deposited = 10_000;
          await depositThroughApi(context, 'CAD', deposited);
          const blackjack = await findGame(
            context,
            { providers: ['ocs'], title: 'Blackjack' },
            (game) => !game.categories.includes('live'),
          );
          await visit(page, playPath(blackjack));
          const frame = studioFrame(page);
          await waitForStudio(frame, 'blackjack');
          const stake = Number(await frame.getByRole('combobox', { name: 'Bet' }).inputValue());
          expect(stake).toBeGreaterThan(0);

          const decisions = frame.getByRole('group', { name: 'Your decision' });
          const split = decisions.getByRole('button', { name: 'Split', exact: true });
          const stand = decisions.getByRole('button', { name: 'Stand', exact: true });
          const noInsurance = frame.getByRole('button', { name: 'No insurance', exact: true });
          /** What the table waits for: a decision (split offered, stand, insurance) or a new deal. */
          const ready = async (button: Locator): Promise<boolean> =>
            (await button.isVisible()) && button.isEnabled({ timeout: 1_000 }).catch(() => false);
          const waitingFor = async (): Promise<string | null> => {
            if (await ready(noInsurance)) return 'insurance';
            if (await ready(split)) return 'split';
            if (await ready(stand)) return 'stand';
            if (await ready(playButton(frame))) return 'deal';
            return null;
          };

          // The server seed is secret: deal, stand, deal again until a pair comes (about one hand in seven), within
          // 60 hands and 40 seconds.
          const poll = { timeout: 10_000, intervals: [50] };
          const giveUpAt = Date.now() + 40_000;
          let hands = 0;
          let splitAt = 0;
          while (splitAt === 0 && hands < 60 && Date.now() < giveUpAt) {
            await expect.poll(waitingFor, poll).toBe('deal');
            await playButton(frame).click();
            hands += 1;
            for (;;) {
              await expect.poll(waitingFor, poll).not.toBeNull();
              const next = await waitingFor();
              if (next === 'deal') break;
              if (next === 'insurance') await noInsurance.click();
              else if (next === 'split' && splitAt === 0) {
                splitAt = hands;
                await split.click();
                await frame.getByRole('region', { name: 'Hand 2' }).waitFor();
              } else await stand.click();
            }
          }
          expect(splitAt, `no pair was dealt in ${hands} hands`).toBeGreaterThan(0);

          // The split hand: both hands drawn with their results (a split hand's two-card 21 is a count, never a
          // blackjack), the recall names the split, twice the stake was bet.
          for (const name of ['Hand 1', 'Hand 2']) {
            const hand = frame.getByRole('region', { name });
            expect(await hand.locator('.blackjack-hand__result').textContent()).toMatch(
              /^(Win|Push|Lose|Bust)$/,
            );
            expect(await hand.locator('.blackjack-hand__total').textContent()).not.toBe(
              'Blackjack',
            );
          }
          const rounds = await waitForRounds(context, hands);
          const splitRound = rounds[0];
          expect(splitRound?.bet_amount_cents).toBe(2 * stake);
          expect(
            (splitRound?.balance_after_cents ?? 0) - (splitRound?.balance_before_cents ?? 0),
          ).toBe((splitRound?.win_amount_cents ?? 0) - (splitRound?.bet_amount_cents ?? 0));
          // The recall lists the decisions: the split, then a stand per hand still open (split aces take one card each).
          await frame.getByRole('button', { name: 'History' }).click();
          await frame.getByTestId('history').getByRole('button').first().click();
          await expect
            .poll(() => frame.getByTestId('recall').textContent())
            .toMatch(/Split( → Stand)*$/);

          // Balance change = total win - total stake, on the ledger, the header and the frame.
          const ledger = await ledgerCents(context);
          expect(ledger - deposited).toBe(netOf(rounds));
          await expect.poll(() => headerCents(page), { timeout: 10_000 }).toBe(ledger);
          await expect.poll(() => frameCents(frame)).toBe(ledger);
        },
      );
    },
  );

  // Chance decides this journey (a pair must be dealt; the one $1 roll must lose): a fresh player tries again.
  test(
    'a player who reached a daily loss limit is refused a bet in the frame and sent to the limits page',
    { timeout: 60_000, retry: 2 },
    async () => {
      await asVisitor(
        browser,
        'journey-loss-limit',
        { viewport: DESKTOP },
        async (page, context) => {
          await registerPlayer(context, 'journey-loss-limit');
          await depositThroughApi(context, 'CAD', 2_000);
          await visit(page, '/profile/limits');
          const form = page.getByRole('region', { name: 'Set a limit' });
          await form.getByRole('combobox', { name: 'Limit' }).selectOption('loss');
          await form.getByRole('combobox', { name: 'Period' }).selectOption('day');
          await form.getByRole('textbox', { name: 'Amount (CAD)' }).fill('1');
          await form.getByRole('button', { name: 'Set limit' }).click();
          await page.getByText('Your limit is saved.').waitFor();

          const dice = await findGame(context, { title: 'Dice' }, (game) =>
            game.title.split(' ').includes('Dice'),
          );
          await visit(page, playPath(dice));
          const frame = studioFrame(page);
          await waitForStudio(frame, 'dice');
          // The whole limit on one roll with a 1 % chance: the first loss reaches the limit.
          await frame.getByRole('combobox', { name: 'Bet' }).selectOption('100');
          await frame.getByRole('slider', { name: 'Target' }).fill('100');
          expect(
            await frame.getByRole('button', { name: 'Roll under' }).getAttribute('aria-pressed'),
          ).toBe('true');

          const lossLeft = async (): Promise<number> => {
            const limits = (await (await context.request.get('/api/user_limits')).json()) as {
              type: string;
              accounts: { amount_cents: number; current_value_amount_cents: number }[];
            }[];
            const account = limits.find((limit) => limit.type === 'loss')?.accounts[0];
            if (!account) throw new Error('no loss limit');
            return account.amount_cents - account.current_value_amount_cents;
          };
          expect(await lossLeft()).toBe(100);
          let rolls = 0;
          while ((await lossLeft()) > 0 && rolls < 5) {
            await playButton(frame).click();
            rolls += 1;
            await waitForRounds(context, rolls);
            await expect.poll(() => playButton(frame).isEnabled(), { timeout: 10_000 }).toBe(true);
          }
          expect(await lossLeft(), `the loss limit was not reached in ${rolls} rolls`).toBe(0);

          // One more roll inside the frame: the studio refuses it with the limit's words, and no round is booked.
          await playButton(frame).click();
          const alert = frame.getByRole('alert');
          await expect
            .poll(() => alert.textContent(), { timeout: 10_000 })
            .toContain('This bet would go past one of your limits.');
          expect(await playedRounds(context)).toHaveLength(rolls);

          // Opening the game again for real money leaves for the limits page, which says the limit is reached.
          await visit(page, playPath(dice));
          await page.waitForURL((url) => url.pathname === '/profile/limits');
          await page.getByText('You have reached one of your limits.').waitFor();
          const launch = await context.request.post('/api/game_sessions', {
            headers: XHR,
            data: { game_identifier: dice.identifier, mode: 'real' },
          });
          expect(launch.status()).toBe(422);
        },
      );
    },
  );
});
