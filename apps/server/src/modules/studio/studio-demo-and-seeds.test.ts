import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  recallAnswerSchema,
  roundAnswerSchema,
  rotateSeedsAnswerSchema,
  studioRoundSchema,
  studioSessionSchema,
} from '@casino/api/studio';
import { fairFloats, hashServerSeed } from '@casino/games/fair';
import { diceMachine } from '@casino/games/dice/dice';
import { DEMO_BALANCE_CENTS } from './studio-session.ts';
import { catalogueGames } from './catalogue-games.ts';
import {
  DICE_CONFIG,
  createStudioApp,
  expectStatus,
  startSession,
  type StudioTestApp,
} from './studio-test-kit.ts';

// FUN money on the studio's own session row, and the provably fair seeds of spec 04 section 5: committed by hash,
// revealed by rotation, and the revealed seed replays every round with packages/games alone.

let s: StudioTestApp;
beforeAll(async () => {
  s = await createStudioApp();
});
afterAll(async () => s?.t.close());

const dice = (stake: number, target = 5000) => ({
  params: { stake, target, direction: 'under' },
});

async function play(token: string, stake: number, target = 5000) {
  const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, dice(stake, target));
  expectStatus(res, 200);
  return roundAnswerSchema.parse(res.json());
}

describe('demo mode', () => {
  test('a guest plays FUN money kept by the studio, and the wallet is never called', async () => {
    const walletCalls = () =>
      s.casino.calls.filter((c) => c.path.startsWith('/api/wallet/')).length;
    const before = walletCalls();
    const { token } = await startSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    const session = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(session).toMatchObject({ mode: 'demo', currency: 'FUN', balance: DEMO_BALANCE_CENTS });
    let expected = DEMO_BALANCE_CENTS;
    for (let i = 0; i < 6; i++) {
      const { round, balance } = await play(token, 10_000);
      expected += round.win - 10_000;
      expect(balance).toBe(expected);
    }
    const after = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(after.balance).toBe(expected);
    expect(walletCalls()).toBe(before);
  });

  test('the game client posts without X-Requested-With: the token in the path is the credential, not a cookie', async () => {
    const { token } = await startSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/studio/api/sessions/${token}/rounds`,
      headers: { 'content-type': 'application/json', origin: 'https://studio.example' },
      payload: dice(100),
    });
    expectStatus(res, 200);
    const casinoCall = await s.t.app.inject({
      method: 'POST',
      url: '/api/user_limits',
      payload: {},
    });
    expect(casinoCall.json()).toMatchObject({ code: 'CsrfRejected' });
  });

  test('parameters nested thousands deep are a 422, not a stack overflow', async () => {
    const { token } = await startSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    for (const [url, body] of [
      [`/studio/api/sessions/${token}/rounds`, `{"params":${deep}}`],
      [`/studio/api/sessions/${token}/rounds/1/actions`, `{"action":${deep}}`],
    ] as const) {
      const res = await s.t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expectStatus(res, 422);
    }
    const flat = await s.agent.post(`/studio/api/sessions/${token}/rounds`, dice(100));
    expectStatus(flat, 200);
  });

  test('a stake above the FUN balance is 422 insufficient_funds and takes no nonce', async () => {
    const { token } = await startSession(s, { user_id: null, mode: 'demo', currency: 'FUN' });
    await s.t.db
      .updateTable('studio_sessions')
      .set({ fun_balance_cents: 50 })
      .where('token', '=', token)
      .execute();
    const res = await s.agent.post(`/studio/api/sessions/${token}/rounds`, dice(100));
    expectStatus(res, 422);
    expect(res.json()).toMatchObject({ error: { code: 'insufficient_funds' } });
    const session = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    expect(session).toMatchObject({ balance: 50, seeds: { nonce: 0 } });
  });
});

describe('seeds', () => {
  test('rotation reveals the server seed, and the revealed seed recomputes every round', async () => {
    const { token } = await startSession(s, { balance: 1_000_000 });
    const first = studioSessionSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}`)).json(),
    );
    const played = [];
    for (let i = 0; i < 4; i++) played.push((await play(token, 100, 2000 + 1000 * i)).round);
    // Before the rotation nothing shows the server seed: not the recall, not the public round.
    const recalled = recallAnswerSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${token}/rounds?limit=20`)).json(),
    );
    expect(recalled.rounds.map((r) => r.id)).toEqual(played.map((r) => r.id).reverse());
    expect(recalled.rounds.every((r) => r.seeds.server_seed === null)).toBe(true);
    const hidden = await s.agent.get(`/studio/api/rounds/${played[0]?.id}`);
    expect(studioRoundSchema.parse(hidden.json()).seeds.server_seed).toBeNull();

    const rotated = await s.agent.post(`/studio/api/sessions/${token}/seeds`, {
      client_seed: 'my own seed',
    });
    expectStatus(rotated, 200);
    const { revealed, seeds } = rotateSeedsAnswerSchema.parse(rotated.json());
    expect(revealed).toMatchObject({
      server_seed_hash: first.seeds.server_seed_hash,
      client_seed: first.seeds.client_seed,
      nonce: 4,
    });
    expect(hashServerSeed(revealed.server_seed)).toBe(first.seeds.server_seed_hash);
    expect(seeds).toMatchObject({ client_seed: 'my own seed', nonce: 0 });
    expect(seeds.server_seed_hash).not.toBe(first.seeds.server_seed_hash);

    const verified = studioRoundSchema.parse(
      (await s.agent.get(`/studio/api/rounds/${played[2]?.id}`)).json(),
    );
    expect(verified.seeds.server_seed).toBe(revealed.server_seed);
    for (const round of played) {
      const replay = diceMachine.start(
        DICE_CONFIG,
        round.params as Parameters<typeof diceMachine.start>[1],
        fairFloats({
          serverSeed: revealed.server_seed,
          clientSeed: revealed.client_seed,
          nonce: round.nonce,
        }),
      );
      expect(replay.state).toEqual(round.state);
      expect(replay.win).toBe(round.win);
    }
    // The next round draws from the new pair.
    const next = (await play(token, 100)).round;
    expect(next.seeds).toMatchObject({
      server_seed_hash: seeds.server_seed_hash,
      client_seed: 'my own seed',
      nonce: 0,
      server_seed: null,
    });
  });

  test('a client seed must be 1 to 64 printable characters', async () => {
    const { token } = await startSession(s, { balance: 1_000 });
    for (const client_seed of ['', 'x'.repeat(65), 'tab\there', 'é'])
      expectStatus(await s.agent.post(`/studio/api/sessions/${token}/seeds`, { client_seed }), 422);
    const random = await s.agent.post(`/studio/api/sessions/${token}/seeds`, {});
    expectStatus(random, 200);
    expect(rotateSeedsAnswerSchema.parse(random.json()).seeds.client_seed).toMatch(
      /^[0-9a-f]{16}$/,
    );
  });

  test('the recall of a player spans their sessions of the game, not other players', async () => {
    const { token, userId } = await startSession(s, { balance: 10_000 });
    const mine = (await play(token, 100)).round;
    const again = await startSession(s, { user_id: userId, balance: 10_000 });
    const other = await startSession(s, { balance: 10_000 });
    await play(other.token, 100);
    const recalled = recallAnswerSchema.parse(
      (await s.agent.get(`/studio/api/sessions/${again.token}/rounds`)).json(),
    );
    expect(recalled.rounds.map((r) => r.id)).toEqual([mine.id]);
  });

  test('a round that does not exist is 404 on the public endpoint', async () => {
    expectStatus(await s.agent.get('/studio/api/rounds/999999999'), 404);
  });
});

describe('the catalogue as the studio sees it', () => {
  test('a catalogue row of the dice kind is a studio game with its engine, configuration and exact rtp', async () => {
    const row = await s.t.db
      .selectFrom('games')
      .select(['identifier', 'title', 'payout'])
      .where('theme', '=', 'dice')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const game = await catalogueGames(s.t.db)(row.identifier);
    expect(game).toMatchObject({ identifier: row.identifier, title: row.title });
    expect(game && (game.engine.rtp(game.config) * 100).toFixed(2)).toBe(row.payout);
    expect(await catalogueGames(s.t.db)('nobody/no-such-game')).toBeNull();
  });
});
