import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { responsibleGamingSchema } from '@casino/api/responsible-gaming';
import { PLAY_SESSION_GAP_MS } from '@casino/domain/play-time';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { payingPlayer, type PayingPlayer } from '../payments/payments-test-kit.ts';
import { assertBetAllowed, assertMayStartPlay } from './limits.service.ts';
import {
  continueAfterRealityCheck,
  markLimitsReviewed,
  responsibleGamingStatus,
} from './responsible-gaming.service.ts';

// Issue 9: session limits count play time from real bets; reality checks (UKGC RTS 13) pause play after the chosen
// interval until the player answers; RTS 12's prompts to set limits at the first deposit and to review them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const start = new Date('2026-11-25T10:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

const bet = (player: PayingPlayer, at: Date) =>
  t.db
    .transaction()
    .execute((trx) =>
      assertBetAllowed(trx, { playerId: player.id, currency: 'EUR', amount_cents: 100 }, at),
    );

describe('session limits', () => {
  test('bets count play time; once the minutes are used up, bets and new game sessions are refused', async () => {
    const player = await payingPlayer(t);
    const set = await player.agent.post('/api/user_limits', {
      type: 'session',
      period: 'day',
      minutes: 30,
    });
    expect(set.statusCode, set.body).toBe(204);
    // The limit's day counts from now (the server's clock), so play from a minute later.
    const from = new Date(Date.now() + 60_000);
    const at = (n: number) => new Date(from.getTime() + n * 60_000);
    for (const n of [0, 10, 20, 29]) await expect(bet(player, at(n))).resolves.toBeUndefined();
    await expect(bet(player, at(30))).rejects.toMatchObject({
      code: 'LimitReached',
      fields: { base: ['LIMITS.ERRORS.SESSION_LIMIT_REACHED'] },
      details: { limit_type: 'session' },
    });
    await expect(assertMayStartPlay(t.db, player.id, at(31))).rejects.toMatchObject({
      code: 'LimitReached',
    });
  });

  test('a pause longer than the gap is not play time', async () => {
    const player = await payingPlayer(t);
    await player.agent.post('/api/user_limits', { type: 'session', period: 'day', minutes: 30 });
    const from = new Date(Date.now() + 60_000);
    const at = (ms: number) => new Date(from.getTime() + ms);
    await bet(player, at(0));
    await bet(player, at(20 * 60_000));
    // A long pause: the next bet starts a new session; 20 + 5 minutes played.
    await bet(player, at(20 * 60_000 + PLAY_SESSION_GAP_MS + 60_000));
    await expect(
      bet(player, at(25 * 60_000 + PLAY_SESSION_GAP_MS + 60_000)),
    ).resolves.toBeUndefined();
  });
});

describe('reality checks (RTS 13)', () => {
  test('refused', async () => {
    const player = await payingPlayer(t);
    for (const body of [{ reality_check_minutes: 17 }, { reality_check_minutes: 1.5 }, {}]) {
      const res = await player.agent.patch('/api/player/responsible_gaming', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  test('play pauses after the interval until the player answers, then the clock restarts', async () => {
    const player = await payingPlayer(t);
    const saved = await player.agent.patch('/api/player/responsible_gaming', {
      reality_check_minutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(204);
    for (const n of [0, 10, 20, 29]) await bet(player, minutes(n));
    await expect(bet(player, minutes(30))).rejects.toMatchObject({
      code: 'LimitReached',
      fields: { base: ['LIMITS.ERRORS.REALITY_CHECK_DUE'] },
    });
    const status = await responsibleGamingStatus(t.db, player.id, minutes(31));
    expect(status.play_session).toMatchObject({ played_minutes: 31, due: true });

    await continueAfterRealityCheck(t.db, player.id, minutes(32));
    for (const n of [33, 45, 61]) await expect(bet(player, minutes(n))).resolves.toBeUndefined();
    await expect(bet(player, minutes(62))).rejects.toMatchObject({ code: 'LimitReached' });
  });

  test('the status answers the wire shape; with no session running, continuing is a conflict', async () => {
    const player = await payingPlayer(t);
    const res = await player.agent.get('/api/player/responsible_gaming');
    expect(res.statusCode).toBe(200);
    const status = responsibleGamingSchema.parse(res.json());
    expect(status.play_session).toBeNull();
    expect(status.reality_check_intervals).toContain(60);
    const answer = await player.agent.post('/api/player/responsible_gaming/reality_check', {});
    expect(answer.statusCode).toBe(409);
  });

  test('a guest gets 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/player/responsible_gaming' });
    expect(res.statusCode).toBe(401);
  });
});

describe('limit prompts (RTS 12)', () => {
  test('before the first deposit the prompt asks to set a limit; with a limit older than six months, to review', async () => {
    const newcomer = await payingPlayer(t);
    expect((await responsibleGamingStatus(t.db, newcomer.id)).limits_prompt).toBe('first_deposit');
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    // Deposited, no limits: no prompt.
    expect((await responsibleGamingStatus(t.db, player.id)).limits_prompt).toBeNull();
    await player.agent.post('/api/user_limits', {
      type: 'deposit',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 10_000 }],
    });
    expect((await responsibleGamingStatus(t.db, player.id)).limits_prompt).toBeNull();
    const later = new Date(Date.now() + 183 * 24 * 60 * 60_000);
    expect((await responsibleGamingStatus(t.db, player.id, later)).limits_prompt).toBe('review');
    const reviewed = await player.agent.post('/api/player/responsible_gaming/limits_reviewed', {});
    expect(reviewed.statusCode).toBe(204);
    // Reviewed today: six months from today it is due again, not before.
    expect((await responsibleGamingStatus(t.db, player.id, later)).limits_prompt).toBe('review');
    await markLimitsReviewed(t.db, player.id, later);
    expect((await responsibleGamingStatus(t.db, player.id, later)).limits_prompt).toBeNull();
  });
});
