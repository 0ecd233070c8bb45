import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userLimitsSchema, type UserLimit } from '@casino/api/limits';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { latestEmail } from '../auth/auth-test-kit.ts';
import { payingPlayer, type PayingPlayer } from '../payments/payments-test-kit.ts';

// The limit calls of spec 03 section 9 with the RTS 12 rules of spec 04 section 6; time passes by moving the
// recorded request times back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const deposit = (amount: number, period = 'day', currency = 'EUR') => ({
  type: 'deposit',
  period,
  accounts: [{ currency, amount_cents: amount }],
});

async function limits(player: PayingPlayer): Promise<UserLimit[]> {
  const res = await player.agent.get('/api/user_limits');
  expect(res.statusCode, res.body).toBe(200);
  return userLimitsSchema.parse(res.json());
}

async function set(player: PayingPlayer, body: object, status = 204) {
  const res = await player.agent.post('/api/user_limits', body);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

async function emailOf(player: PayingPlayer) {
  const row = await t.db
    .selectFrom('players')
    .select('email')
    .where('id', '=', player.id)
    .executeTakeFirstOrThrow();
  return latestEmail(t.db, row.email, 'limit_change');
}

/** As if the player's waiting changes had been asked for `ms` earlier (the clock moves, the session stays). */
async function travel(player: PayingPlayer, ms: number) {
  await sql`UPDATE user_limit_changes SET requested_at = requested_at - ${`${ms} milliseconds`}::interval,
    effective_at = effective_at - ${`${ms} milliseconds`}::interval,
    confirm_until = confirm_until - ${`${ms} milliseconds`}::interval
    WHERE player_id = ${player.id} AND closed_at IS NULL`.execute(t.db);
}

describe('GET/POST /api/user_limits', () => {
  test('a new deposit limit holds at once, in the item shape of spec 03 section 1.5', async () => {
    const player = await payingPlayer(t);
    expect(await limits(player)).toEqual([]);
    await set(player, deposit(10_000));
    const [limit] = await limits(player);
    expect(limit).toMatchObject({
      type: 'deposit',
      period: 'day',
      status: 'active',
      disable_at: null,
      confirm_until: null,
      strategy: null,
      parent_type: null,
      pending: null,
      accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0 }],
    });
    const activeUntil = Date.parse(limit!.accounts[0]!.active_until);
    expect(activeUntil - Date.parse(limit!.created_at)).toBe(24 * HOUR);
  });

  test('a decrease holds at once and sends no e-mail', async () => {
    const player = await payingPlayer(t);
    await set(player, deposit(10_000));
    const before = await t.db.selectFrom('email_outbox').select('id').execute();
    await set(player, deposit(4_000));
    expect((await limits(player))[0]).toMatchObject({
      status: 'active',
      accounts: [{ amount_cents: 4_000 }],
    });
    expect(await t.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  test('an increase waits 24 hours and the confirmation e-mailed to the player, once', async () => {
    const player = await payingPlayer(t);
    await set(player, deposit(10_000));
    await set(player, deposit(50_000));
    const [pending] = await limits(player);
    expect(pending).toMatchObject({
      status: 'pending_increase',
      accounts: [{ amount_cents: 10_000 }],
      pending: { kind: 'increase', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] },
    });
    const requestedAt = Date.now();
    expect(Date.parse(pending!.pending!.effective_at) - requestedAt).toBeGreaterThan(23.9 * HOUR);
    expect(pending!.confirm_until).toBe(pending!.pending!.confirm_until);

    const email = await emailOf(player);
    expect(new URL(email.link).pathname).toBe('/profile/limits/confirm');
    const token = email.tokenOf('token');
    const guest = createAgent(t.app);
    const early = await guest.post('/api/user_limits/confirm', { token });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ errors: { token: ['LIMITS.ERRORS.CONFIRM_TOO_EARLY'] } });
    expect((await limits(player))[0]!.accounts[0]!.amount_cents).toBe(10_000);

    await travel(player, 24 * HOUR + 1000);
    const confirmed = await guest.post('/api/user_limits/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await limits(player))[0]).toMatchObject({
      status: 'active',
      pending: null,
      accounts: [{ amount_cents: 50_000 }],
    });
    const again = await guest.post('/api/user_limits/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: { token: ['LIMITS.ERRORS.TOKEN_INVALID'] } });
  });

  test('a confirmation after its window is refused and changes nothing; a new request may then be made', async () => {
    const player = await payingPlayer(t);
    await set(player, deposit(10_000, 'week'));
    await set(player, deposit(20_000, 'week'));
    const token = (await emailOf(player)).tokenOf('token');
    await travel(player, 24 * HOUR + 7 * 24 * HOUR + 1000);
    const late = await player.agent.post('/api/user_limits/confirm', { token });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ errors: { token: ['LIMITS.ERRORS.CONFIRM_EXPIRED'] } });
    const [limit] = await limits(player);
    expect(limit).toMatchObject({ status: 'active', accounts: [{ amount_cents: 10_000 }] });
    await set(player, deposit(30_000, 'week'));
    expect((await limits(player))[0]!.status).toBe('pending_increase');
  });

  test('a second increase while one waits is refused and nothing changes', async () => {
    const player = await payingPlayer(t);
    await set(player, deposit(10_000));
    await set(player, deposit(20_000));
    const before = await limits(player);
    const res = await set(player, deposit(30_000), 422);
    expect(res.json()).toEqual({ errors: { amount_cents: ['LIMITS.ERRORS.CHANGE_PENDING'] } });
    expect(await limits(player)).toEqual(before);
  });

  test('asking for the current amount again cancels the waiting increase', async () => {
    const player = await payingPlayer(t);
    await set(player, deposit(10_000));
    await set(player, deposit(20_000));
    const token = (await emailOf(player)).tokenOf('token');
    await set(player, deposit(10_000));
    expect((await limits(player))[0]).toMatchObject({ status: 'active', pending: null });
    await travel(player, 25 * HOUR);
    const res = await player.agent.post('/api/user_limits/confirm', { token });
    expect(res.json()).toEqual({ errors: { token: ['LIMITS.ERRORS.TOKEN_INVALID'] } });
  });

  test('a removal waits 24 hours and a confirmation; then the limit is gone', async () => {
    const player = await payingPlayer(t);
    await set(player, {
      type: 'loss',
      period: 'month',
      accounts: [{ currency: 'EUR', amount_cents: 5_000 }],
    });
    const [limit] = await limits(player);
    const res = await player.agent.delete(`/api/user_limits/${limit!.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const [pending] = await limits(player);
    expect(pending).toMatchObject({ status: 'pending_removal', pending: { kind: 'removal' } });
    expect(pending!.disable_at).toBe(pending!.pending!.effective_at);
    const second = await player.agent.delete(`/api/user_limits/${limit!.id}`);
    expect(second.json()).toEqual({ errors: { base: ['LIMITS.ERRORS.CHANGE_PENDING'] } });
    await travel(player, 24 * HOUR + 1000);
    const token = (await emailOf(player)).tokenOf('token');
    expect((await player.agent.post('/api/user_limits/confirm', { token })).statusCode).toBe(204);
    expect(await limits(player)).toEqual([]);
  });

  test('cooling-off and self-exclusion cannot be lifted early; a longer break replaces a shorter one', async () => {
    const player = await payingPlayer(t);
    await set(player, { type: 'coolingoff', period: 'week' });
    const [cooling] = await limits(player);
    expect(cooling).toMatchObject({ type: 'coolingoff', accounts: [], status: 'active' });
    expect(Date.parse(cooling!.disable_at!) - Date.parse(cooling!.created_at)).toBe(7 * 24 * HOUR);
    const removal = await player.agent.delete(`/api/user_limits/${cooling!.id}`);
    expect(removal.statusCode).toBe(422);
    expect(removal.json()).toEqual({ errors: { base: ['LIMITS.ERRORS.CANNOT_LIFT_EARLY'] } });
    const shorter = await set(player, { type: 'coolingoff', period: 'day' }, 422);
    expect(shorter.json()).toEqual({ errors: { period: ['LIMITS.ERRORS.CANNOT_LIFT_EARLY'] } });
    expect(await limits(player)).toEqual([cooling]);
    await set(player, { type: 'coolingoff', period: 'month' });
    expect((await limits(player)).map((limit) => limit.period)).toEqual(['month']);
    await set(player, { type: 'selfexclusion', period: 'six_months' });
    expect((await limits(player)).map((limit) => limit.type)).toEqual([
      'coolingoff',
      'selfexclusion',
    ]);
  });

  test('a break that has run out is gone from the list and may be taken again', async () => {
    const player = await payingPlayer(t);
    await set(player, { type: 'coolingoff', period: 'day' });
    await sql`UPDATE user_limits SET starts_at = starts_at - interval '2 days',
      ends_at = ends_at - interval '2 days' WHERE player_id = ${player.id}`.execute(t.db);
    expect(await limits(player)).toEqual([]);
    await set(player, { type: 'coolingoff', period: 'day' });
    expect((await limits(player)).map((limit) => limit.type)).toEqual(['coolingoff']);
  });

  test('a session limit holds its minutes', async () => {
    const player = await payingPlayer(t);
    await set(player, { type: 'session', period: 'day', minutes: 90 });
    expect((await limits(player))[0]).toMatchObject({ type: 'session', minutes: 90, accounts: [] });
  });

  test.each<[string, object, Record<string, string[]>]>([
    ['a negative amount', deposit(-1), { amount_cents: ['VALIDATION.MIN_VALUE'] }],
    ['a zero amount', deposit(0), { amount_cents: ['VALIDATION.MIN_VALUE'] }],
    ['a fractional amount', deposit(10.5), { amount_cents: ['VALIDATION.INTEGER'] }],
    [
      'a currency the player has no wallet in',
      deposit(100, 'day', 'USD'),
      { currency: ['LIMITS.ERRORS.CURRENCY_INVALID'] },
    ],
    [
      'an unknown currency',
      deposit(100, 'day', 'XXXXXX'),
      { currency: ['LIMITS.ERRORS.CURRENCY_INVALID'] },
    ],
    ['an unknown type', { ...deposit(100), type: 'bet' }, { type: ['VALIDATION.INVALID_VALUE'] }],
    ['an unknown period', deposit(100, 'fortnight'), { period: ['LIMITS.ERRORS.PERIOD_INVALID'] }],
    [
      'a period the type does not take',
      deposit(100, 'five_years'),
      { period: ['LIMITS.ERRORS.PERIOD_INVALID'] },
    ],
    [
      'a money limit without an amount',
      { type: 'wager', period: 'day' },
      { amount_cents: ['LIMITS.ERRORS.AMOUNT_REQUIRED'] },
    ],
    [
      'a break with an amount',
      { ...deposit(100, 'week'), type: 'coolingoff' },
      { accounts: ['LIMITS.ERRORS.AMOUNT_NOT_ALLOWED'] },
    ],
  ])('%s: 422 and nothing stored', async (_, body, errors) => {
    const player = await payingPlayer(t);
    const res = await set(player, body, 422);
    expect(res.json()).toEqual({ errors });
    expect(await limits(player)).toEqual([]);
  });

  test("guests get 401; another player's limit is not found; a garbage token is refused", async () => {
    const guest = createAgent(t.app);
    expect((await guest.get('/api/user_limits')).statusCode).toBe(401);
    expect((await guest.post('/api/user_limits', deposit(100))).statusCode).toBe(401);
    const owner = await payingPlayer(t);
    await set(owner, deposit(10_000));
    const [limit] = await limits(owner);
    const other = await payingPlayer(t);
    expect((await other.agent.delete(`/api/user_limits/${limit!.id}`)).statusCode).toBe(404);
    expect((await other.agent.delete('/api/user_limits/abc')).statusCode).toBe(422);
    const res = await guest.post('/api/user_limits/confirm', { token: 'nope' });
    expect(res.json()).toEqual({ errors: { token: ['LIMITS.ERRORS.TOKEN_INVALID'] } });
    expect((await guest.post('/api/user_limits/confirm', {})).statusCode).toBe(422);
  });
});
