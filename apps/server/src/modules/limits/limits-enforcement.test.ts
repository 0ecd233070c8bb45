import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { limitReachedSchema, userLimitsSchema } from '@casino/api/limits';
import { cents } from '@casino/domain/currency';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { cardDeposit, payingPlayer, type PayingPlayer } from '../payments/payments-test-kit.ts';
import { assertBetAllowed, assertNotExcluded } from './limits.service.ts';

// Spec 04 section 6 on the server: deposits past a deposit limit and deposits during a break are refused inside the
// deposit's transaction; cashouts and the player's own pages stay open; loss and wager count ledger movements.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const THREE_DS_CARD = '4000 0027 6000 3184';

async function setLimit(player: PayingPlayer, body: object) {
  const res = await player.agent.post('/api/user_limits', body);
  expect(res.statusCode, res.body).toBe(204);
}

const depositLimit = (amount: number, period = 'day') => ({
  type: 'deposit',
  period,
  accounts: [{ currency: 'EUR', amount_cents: amount }],
});

async function payments(player: PayingPlayer) {
  return t.db.selectFrom('payments').select('state').where('player_id', '=', player.id).execute();
}

async function limitsOf(player: PayingPlayer) {
  return userLimitsSchema.parse((await player.agent.get('/api/user_limits')).json());
}

describe('deposit limits', () => {
  test('a deposit past the limit is refused with what may still be deposited, and nothing is recorded', async () => {
    const player = await payingPlayer(t);
    await setLimit(player, depositLimit(10_000));
    const first = await player.post('/api/player/payments/deposit', cardDeposit(6_000));
    expect(first.statusCode, first.body).toBe(201);
    expect((await limitsOf(player))[0]!.accounts[0]!.current_value_amount_cents).toBe(6_000);

    const refused = await player.post('/api/player/payments/deposit', cardDeposit(5_000));
    expect(refused.statusCode).toBe(422);
    expect(limitReachedSchema.parse(refused.json())).toEqual({
      errors: { amount_cents: ['LIMITS.ERRORS.DEPOSIT_LIMIT_REACHED'] },
      remaining_amount_cents: 4_000,
      currency: 'EUR',
    });
    expect(await payments(player)).toEqual([{ state: 'succeeded' }]);

    const exact = await player.post('/api/player/payments/deposit', cardDeposit(4_000));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  test('where limits overlap the lowest wins', async () => {
    const player = await payingPlayer(t);
    await setLimit(player, depositLimit(100_000, 'day'));
    await setLimit(player, depositLimit(5_000, 'week'));
    const refused = await player.post('/api/player/payments/deposit', cardDeposit(6_000));
    expect(refused.json()).toMatchObject({ remaining_amount_cents: 5_000 });
  });

  test('a deposit still open at the provider (3-D Secure) counts against the limit', async () => {
    const player = await payingPlayer(t);
    await setLimit(player, depositLimit(10_000));
    const open = await player.post(
      '/api/player/payments/deposit',
      cardDeposit(8_000, THREE_DS_CARD),
    );
    expect(open.statusCode, open.body).toBe(201);
    expect(await payments(player)).toEqual([{ state: 'processing' }]);
    const refused = await player.post('/api/player/payments/deposit', cardDeposit(3_000));
    expect(refused.json()).toMatchObject({ remaining_amount_cents: 2_000 });
  });

  test('parallel deposits cannot pass the limit together', async () => {
    const player = await payingPlayer(t);
    await setLimit(player, depositLimit(10_000));
    const answers = await Promise.all(
      [1, 2, 3].map(() => player.post('/api/player/payments/deposit', cardDeposit(4_000))),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 422]);
  });
});

describe('cooling-off and self-exclusion', () => {
  test("a break refuses deposits but not the player's pages or cashouts", async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    await setLimit(player, { type: 'coolingoff', period: 'day' });
    const refused = await player.post('/api/player/payments/deposit', cardDeposit(1_000));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { base: ['LIMITS.ERRORS.EXCLUDED'] },
      limit_type: 'coolingoff',
    });
    expect((await player.agent.get('/api/player')).statusCode).toBe(200);
    const cashout = await player.post('/api/player/payments/cashout', {
      currency: 'EUR',
      amount_cents: 4_000,
      method: 'bank_transfer',
      fields: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Pay Tester' },
    });
    expect(cashout.statusCode, cashout.body).toBe(201);
  });

  test('a break hands out no crypto deposit address', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const ask = () =>
      player.agent.post('/api/player/crypto_addresses', { currency: 'BTC', network: 'bitcoin' });
    expect((await ask()).statusCode).toBe(200);
    await setLimit(player, { type: 'selfexclusion', period: 'year' });
    const refused = await ask();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { base: ['LIMITS.ERRORS.EXCLUDED'] } });
  });

  test('the guard the games and bonuses call refuses during self-exclusion only', async () => {
    const player = await payingPlayer(t);
    const guard = () => t.db.transaction().execute((trx) => assertNotExcluded(trx, player.id));
    await expect(guard()).resolves.toBeUndefined();
    await setLimit(player, { type: 'selfexclusion', period: 'six_months' });
    await expect(guard()).rejects.toMatchObject({ code: 'LimitReached' });
  });
});

