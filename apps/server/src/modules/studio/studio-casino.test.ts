import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gameSessionSchema, playerGamesPageSchema } from '@casino/api/play';
import { studioGameFor } from '@casino/games/studio-game';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { findWallet } from '../ledger/ledger.service.ts';
import { payingPlayer } from '../payments/payments-test-kit.ts';

// Issue 10 section 2 end to end, with nothing faked: the casino opens a game session, the in-house studio's server
// plays a round on a seeded catalogue game and settles it through the casino's signed seamless-wallet endpoints (in
// process), the ledger moves, and the player's history lists the round. Demo play never reaches the ledger.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STUDIO_MIN_ROUND_MS: '0' });
});
afterAll(async () => t?.close());

/** A seeded dice game (its title names dice) that takes EUR and has a demo. */
async function diceGame(): Promise<string> {
  const rows = await t.db
    .selectFrom('games as g')
    .innerJoin('game_currencies as c', 'c.game_id', 'g.id')
    .select(['g.identifier', 'g.title', 'g.theme', 'g.volatility_rating', 'g.lines', 'g.ways'])
    .where('c.currency', '=', 'EUR')
    .where('g.theme', '=', 'dice')
    .where('g.has_demo_mode', '=', true)
    .execute();
  const game = rows.find(
    (row) =>
      studioGameFor({
        identifier: row.identifier,
        title: row.title,
        kind: 'dice',
        theme: row.theme,
        volatility: row.volatility_rating,
        lines: row.lines,
        ways: row.ways,
      })?.engine === 'dice',
  );
  if (!game) throw new Error('no seeded dice game takes EUR');
  return game.identifier;
}

const tokenOf = (gameUrl: string) => gameUrl.split('/').pop() ?? '';

describe('the studio plays through the casino wallet', () => {
  test('a real dice round debits the stake and credits the win in the ledger, and the history lists it', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const identifier = await diceGame();
    const opened = await player.agent.post('/api/game_sessions', {
      game_identifier: identifier,
      mode: 'real',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const token = tokenOf(gameSessionSchema.parse(opened.json()).game_url);

    const frame = createAgent(t.app);
    const session = await frame.get(`/studio/api/sessions/${token}`);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ mode: 'real', currency: 'EUR', balance: 10_000 });

    const played = await frame.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 250, target: 5000, direction: 'under' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const { round, balance } = played.json() as {
      round: { id: unknown; stake: number; win: number; finished: boolean };
      balance: number;
    };
    expect(round).toMatchObject({ stake: 250, finished: true });
    expect(balance).toBe(10_000 - 250 + round.win);
    expect(Number((await findWallet(t.db, player.id, 'EUR'))?.real_cents)).toBe(
      10_000 - 250 + round.win,
    );

    const history = playerGamesPageSchema.parse(
      (await player.agent.get('/api/player/games?page=1')).json(),
    );
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      round_id: String(round.id),
      game_identifier: identifier,
      currency: 'EUR',
      bet_amount_cents: 250,
      win_amount_cents: round.win,
      balance_before_cents: 10_000,
      balance_after_cents: 10_000 - 250 + round.win,
      status: 'finished',
    });
  });

  test('a bet over the balance is refused by the casino and nothing moves', async () => {
    const player = await payingPlayer(t, { funds: { real: 100 } });
    const opened = await player.agent.post('/api/game_sessions', {
      game_identifier: await diceGame(),
      mode: 'real',
    });
    const token = tokenOf(gameSessionSchema.parse(opened.json()).game_url);
    const frame = createAgent(t.app);
    await frame.get(`/studio/api/sessions/${token}`);
    const refused = await frame.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 500, target: 5000, direction: 'under' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    expect(Number((await findWallet(t.db, player.id, 'EUR'))?.real_cents)).toBe(100);
  });

  test("a guest's demo plays FUN money kept by the studio, never the ledger", async () => {
    const guest = createAgent(t.app);
    const opened = await guest.post('/api/game_sessions', {
      game_identifier: await diceGame(),
      mode: 'demo',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const token = tokenOf(gameSessionSchema.parse(opened.json()).game_url);
    const before = await guest.get(`/studio/api/sessions/${token}`);
    expect(before.json()).toMatchObject({ mode: 'demo', currency: 'FUN' });
    const start = (before.json() as { balance: number }).balance;
    const played = await guest.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 100, target: 5000, direction: 'under' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const { round, balance } = played.json() as { round: { win: number }; balance: number };
    expect(balance).toBe(start - 100 + round.win);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('currency', '=', 'FUN')
      .execute();
    expect(transfers).toEqual([]);
  });
});
