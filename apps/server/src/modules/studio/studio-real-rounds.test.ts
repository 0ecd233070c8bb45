import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  roundAnswerSchema,
  studioErrorSchema,
  studioSessionSchema,
  type StudioRound,
} from '@casino/api/studio';
import {
  createStudioApp,
  expectStatus,
  launch,
  startSession,
  type StudioTestApp,
} from './studio-test-kit.ts';

// Real money through the casino's wallet protocol (spec 04 section 3), against a fake casino that keeps balances.

let s: StudioTestApp;
beforeAll(async () => {
  s = await createStudioApp();
});
afterAll(async () => s?.t.close());

const PLAY = '/api/wallet/play';
const ROLLBACK = '/api/wallet/rollback';
const bet = (stake: number) => ({ params: { stake, target: 5000, direction: 'under' } });

async function play(token: string, stake = 100) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(stake));
  expectStatus(res, 200);
  return roundAnswerSchema.parse(res.json());
}

async function storedRound(id: number) {
  return s.t.db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

type PlayCall = {
  actions?: { action: string; action_id: string; amount: number }[];
  finished: boolean;
};
const playCallsOfRound = (round: StudioRound) =>
  (s.casino.callsTo(PLAY) as (PlayCall & { round_id?: string })[]).filter(
    (call) => call.round_id === String(round.id),
  );

describe('studio sessions', () => {
  test('an unknown launch token is 401 in the studio error shape', async () => {
    const res = await s.agent.get('/studio/api/sessions/no-such-token');
    expectStatus(res, 401);
    expect(studioErrorSchema.parse(res.json()).error.code).toBe('session_invalid');
    expectStatus(await s.agent.post('/studio/api/sessions/no-such-token/rounds', bet(100)), 401);
  });

  test('the first GET asks the casino for the context and answers the game, the balance and the seeds', async () => {
    const { token } = launch(s.casino, { balance: 5_000 });
    const res = await s.agent.get(`/studio/api/sessions/${token}`);
    expectStatus(res, 200);
    const session = studioSessionSchema.parse(res.json());
    expect(session).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      balance: 5_000,
      open_round: null,
      min_round_ms: 0,
      game: { identifier: 'house/test-dice', engine: 'dice' },
    });
    expect(session.game.rtp).toBeCloseTo(0.99, 2);
    expect(session.seeds.nonce).toBe(0);
    expect(session.seeds.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(session)).not.toMatch(/server_seed"/);
  });

  test('a session the casino has closed is 401', async () => {
    const { token } = launch(s.casino, { balance: 5_000, status: 'closed' });
    expectStatus(await s.agent.get(`/studio/api/sessions/${token}`), 401);
  });
});