describe('loss and wager limits count settled bets from the ledger', () => {
  async function play(player: PayingPlayer, kind: 'bet' | 'win', amount: number) {
    const sign = kind === 'bet' ? -1 : 1;
    await t.db.transaction().execute((trx) =>
      postTransfer(trx, {
        kind,
        idempotencyKey: `test:${randomUUID()}`,
        playerId: player.id,
        currency: 'EUR',
        legs: [
          { account: 'real', amount: cents(sign * amount) },
          { account: 'house', amount: cents(-sign * amount) },
        ],
      }),
    );
  }

  test('stakes count as wager; stakes minus wins as loss, never below 0', async () => {
    const player = await payingPlayer(t, { funds: { real: 100_000 } });
    const amounts = [{ currency: 'EUR', amount_cents: 10_000 }];
    await setLimit(player, { type: 'wager', period: 'day', accounts: amounts });
    await setLimit(player, { type: 'loss', period: 'day', accounts: amounts });
    const current = async () =>
      Object.fromEntries(
        (await limitsOf(player)).map((limit) => [
          limit.type,
          limit.accounts[0]!.current_value_amount_cents,
        ]),
      );
    await play(player, 'bet', 3_000);
    await play(player, 'win', 1_000);
    expect(await current()).toEqual({ wager: 3_000, loss: 2_000 });
    await play(player, 'win', 5_000);
    expect(await current()).toEqual({ wager: 3_000, loss: 0 });
  });

  test('a stake must fit under the wager and loss limits (the lowest wins)', async () => {
    const player = await payingPlayer(t, { funds: { real: 100_000 } });
    await setLimit(player, {
      type: 'wager',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 10_000 }],
    });
    await setLimit(player, {
      type: 'loss',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 4_000 }],
    });
    const stake = (amount: number) =>
      t.db
        .transaction()
        .execute((trx) =>
          assertBetAllowed(trx, { playerId: player.id, currency: 'EUR', amount_cents: amount }),
        );
    await play(player, 'bet', 3_000);
    await expect(stake(1_000)).resolves.toBeUndefined();
    await expect(stake(1_001)).rejects.toMatchObject({
      code: 'LimitReached',
      details: { remaining_amount_cents: 1_000, currency: 'EUR' },
    });
    await play(player, 'win', 3_000);
    // The loss is back to 0 (4,000 left) while the wager keeps counting (7,000 left): the lower one holds.
    await expect(stake(4_001)).rejects.toMatchObject({
      details: { remaining_amount_cents: 4_000 },
    });
    await expect(stake(4_000)).resolves.toBeUndefined();
    // Staked 6,000 more and won it back: no loss, but the wager limit has 1,000 left.
    await play(player, 'bet', 6_000);
    await play(player, 'win', 6_000);
    await expect(stake(1_001)).rejects.toMatchObject({
      details: { remaining_amount_cents: 1_000 },
    });
    await expect(stake(100_000_000)).rejects.toMatchObject({ code: 'LimitReached' });
    const other = await payingPlayer(t, { currency: 'USD' });
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          assertBetAllowed(trx, { playerId: other.id, currency: 'USD', amount_cents: 10 ** 9 }),
        ),
    ).resolves.toBeUndefined();
  });
});
