import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { walletAnswerSchema } from '@casino/api/play';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { gambler, newActionId, realBalance, signedPost, walletError } from './wallet-test-kit.ts';

// Spec 04 section 3 on the casino's side: bets and wins move real money once per action_id, each call in one
// transaction with its round and its bet.settled event.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const play = (body: object, signature?: string | null) =>
  signedPost(t, '/api/wallet/play', body, signature);

describe('POST /api/wallet/play', () => {
  test('a bet and a win settle through the ledger, the round and the outbox', async () => {
    const g = await gambler(t, { real: 10_000 });
    const bet = newActionId();
    const win = newActionId();
    const res = await play(
      g.play(
        [
          { action: 'bet', action_id: bet, amount: 250 },
          { action: 'win', action_id: win, amount: 600 },
        ],
        { finished: true },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = walletAnswerSchema.parse(res.json());
    expect(answer.balance).toBe(10_350);
    expect(answer.game_id).toBe('play-1');
    expect(answer.transactions.map((tx) => tx.action_id)).toEqual([bet, win]);
    expect(await realBalance(t, g.id)).toBe(10_350);

    const round = await t.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('player_id', '=', g.id)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      round_id: 'round-1',
      bet_cents: 250,
      win_cents: 600,
      balance_before_cents: 10_000,
      balance_after_cents: 10_350,
      status: 'finished',
    });
    expect(round.finished_at).not.toBeNull();
    const events = await t.db
      .selectFrom('outbox_events')
      .select(['topic', 'payload'])
      .where('player_id', '=', g.id)
      .where('topic', '=', 'bet.settled')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      {
        player_id: g.id,
        currency: 'EUR',
        game: g.game.identifier,
        round_id: 'round-1',
        bet: 250,
        win: 600,
        finished: true,
      },
    ]);
    const played = await g.agent.get('/api/player/played_games');
    expect(played.json()).toEqual([
      { identifier: g.game.identifier, last_activity_at: expect.any(String) },
    ]);
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('a call without actions answers the balance and moves nothing', async () => {
    const g = await gambler(t, { real: 4_200 });
    const res = await play(g.play([]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ balance: 4_200, game_id: 'play-1', transactions: [] });
  });

  test('a retried call answers the original tx_ids and moves the money once', async () => {
    const g = await gambler(t, { real: 1_000 });
    const body = g.play([
      { action: 'bet', action_id: newActionId(), amount: 100 },
      { action: 'win', action_id: newActionId(), amount: 30 },
    ]);
    const first = walletAnswerSchema.parse((await play(body)).json());
    const again = walletAnswerSchema.parse((await play(body)).json());
    expect(again.transactions).toEqual(first.transactions);
    expect(again.balance).toBe(930);
    expect(await realBalance(t, g.id)).toBe(930);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('player_id', '=', g.id)
      .where('kind', 'in', ['bet', 'win'])
      .execute();
    expect(transfers).toHaveLength(2);
  });

  test('an action_id reused with another amount is refused (400) and moves nothing', async () => {
    const g = await gambler(t, { real: 1_000 });
    const id = newActionId();
    expect((await play(g.play([{ action: 'bet', action_id: id, amount: 100 }]))).statusCode).toBe(
      200,
    );
    const reused = walletError(await play(g.play([{ action: 'bet', action_id: id, amount: 200 }])));
    expect(reused).toEqual({
      code: 400,
      message: 'action_id was used with another request',
      balance: 900,
    });
    expect(await realBalance(t, g.id)).toBe(900);
  });

  test('a refused action refuses the whole call: the bet before it is not kept', async () => {
    const g = await gambler(t, { real: 1_000 });
    const res = await play(
      g.play([
        { action: 'bet', action_id: newActionId(), amount: 100 },
        { action: 'bet', action_id: newActionId(), amount: 5_000 },
      ]),
    );
    expect(walletError(res)).toMatchObject({ code: 100, balance: 1_000 });
    expect(await realBalance(t, g.id)).toBe(1_000);
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select('id')
      .where('player_id', '=', g.id)
      .execute();
    expect(rounds).toEqual([]);
  });

  test('wins settle on a session that has been closed since; bets do not', async () => {
    const g = await gambler(t, { real: 1_000 });
    expect(
      (await play(g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }]))).statusCode,
    ).toBe(200);
    // A second launch of the game closes the first session.
    await g.agent.post('/api/game_sessions', { game_identifier: g.game.identifier, mode: 'real' });
    const win = await play(
      g.play([{ action: 'win', action_id: newActionId(), amount: 300 }], { finished: true }),
    );
    expect(win.statusCode, win.body).toBe(200);
    expect(win.json()).toMatchObject({ balance: 1_200 });
    const bet = await play(
      g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }], { round_id: 'round-2' }),
    );
    expect(walletError(bet)).toMatchObject({
      code: 404,
      message: 'Session is closed',
      balance: 1_200,
    });
  });

  test('a bet into a settled round is refused; a zero win closes a lost round without a transfer', async () => {
    const g = await gambler(t, { real: 1_000 });
    const lost = await play(
      g.play(
        [
          { action: 'bet', action_id: newActionId(), amount: 100 },
          { action: 'win', action_id: newActionId(), amount: 0 },
        ],
        { finished: true },
      ),
    );
    expect(lost.json()).toMatchObject({ balance: 900 });
    const late = await play(g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }]));
    expect(walletError(late)).toMatchObject({ code: 400, message: 'Round is already settled' });
    const wins = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('player_id', '=', g.id)
      .where('kind', '=', 'win')
      .execute();
    expect(wins).toEqual([]);
  });

  test('a session idle for a day takes no more bets, but its wins still settle', async () => {
    const g = await gambler(t, { real: 1_000 });
    expect(
      (await play(g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }]))).statusCode,
    ).toBe(200);
    await t.db
      .updateTable('game_sessions')
      .set({ last_activity_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('id', '=', Number(g.sessionId))
      .execute();
    const bet = await play(g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }]));
    expect(walletError(bet)).toMatchObject({ code: 404, message: 'Session expired', balance: 900 });
    const win = await play(
      g.play([{ action: 'win', action_id: newActionId(), amount: 50 }], { finished: true }),
    );
    expect(win.json()).toMatchObject({ balance: 950 });
  });
});
