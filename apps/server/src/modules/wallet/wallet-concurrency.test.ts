import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { walletAnswerSchema } from '@casino/api/play';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { gambler, newActionId, realBalance, signedPost } from './wallet-test-kit.ts';

// Calls of one player arriving at once (two sessions, duplicated retries, a rollback racing its bet) are settled one
// after the other under the player's lock: never an overdraft, never money moved twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const play = (body: object) => signedPost(t, '/api/wallet/play', body);

describe('concurrent wallet calls', () => {
  test('two sessions of one player betting at once never overdraw the wallet', async () => {
    const g = await gambler(t, { real: 1_000 });
    // A second session of another game for the same player.
    const other = await t.db
      .selectFrom('games as g')
      .innerJoin('game_currencies as c', 'c.game_id', 'g.id')
      .select(['g.identifier'])
      .where('c.currency', '=', 'EUR')
      .where('g.identifier', '!=', g.game.identifier)
      .executeTakeFirstOrThrow();
    const opened = await g.agent.post('/api/game_sessions', {
      game_identifier: other.identifier,
      mode: 'real',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const second = { session_id: String(opened.json().id), game: other.identifier };

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        play(
          g.play([{ action: 'bet', action_id: newActionId(), amount: 300 }], {
            round_id: `r-${i}`,
            ...(i % 2 ? second : {}),
          }),
        ),
      ),
    );
    const codes = results.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 100)).toHaveLength(7);
    expect(await realBalance(t, g.id)).toBe(100);
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('the same call sent five times at once moves the money once and answers one tx_id', async () => {
    const g = await gambler(t, { real: 1_000 });
    const body = g.play([{ action: 'bet', action_id: newActionId(), amount: 250 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => play(body)));
    const txIds = answers.map((res) => walletAnswerSchema.parse(res.json()).transactions[0]?.tx_id);
    expect(new Set(txIds).size).toBe(1);
    expect(await realBalance(t, g.id)).toBe(750);
  });

  test('a rollback racing its bet: whichever lands first, the stake is never lost', async () => {
    const g = await gambler(t, { real: 1_000 });
    const betId = newActionId();
    const [bet, rolled] = await Promise.all([
      play(g.play([{ action: 'bet', action_id: betId, amount: 400 }])),
      signedPost(
        t,
        '/api/wallet/rollback',
        g.rollback([{ action_id: newActionId(), original_action_id: betId }]),
      ),
    ]);
    expect(rolled.statusCode).toBe(200);
    // Either the bet came first and was refunded, or the tombstone refused it: the wallet is whole both ways.
    expect([200, 412]).toContain(bet.statusCode);
    expect(await realBalance(t, g.id)).toBe(1_000);
  });
});
