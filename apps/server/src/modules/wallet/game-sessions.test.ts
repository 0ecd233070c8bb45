import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cents } from '@casino/domain/currency';
import { gameSessionContextSchema, gameSessionSchema } from '@casino/api/play';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { payingPlayer } from '../payments/payments-test-kit.ts';
import { signWalletRequest } from './request-signature.ts';
import { playableGame } from './wallet-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const sessionsOf = (playerId: number) =>
  t.db
    .selectFrom('game_sessions')
    .select(['id', 'status', 'closed_reason'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();

function context(token: string, signature?: string) {
  const url = `/api/game_sessions/${token}/context`;
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-request-sign': signature ?? signWalletRequest(url, t.config.WALLET_AUTH_TOKEN) },
  });
}

const tokenOf = (gameUrl: string) => gameUrl.replace('/studio/', '');

describe('POST /api/game_sessions', () => {
  test('a player opens a real session in the active wallet and the studio reads its context', async () => {
    const player = await payingPlayer(t, { profile: { nickname: 'Lucky' } });
    const game = await playableGame(t);
    const res = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'real',
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = gameSessionSchema.parse(res.json());
    expect(session).toMatchObject({ mode: 'real', currency: 'EUR' });
    expect(session.game_url).toMatch(/^\/studio\/[\w-]{32}$/);

    const ctx = await context(tokenOf(session.game_url));
    expect(ctx.statusCode, ctx.body).toBe(200);
    expect(gameSessionContextSchema.parse(ctx.json())).toEqual({
      session_id: String(session.id),
      player_id: String(player.id),
      nickname: 'Lucky',
      currency: 'EUR',
      mode: 'real',
      game_identifier: game.identifier,
      status: 'open',
    });
  });

  test('the context refuses an unsigned or forged call, and an unknown token is 404', async () => {
    const player = await payingPlayer(t);
    const game = await playableGame(t);
    const { game_url } = gameSessionSchema.parse(
      (
        await player.agent.post('/api/game_sessions', {
          game_identifier: game.identifier,
          mode: 'demo',
        })
      ).json(),
    );
    expect((await context(tokenOf(game_url), 'f'.repeat(64))).statusCode).toBe(403);
    expect((await context(tokenOf(game_url), '')).statusCode).toBe(403);
    expect((await context('no-such-token')).statusCode).toBe(404);
  });

  test('opening a real session closes the earlier open ones of that game', async () => {
    const player = await payingPlayer(t);
    const game = await playableGame(t);
    const open = () =>
      player.agent.post('/api/game_sessions', { game_identifier: game.identifier, mode: 'real' });
    expect((await open()).statusCode).toBe(201);
    expect((await open()).statusCode).toBe(201);
    expect(await sessionsOf(player.id)).toMatchObject([
      { status: 'closed', closed_reason: 'replaced' },
      { status: 'open', closed_reason: null },
    ]);
  });

  test('a guest plays demo in FUN money and is 401 for real play', async () => {
    const guest = createAgent(t.app);
    const game = await playableGame(t);
    const demo = await guest.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'demo',
    });
    expect(demo.statusCode, demo.body).toBe(201);
    expect(demo.json()).toMatchObject({ mode: 'demo', currency: 'FUN' });
    const ctx = await context(tokenOf(gameSessionSchema.parse(demo.json()).game_url));
    expect(ctx.json()).toMatchObject({
      player_id: null,
      nickname: null,
      mode: 'demo',
      currency: 'FUN',
    });
    const real = await guest.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'real',
    });
    expect(real.statusCode).toBe(401);
  });

  test('a currency the player has no wallet in, or the game does not take, is a 422 field error', async () => {
    const player = await payingPlayer(t);
    const game = await playableGame(t);
    const noWallet = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'real',
      currency: 'USD',
    });
    expect(noWallet.statusCode).toBe(422);
    expect(noWallet.json()).toEqual({ errors: { currency: ['VALIDATION.CURRENCY_INVALID'] } });

    const untaken = await t.db
      .selectFrom('games as g')
      .select('g.identifier')
      .where((w) =>
        w.not(
          w.exists(
            w
              .selectFrom('game_currencies as c')
              .select('c.id')
              .whereRef('c.game_id', '=', 'g.id')
              .where('c.currency', '=', 'EUR'),
          ),
        ),
      )
      .executeTakeFirst();
    if (untaken) {
      const res = await player.agent.post('/api/game_sessions', {
        game_identifier: untaken.identifier,
        mode: 'real',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { currency: ['VALIDATION.CURRENCY_INVALID'] } });
    }
  });

  test('an unknown game is 404; a game without a demo refuses demo mode', async () => {
    const player = await payingPlayer(t);
    const unknown = await player.agent.post('/api/game_sessions', {
      game_identifier: 'nobody/nothing',
      mode: 'demo',
    });
    expect(unknown.statusCode).toBe(404);
    const game = await playableGame(t);
    await t.db
      .deleteFrom('game_currencies')
      .where('game_id', '=', game.id)
      .where('currency', '=', 'FUN')
      .execute();
    const demo = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'demo',
    });
    expect(demo.statusCode).toBe(422);
    expect(demo.json()).toEqual({ errors: { mode: ['VALIDATION.INVALID_VALUE'] } });
  });

  test('a player on a break may not open real play (LimitReached), demo stays open', async () => {
    const player = await payingPlayer(t);
    const game = await playableGame(t, 'EUR');
    const set = await player.agent.post('/api/user_limits', { type: 'coolingoff', period: 'day' });
    expect(set.statusCode, set.body).toBe(204);
    const real = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'real',
    });
    expect(real.statusCode).toBe(422);
    expect(real.json()).toMatchObject({ errors: { base: ['LIMITS.ERRORS.EXCLUDED'] } });
    const demo = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'demo',
    });
    expect(demo.statusCode).toBe(201);
  });

  test('a loss limit with nothing left refuses real play (LimitReached), demo stays open', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const game = await playableGame(t, 'EUR');
    const set = await player.agent.post('/api/user_limits', {
      type: 'loss',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 1_000 }],
    });
    expect(set.statusCode, set.body).toBe(204);
    const openReal = () =>
      player.agent.post('/api/game_sessions', { game_identifier: game.identifier, mode: 'real' });
    const lose = (amount: number) =>
      t.db.transaction().execute((trx) =>
        postTransfer(trx, {
          kind: 'bet',
          idempotencyKey: `test:${randomUUID()}`,
          playerId: player.id,
          currency: 'EUR',
          legs: [
            { account: 'real', amount: cents(-amount) },
            { account: 'house', amount: cents(amount) },
          ],
        }),
      );
    await lose(900);
    // Something is left: the game opens (a stake over what is left is the studio's refusal).
    expect((await openReal()).statusCode).toBe(201);
    await lose(100);
    const refused = await openReal();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { amount_cents: ['LIMITS.ERRORS.PLAY_LIMIT_REACHED'] },
      remaining_amount_cents: 0,
      currency: 'EUR',
    });
    const demo = await player.agent.post('/api/game_sessions', {
      game_identifier: game.identifier,
      mode: 'demo',
    });
    expect(demo.statusCode).toBe(201);
  });
});
