import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { latestWinsSchema, playerGamesPageSchema } from '@casino/api/play';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { relayOutbox } from '../../events/relay-outbox.ts';
import { realtimeConsumer, type RealtimePublisher } from '../../realtime/realtime-publisher.ts';
import { gambler, newActionId, signedPost, type Gambler } from './wallet-test-kit.ts';

// What play leaves for the player and the lobby: the rounds history (GET /api/player/games), played games, and big
// wins on public:wins and GET /api/games/latest_wins.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function round(g: Gambler, roundId: string, bet: number, win: number) {
  const res = await signedPost(
    t,
    '/api/wallet/play',
    g.play(
      [
        { action: 'bet', action_id: newActionId(), amount: bet },
        { action: 'win', action_id: newActionId(), amount: win },
      ],
      { round_id: roundId, game_id: roundId, finished: true },
    ),
  );
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/player/games', () => {
  test('pages the player rounds newest first with stakes, wins and balances', async () => {
    const g = await gambler(t, { real: 10_000 });
    await round(g, 'a', 100, 0);
    await round(g, 'b', 200, 50);
    await round(g, 'c', 300, 900);
    const first = playerGamesPageSchema.parse(
      (await g.agent.get('/api/player/games?page_size=2')).json(),
    );
    expect(first.pagination).toEqual({ page: 1, per_page: 2, total_count: 3 });
    expect(first.data.map((r) => r.round_id)).toEqual(['c', 'b']);
    expect(first.data[0]).toMatchObject({
      game_identifier: g.game.identifier,
      game_title: g.game.title,
      currency: 'EUR',
      bet_amount_cents: 300,
      win_amount_cents: 900,
      balance_before_cents: 9_750,
      balance_after_cents: 10_350,
      status: 'finished',
    });
    const second = playerGamesPageSchema.parse(
      (await g.agent.get('/api/player/games?page=2&page_size=2')).json(),
    );
    expect(second.data.map((r) => r.round_id)).toEqual(['a']);
    expect(second.pagination.total_count).toBe(3);
    const past = playerGamesPageSchema.parse(
      (await g.agent.get('/api/player/games?page=5')).json(),
    );
    expect(past).toEqual({ data: [], pagination: { page: 5, per_page: 20, total_count: 3 } });
  });

  test('guests are 401; a bad page is 422', async () => {
    expect((await createAgent(t.app).get('/api/player/games')).statusCode).toBe(401);
    const g = await gambler(t);
    expect((await g.agent.get('/api/player/games?page=0')).statusCode).toBe(422);
  });
});

describe('big wins', () => {
  test('a round paying 10x its stake is published on public:wins and listed in the latest wins', async () => {
    const g = await gambler(t, { real: 10_000 });
    await t.db
      .updateTable('players')
      .set({ nickname: 'Winner', nickname_key: 'winner' })
      .where('id', '=', g.id)
      .execute();
    await round(g, 'small', 100, 500);
    await round(g, 'big', 200, 2_000);

    const published: { channel: string; data: unknown }[] = [];
    const publisher: RealtimePublisher = {
      publish: async (channel, data) => {
        published.push({ channel, data });
      },
      endSession: async () => {},
    };
    await relayOutbox(t.db, [realtimeConsumer(t, publisher)], () => {});
    const wins = published.filter((p) => p.channel === 'public:wins');
    expect(wins).toHaveLength(1);
    const [win] = latestWinsSchema.parse(wins.map((p) => p.data));
    expect(win).toMatchObject({
      nickname: 'Winner',
      game_identifier: g.game.identifier,
      game_title: g.game.title,
      currency: 'EUR',
      bet_amount_cents: 200,
      win_amount_cents: 2_000,
      humanized_win: '€20.00',
    });
    expect(win?.game_table_url).toMatch(/^\/play\/[^/]+\/[^/]+$/);
    expect(win?.game_table_image_path).toMatch(/^\/game-art\/.+\.svg\?v=/);

    const latest = latestWinsSchema.parse(
      (await createAgent(t.app).get('/api/games/latest_wins')).json(),
    );
    expect(latest[0]).toEqual(win);
    expect((await createAgent(t.app).get('/api/stats/winners/latest')).json()).toEqual(latest);
    expect(latest.some((row) => row.bet_amount_cents === 100 && row.nickname === 'Winner')).toBe(
      false,
    );
  });
});
