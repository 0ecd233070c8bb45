import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roundAnswerSchema, studioErrorSchema, studioSessionSchema } from '@casino/api/studio';
import { elapsedAt } from '@casino/games/crash/crash-curve';
import { settleAbandonedRounds } from './abandoned-rounds.ts';
import { createStudioApp, expectStatus, type StudioTestApp } from './studio-test-kit.ts';
import {
  advanceTo,
  bettingGame,
  cashOut,
  crashSession,
  placeCrashBet,
  readFeed,
  storedRound,
} from './crash-test-kit.ts';

// Crash bets ride the table's shared game (docs/games-architecture.md, "Crash"): taken in the betting phase, cashed
// out at the server clock's multiplier, settled at the bust; real money through the casino's wallet, FUN in demo.

let s: StudioTestApp;
beforeAll(async () => {
  s = await createStudioApp();
});
afterAll(async () => s?.t.close());

const startsPlus = (startsAt: Date, ms: number) => new Date(startsAt.getTime() + ms);

describe('joining the shared game', () => {
  test("two players' bets in one game share its crash point", async () => {
    const { game } = await bettingGame(s);
    const a = await crashSession(s, { balance: 10_000 });
    const b = await crashSession(s, { balance: 10_000 });
    const betA = await placeCrashBet(s, a.token, { stake: 100 });
    const betB = await placeCrashBet(s, b.token, { stake: 5_000, auto_cashout: 300 });
    const rows = [await storedRound(s, betA.round.id), await storedRound(s, betB.round.id)];
    for (const row of rows) {
      expect(row).toMatchObject({
        crash_game_id: game.id,
        status: 'open',
        started_at: game.starts_at,
      });
      expect(row.state).toMatchObject({ crashPoint: game.crash_point });
    }
    expect(betA.round.state).not.toHaveProperty('crashPoint');
    expect(s.casino.balanceOf(b.userId ?? '')).toBe(5_000);
  });

  test('a bet after the betting phase is refused 409 crash_betting_closed, nothing staked', async () => {
    const { game } = await bettingGame(s, 150);
    const { token, userId } = await crashSession(s, { balance: 10_000 });
    advanceTo(s, game.starts_at);
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 100 },
    });
    expectStatus(res, 409);
    expect(studioErrorSchema.parse(res.json()).error.code).toBe('crash_betting_closed');
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000);
  });
});

describe('cashing out', () => {
  test('before the start it is refused 409; while running it pays stake × the server multiplier', async () => {
    const { game } = await bettingGame(s, 200);
    const { token, userId } = await crashSession(s, { balance: 10_000 });
    const { round } = await placeCrashBet(s, token, { stake: 1_000 });
    const early = await cashOut(s, token, round.id, 409);
    expect(studioErrorSchema.parse(early.json()).error.code).toBe('crash_not_running');
    advanceTo(s, startsPlus(game.starts_at, elapsedAt(150)));
    const done = roundAnswerSchema.parse((await cashOut(s, token, round.id)).json());
    const cashedOutAt = (done.round.state as { cashedOutAt: number }).cashedOutAt;
    // 1.50x at the moved clock, a little more for the real time the request took.
    expect(cashedOutAt).toBeGreaterThanOrEqual(150);
    expect(cashedOutAt).toBeLessThan(160);
    expect(done.round).toMatchObject({
      finished: true,
      win: Math.floor((1_000 * cashedOutAt) / 100),
    });
    // The others still ride: no crash point in the answer before the bust.
    expect(done.round.state).not.toHaveProperty('crashPoint');
    expect(done.round.chain).toBeUndefined();
    expect(s.casino.balanceOf(userId ?? '')).toBe(9_000 + done.round.win);
    expect(done.balance).toBe(9_000 + done.round.win);
  });

  test('a cash-out that arrives after the bust settles the bet at the bust', async () => {
    const { game } = await bettingGame(s);
    const { token, userId } = await crashSession(s, { balance: 10_000 });
    const { round } = await placeCrashBet(s, token, { stake: 1_000 });
    advanceTo(s, game.busts_at);
    const late = roundAnswerSchema.parse((await cashOut(s, token, round.id)).json());
    expect(late.round).toMatchObject({ finished: true, win: 0 });
    expect(late.round.state).toMatchObject({ crashPoint: game.crash_point, cashedOutAt: null });
    expect(s.casino.balanceOf(userId ?? '')).toBe(9_000);
  });
});

describe('the bust', () => {
  test('bets still in are settled at the bust by the feed: the auto cash-out paid when reached', async () => {
    const { game } = await bettingGame(s, 150);
    const auto = await crashSession(s, { balance: 10_000 });
    const manual = await crashSession(s, { balance: 10_000 });
    const missed = await crashSession(s, { balance: 10_000 });
    const demo = await crashSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    const bets = {
      auto: await placeCrashBet(s, auto.token, { stake: 1_000, auto_cashout: 150 }),
      manual: await placeCrashBet(s, manual.token, { stake: 1_000 }),
      missed: await placeCrashBet(s, missed.token, {
        stake: 1_000,
        auto_cashout: game.crash_point + 1,
      }),
      demo: await placeCrashBet(s, demo.token, { stake: 1_000, auto_cashout: 150 }),
    };
    advanceTo(s, game.busts_at);
    expect((await readFeed(s)).phase).toBe('busted');
    const win = { auto: 1_500, manual: 0, missed: 0, demo: 1_500 };
    for (const [name, bet] of Object.entries(bets))
      expect(await storedRound(s, bet.round.id)).toMatchObject({
        status: 'finished',
        win: win[name as keyof typeof win],
      });
    expect(s.casino.balanceOf(auto.userId ?? '')).toBe(10_500);
    expect(s.casino.balanceOf(manual.userId ?? '')).toBe(9_000);
    expect(s.casino.balanceOf(missed.userId ?? '')).toBe(9_000);
    const demoSession = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${demo.token}`)).json(),
    );
    expect(demoSession).toMatchObject({ balance: 1_000_000 + 500, open_round: null });
    // Settled once: the feed and the job again change nothing.
    await readFeed(s);
    await settleAbandonedRounds(s.deps);
    expect(s.casino.balanceOf(auto.userId ?? '')).toBe(10_500);
  });

  test('a table nobody watches is settled by the abandon job', async () => {
    const { game } = await bettingGame(s, 150);
    const player = await crashSession(s, { balance: 10_000 });
    const { round } = await placeCrashBet(s, player.token, { stake: 1_000, auto_cashout: 150 });
    advanceTo(s, game.busts_at);
    await settleAbandonedRounds(s.deps);
    expect(await storedRound(s, round.id)).toMatchObject({ status: 'finished', win: 1_500 });
    expect(s.casino.balanceOf(player.userId ?? '')).toBe(10_500);
  });
});
