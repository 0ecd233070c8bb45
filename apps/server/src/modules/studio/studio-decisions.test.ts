import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roundAnswerSchema, studioSessionSchema } from '@casino/api/studio';
import { settleAbandonedRounds } from './abandoned-rounds.ts';
import { startRound } from './round-start.ts';
import { StudioError } from './studio-errors.ts';
import {
  LADDER,
  createStudioApp,
  expectStatus,
  startSession,
  type StudioTestApp,
} from './studio-test-kit.ts';

// Rounds with decisions (the test ladder engine: climb, double, cash), one open round per session, resuming,
// abandoned rounds and the minimum round duration.

let s: StudioTestApp;
beforeAll(async () => {
  s = await createStudioApp();
});
afterAll(async () => s?.t.close());

const PLAY = '/api/wallet/play';
const ladder = (options: Parameters<typeof startSession>[1] = {}) =>
  startSession(s, { game_identifier: LADDER, ...options });

async function open(token: string, stake = 100) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, { params: { stake } });
  expectStatus(res, 200);
  return roundAnswerSchema.parse(res.json());
}

async function act(token: string, roundId: number, type: string, status = 200) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds/${roundId}/actions`, {
    action: { type },
  });
  expectStatus(res, status);
  return res;
}

describe('decisions', () => {
  test('a double is a second bet with its own action_id; cashing out pays and closes the round', async () => {
    const { token, userId } = await ladder({ balance: 1_000 });
    const { round } = await open(token, 100);
    expect(round).toMatchObject({ finished: false, stake: 100, win: 0 });
    const doubled = roundAnswerSchema.parse((await act(token, round.id, 'double')).json());
    expect(doubled).toMatchObject({ round: { stake: 200, finished: false }, balance: 800 });
    const cashed = roundAnswerSchema.parse((await act(token, round.id, 'cash')).json());
    expect(cashed).toMatchObject({
      round: { stake: 200, win: 200, finished: true },
      balance: 1_000,
    });
    const calls = (
      s.casino.callsTo(PLAY) as { round_id?: string; finished?: boolean; actions?: unknown[] }[]
    ).filter((c) => c.round_id === String(round.id));
    expect(calls.map((c) => [c.actions, c.finished])).toEqual([
      [[{ action: 'bet', action_id: `studio-${round.id}-bet-0`, amount: 100 }], false],
      [[{ action: 'bet', action_id: `studio-${round.id}-bet-1`, amount: 100 }], false],
      [[{ action: 'win', action_id: `studio-${round.id}-win`, amount: 200 }], true],
    ]);
    expect(s.casino.balanceOf(userId ?? '')).toBe(1_000);
    // A finished round takes no more decisions.
    await act(token, round.id, 'cash', 409);
  });

  test('a refused double leaves the round as it was', async () => {
    const { token, userId } = await ladder({ balance: 150 });
    const { round } = await open(token, 100);
    const res = await act(token, round.id, 'double', 422);
    expect(res.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    const session = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(session.open_round).toMatchObject({ id: round.id, stake: 100, actions: [] });
    expect(s.casino.balanceOf(userId ?? '')).toBe(50);
    await act(token, round.id, 'cash');
    expect(s.casino.balanceOf(userId ?? '')).toBe(150);
  });

  test('one open round per session; the open round comes back on the next GET and blocks rotation', async () => {
    const { token } = await ladder({ balance: 1_000 });
    const { round } = await open(token);
    const second = await s.agent.post(`/studio/api/sessions/${token}/rounds`, {
      params: { stake: 100 },
    });
    expectStatus(second, 409);
    expect(second.json()).toMatchObject({ error: { code: 'round_open' } });
    const session = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(session.open_round?.id).toBe(round.id);
    expectStatus(await s.agent.post(`/studio/api/sessions/${token}/seeds`, {}), 409);
    await act(token, round.id, 'cash');
    expectStatus(await s.agent.post(`/studio/api/sessions/${token}/seeds`, {}), 200);
  });

  test('a decision on a round of another session is 409, a bad decision 422', async () => {
    const a = await ladder({ balance: 1_000 });
    const b = await ladder({ balance: 1_000 });
    const { round } = await open(a.token);
    await act(b.token, round.id, 'cash', 409);
    const bad = await act(a.token, round.id, 'jump', 422);
    expect(bad.json()).toMatchObject({ error: { code: 'type' } });
    await act(a.token, round.id, 'cash');
  });
});

describe('abandoned rounds', () => {
  test('a real round left open is settled for the player after STUDIO_ABANDON_AFTER_MS and closed at the casino', async () => {
    const { token, userId } = await ladder({ balance: 1_000 });
    const { round } = await open(token, 100);
    await settleAbandonedRounds(s.deps);
    expect((await studioRound(round.id)).status).toBe('open');
    s.advance(s.deps.abandonAfterMs + 1_000);
    await settleAbandonedRounds(s.deps);
    expect(await studioRound(round.id)).toMatchObject({ status: 'finished', win: 100 });
    const closing = (s.casino.callsTo(PLAY) as { round_id?: string; finished?: boolean }[]).filter(
      (c) => c.round_id === String(round.id),
    );
    expect(closing.at(-1)).toMatchObject({ finished: true });
    expect(s.casino.balanceOf(userId ?? '')).toBe(1_000);
  });

  test('a win the casino did not answer is sent again by the job with the same action_id', async () => {
    const { token, userId } = await ladder({ balance: 1_000 });
    const { round } = await open(token, 100);
    s.casino.fail(PLAY, 'drop-request', 3);
    roundAnswerSchema.parse((await act(token, round.id, 'cash')).json());
    expect(s.casino.balanceOf(userId ?? '')).toBe(900);
    s.advance(60_000);
    await settleAbandonedRounds(s.deps);
    expect(s.casino.balanceOf(userId ?? '')).toBe(1_000);
    const owed = await s.t.db
      .selectFrom('studio_wallet_actions')
      .select(['status'])
      .where('action_id', '=', `studio-${round.id}-win`)
      .executeTakeFirstOrThrow();
    expect(owed.status).toBe('done');
  });
});

describe('minimum round duration', () => {
  test('a round within min_round_ms of the previous start is refused 429 with retry-after', async () => {
    const deps = { ...s.deps, minRoundMs: 2_500 };
    const { token } = await startSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    const params = { stake: 100, target: 5000, direction: 'under' };
    await startRound(deps, token, params);
    const refused = await startRound(deps, token, params).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StudioError);
    expect(refused).toMatchObject({ status: 429, code: 'round_too_soon' });
    s.advance(2_500);
    await expect(startRound(deps, token, params)).resolves.toMatchObject({
      round: { finished: true },
    });
  });
});

async function studioRound(id: number) {
  return s.t.db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