describe('real rounds', () => {
  test('every round debits the stake and credits the win exactly, the win closing the round', async () => {
    const { token, userId } = await startSession(s, { balance: 100_000 });
    let expected = 100_000;
    const outcomes = new Set<boolean>();
    for (let i = 0; i < 10; i++) {
      const { round, balance } = await play(token, 250);
      expected += round.win - 250;
      outcomes.add(round.win > 0);
      expect(balance).toBe(expected);
      expect(s.casino.balanceOf(userId ?? '')).toBe(expected);
      expect(round).toMatchObject({ stake: 250, finished: true, nonce: i, engine: 'dice' });
      const calls = playCallsOfRound(round);
      expect(calls[0]?.actions).toEqual([
        { action: 'bet', action_id: `studio-${round.id}-bet-0`, amount: 250 },
      ]);
      if (round.win > 0) {
        expect(calls[0]?.finished).toBe(false);
        expect(calls[1]).toMatchObject({
          finished: true,
          actions: [{ action: 'win', action_id: `studio-${round.id}-win`, amount: round.win }],
        });
      } else expect(calls.map((c) => c.finished)).toEqual([true]);
      expect(await storedRound(round.id)).toMatchObject({ status: 'finished', finished: true });
    }
    // Ten rounds at even odds: both a win and a loss are all but certain (1 - 2^-9).
    expect(outcomes.size).toBe(2);
  });

  test('a bet whose answer is lost is retried with the same action_id and debited once', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.fail(PLAY, 'drop-answer');
    const { round, balance } = await play(token, 1_000);
    const betCalls = playCallsOfRound(round).filter((c) => c.actions?.[0]?.action === 'bet');
    expect(betCalls).toHaveLength(2);
    expect(betCalls[0]?.actions?.[0]?.action_id).toBe(betCalls[1]?.actions?.[0]?.action_id);
    expect(balance).toBe(10_000 - 1_000 + round.win);
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000 - 1_000 + round.win);
  });

  test('a 503 is retried too', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.fail(PLAY, 'error-503');
    const { round } = await play(token, 500);
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000 - 500 + round.win);
  });

  test('a bet the casino never answers is rolled back: 503, the round void and the money back', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.fail(PLAY, 'drop-answer', 3);
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(1_000));
    expectStatus(res, 503);
    expect(studioErrorSchema.parse(res.json()).error.code).toBe('wallet_unavailable');
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000);
    const [rollback] = s.casino.callsTo(ROLLBACK) as PlayCall[];
    const rolledBack = (rollback?.actions?.[0] ?? {}) as { original_action_id?: string };
    const roundId = Number(/^studio-(\d+)-bet-0$/.exec(rolledBack.original_action_id ?? '')?.[1]);
    expect(await storedRound(roundId)).toMatchObject({ status: 'refused', stake: 0, win: 0 });
    const recall = await s.agent.get(`/studio/api/sessions/${token}/rounds`);
    expect(recall.json()).toEqual({ rounds: [] });
    // The session goes on: the next round plays normally.
    const { round } = await play(token, 1_000);
    expect(s.casino.balanceOf(userId ?? '')).toBe(9_000 + round.win);
  });

  test('a bet that never reaches the casino leaves a tombstone through the rollback', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.fail(PLAY, 'drop-request', 3);
    expectStatus(await s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(1_000)), 503);
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000);
    expect(s.casino.tombstones.size).toBeGreaterThan(0);
  });

  test('not enough money is 422 insufficient_funds: nothing moves and nothing is stored as won', async () => {
    const { token, userId } = await startSession(s, { balance: 50 });
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(100));
    expectStatus(res, 422);
    expect(studioErrorSchema.parse(res.json()).error.code).toBe('insufficient_funds');
    expect(s.casino.balanceOf(userId ?? '')).toBe(50);
    expect(s.casino.callsTo(ROLLBACK).some((c) => JSON.stringify(c).includes(userId ?? '?'))).toBe(
      false,
    );
    const rows = await s.t.db
      .selectFrom('studio_rounds')
      .innerJoin('studio_sessions', 'studio_sessions.id', 'studio_rounds.session_id')
      .select(['studio_rounds.status', 'studio_rounds.win', 'studio_rounds.stake'])
      .where('studio_sessions.token', '=', token)
      .execute();
    expect(rows).toEqual([{ status: 'refused', win: 0, stake: 0 }]);
  });

  test("a reached bet limit is 422 limit_reached with the casino's message", async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.setBetLimit(userId ?? '', 100);
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(500));
    expectStatus(res, 422);
    expect(res.json()).toEqual({
      error: { code: 'limit_reached', message: 'Your bet limit is reached' },
    });
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000);
  });

  test('bad parameters are 422 with the engine code, and no nonce is used', async () => {
    const { token } = await startSession(s, { balance: 10_000 });
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 100, target: 99_999, direction: 'under' },
    });
    expectStatus(res, 422);
    expect(studioErrorSchema.parse(res.json()).error.code).toBe('target');
    const missing = await s.agent.post(`/studio/api/sessions/${token}/rounds`, { bet: 1 });
    expectStatus(missing, 422);
    expect(studioErrorSchema.parse(missing.json()).error.code).toBe('bad_request');
    const session = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(session.seeds.nonce).toBe(0);
  });

  test('two rounds sent at once on one session: one plays, the other is 409', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    s.casino.setLatency(100);
    const [a, b] = await Promise.all([
      s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(100)),
      s.agent.post(`/studio/api/sessions/${token}/rounds`, bet(100)),
    ]);
    s.casino.setLatency(0);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const played = roundAnswerSchema.parse((a?.statusCode === 200 ? a : b)?.json());
    expect(s.casino.balanceOf(userId ?? '')).toBe(10_000 - 100 + played.round.win);
  });
});
