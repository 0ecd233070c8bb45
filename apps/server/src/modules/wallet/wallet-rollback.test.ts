import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { walletAnswerSchema } from '@casino/api/play';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { gambler, newActionId, realBalance, signedPost, walletError } from './wallet-test-kit.ts';

// Rollbacks (spec 04 section 3): a bet's stake comes back once; a rollback that overtakes its bet leaves a tombstone
// so the late bet is refused; wins are final.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const play = (body: object) => signedPost(t, '/api/wallet/play', body);
const rollback = (body: object) => signedPost(t, '/api/wallet/rollback', body);

const roundOf = (playerId: number, roundId = 'round-1') =>
  t.db
    .selectFrom('game_rounds')
    .select(['bet_cents', 'win_cents', 'status', 'balance_after_cents'])
    .where('player_id', '=', playerId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

describe('POST /api/wallet/rollback', () => {
  test('a rollback after its bet gives the stake back once; a retry answers the same tx_id', async () => {
    const g = await gambler(t, { real: 1_000 });
    const betId = newActionId();
    await play(g.play([{ action: 'bet', action_id: betId, amount: 300 }]));
    expect(await realBalance(t, g.id)).toBe(700);

    const body = g.rollback([{ action_id: newActionId(), original_action_id: betId }]);
    const first = await rollback(body);
    expect(first.statusCode, first.body).toBe(200);
    const answer = walletAnswerSchema.parse(first.json());
    expect(answer.balance).toBe(1_000);
    const again = walletAnswerSchema.parse((await rollback(body)).json());
    expect(again.transactions).toEqual(answer.transactions);
    expect(await realBalance(t, g.id)).toBe(1_000);
    expect(await roundOf(g.id)).toMatchObject({
      bet_cents: 0,
      status: 'rolled_back',
      balance_after_cents: 1_000,
    });

    // Another rollback of the same bet (a new action_id) is answered and moves nothing.
    const second = await rollback(
      g.rollback([{ action_id: newActionId(), original_action_id: betId }]),
    );
    expect(second.statusCode).toBe(200);
    expect(await realBalance(t, g.id)).toBe(1_000);
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('a rollback before its bet leaves a tombstone: the late bet is refused and moves nothing', async () => {
    const g = await gambler(t, { real: 1_000 });
    const betId = newActionId();
    const early = await rollback(
      g.rollback([{ action_id: newActionId(), original_action_id: betId }]),
    );
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ balance: 1_000 });

    const late = await play(g.play([{ action: 'bet', action_id: betId, amount: 300 }]));
    expect(walletError(late)).toEqual({
      code: 400,
      message: 'Action was rolled back before it arrived',
      balance: 1_000,
    });
    expect(await realBalance(t, g.id)).toBe(1_000);
    expect(await roundOf(g.id)).toBeUndefined();
  });

  test('a tombstone refuses a late win too: the rollback answered for it holds', async () => {
    const g = await gambler(t, { real: 1_000 });
    const winId = newActionId();
    await play(g.play([{ action: 'bet', action_id: newActionId(), amount: 100 }]));
    await rollback(g.rollback([{ action_id: newActionId(), original_action_id: winId }]));
    const late = await play(g.play([{ action: 'win', action_id: winId, amount: 500 }]));
    expect(walletError(late)).toMatchObject({ code: 400, balance: 900 });
    expect(await realBalance(t, g.id)).toBe(900);
  });

  test('one bet of a round rolled back: the round keeps the rest and stays open', async () => {
    const g = await gambler(t, { real: 1_000 });
    const keep = newActionId();
    const undo = newActionId();
    await play(
      g.play([
        { action: 'bet', action_id: keep, amount: 100 },
        { action: 'bet', action_id: undo, amount: 200 },
      ]),
    );
    await rollback(g.rollback([{ action_id: newActionId(), original_action_id: undo }]));
    expect(await realBalance(t, g.id)).toBe(900);
    expect(await roundOf(g.id)).toMatchObject({ bet_cents: 100, status: 'open' });
    const events = await t.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('player_id', '=', g.id)
      .where('topic', '=', 'bet.rolled_back')
      .execute();
    expect(events.map((e) => e.payload)).toEqual([
      { player_id: g.id, currency: 'EUR', game: g.game.identifier, round_id: 'round-1', bet: 200 },
    ]);
  });

  test('a win is final: its rollback is refused', async () => {
    const g = await gambler(t, { real: 1_000 });
    const winId = newActionId();
    await play(
      g.play([
        { action: 'bet', action_id: newActionId(), amount: 100 },
        { action: 'win', action_id: winId, amount: 500 },
      ]),
    );
    const res = await rollback(
      g.rollback([{ action_id: newActionId(), original_action_id: winId }]),
    );
    expect(walletError(res)).toMatchObject({
      code: 400,
      message: 'Only bets can be rolled back',
      balance: 1_400,
    });
  });

  test('a rollback is not refused on a closed session', async () => {
    const g = await gambler(t, { real: 1_000 });
    const betId = newActionId();
    await play(g.play([{ action: 'bet', action_id: betId, amount: 100 }]));
    await g.agent.post('/api/game_sessions', { game_identifier: g.game.identifier, mode: 'real' });
    const res = await rollback(
      g.rollback([{ action_id: newActionId(), original_action_id: betId }]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await realBalance(t, g.id)).toBe(1_000);
  });

  test('a rollback of another player bet is refused', async () => {
    const owner = await gambler(t, { real: 1_000 });
    const thief = await gambler(t, { real: 1_000 });
    const betId = newActionId();
    await play(owner.play([{ action: 'bet', action_id: betId, amount: 100 }]));
    const res = await rollback(
      thief.rollback([{ action_id: newActionId(), original_action_id: betId }]),
    );
    expect(walletError(res)).toMatchObject({ code: 400 });
    expect(await realBalance(t, thief.id)).toBe(1_000);
    expect(await realBalance(t, owner.id)).toBe(900);
  });
});
