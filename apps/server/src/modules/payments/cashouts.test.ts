import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentResultSchema, paymentsPageSchema, type Payment } from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DomainError } from '../../http/errors.ts';
import { auditLedger, lockWallet } from '../ledger/ledger.service.ts';
import { approveCashout, rejectCashout } from './cashouts.service.ts';
import { createProviders } from './providers/providers.ts';
import type { PaymentsDeps } from './deposits.service.ts';
import { CARD, cardDeposit, payingPlayer, type PayingPlayer } from './payments-test-kit.ts';

let t: TestApp;
let deps: PaymentsDeps;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, config: t.config, providers: createProviders(t.config) };
  const operator = await t.db
    .insertInto('operators')
    .values({
      email: 'ops@example.test',
      name: 'Ops',
      password_hash: 'x',
      totp_secret: 'x',
      role: 'payments',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  operatorId = operator.id;
});
afterAll(async () => t?.close());

const wallet = (player: PayingPlayer, currency = 'EUR') =>
  t.db.transaction().execute((trx) => lockWallet(trx, player.id, currency));

const bankCashout = (amount: number, extra: object = {}) => ({
  currency: 'EUR',
  amount_cents: amount,
  method: 'bank_transfer',
  fields: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Pay Tester' },
  ...extra,
});

async function cashout(player: PayingPlayer, body: object): Promise<Payment> {
  const res = await player.post('/api/player/payments/cashout', body);
  expect(res.statusCode, res.body).toBe(201);
  return paymentResultSchema.parse(res.json()).payment;
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('cashouts: reserved at request, then approved, rejected or recalled', () => {
  test('a request reserves the amount from the real part and waits, pending and recallable', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    expect(payment).toMatchObject({
      action: 'cashout',
      state: 'pending',
      recallable: true,
      success: false,
    });
    expect(await wallet(player)).toEqual({ real: 6_000, bonus: 0, reserved: 4_000 });
    const accounts = (await player.agent.get('/api/player/accounts')).json();
    expect(accounts[0]).toMatchObject({ amount_cents: 6_000, available_to_cashout_cents: 6_000 });
  });

  test('the player recalls a pending cashout: the money is back, the payment recalled', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    const res = await player.agent.post(`/api/player/payments/${payment.id}/recall`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'recalled', recallable: false });
    expect(await wallet(player)).toEqual({ real: 10_000, bonus: 0, reserved: 0 });
    const again = await player.agent.post(`/api/player/payments/${payment.id}/recall`);
    expect(again.statusCode).toBe(422);
    expect(await wallet(player)).toEqual({ real: 10_000, bonus: 0, reserved: 0 });
  });

  test('where the licence bans recalls the cashout is not recallable and a recall is refused', async () => {
    const strict = await createTestApp({ CASHOUT_RECALL_LICENCES: 'EE' });
    try {
      const player = await payingPlayer(strict, { funds: { real: 10_000 } });
      const res = await player.post('/api/player/payments/cashout', bankCashout(4_000));
      const payment = res.json().payment;
      expect(payment.recallable).toBe(false);
      const recall = await player.agent.post(`/api/player/payments/${payment.id}/recall`);
      expect(recall.json().errors.base).toEqual([VALIDATION.PAYMENT_NOT_RECALLABLE]);
    } finally {
      await strict.close();
    }
  });

  test("another player's cashout cannot be recalled (404)", async () => {
    const owner = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(owner, bankCashout(4_000));
    const other = await payingPlayer(t);
    expect((await other.agent.post(`/api/player/payments/${payment.id}/recall`)).statusCode).toBe(
      404,
    );
  });

  test('approval pays out: the reserved money leaves through the gateway, with an audit entry', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    const approved = await approveCashout(deps, operatorId, payment.id);
    expect(approved).toMatchObject({ state: 'succeeded', success: true, recallable: false });
    expect(await wallet(player)).toEqual({ real: 6_000, bonus: 0, reserved: 0 });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', String(payment.id))
      .execute();
    expect(audit).toMatchObject([
      { action: 'cashout.approve', operator_id: operatorId, subject_type: 'payment' },
    ]);
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('a card cashout keeps its 2.5 % fee in the house', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, {
      currency: 'EUR',
      amount_cents: 4_000,
      method: 'visa_mastercard',
      fields: {
        card_number: CARD.card_number,
        card_expiry: CARD.card_expiry,
        card_holder: CARD.card_holder,
      },
    });
    await approveCashout(deps, operatorId, payment.id);
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as tr', 'tr.id', 'e.transfer_id')
      .select(['a.kind', 'e.amount_cents'])
      .where('tr.reference', '=', `payment:${payment.id}`)
      .where('tr.kind', '=', 'cashout_payout')
      .execute();
    expect(entries.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'gateway', amount_cents: 3_900 },
      { kind: 'house', amount_cents: 100 },
      { kind: 'reserved', amount_cents: -4_000 },
    ]);
  });

  test('a cashout to a saved card needs no card fields and pays out to that card', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const saved = await player.post(
      '/api/player/payments/deposit',
      cardDeposit(1_000, CARD.card_number, { save_profile: true }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const profile = await t.db
      .selectFrom('payment_profiles')
      .select('id')
      .where('player_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const payment = await cashout(player, {
      currency: 'EUR',
      amount_cents: 4_000,
      method: 'visa_mastercard',
      profile_id: profile.id,
    });
    expect(payment.state).toBe('pending');
    expect(await approveCashout(deps, operatorId, payment.id)).toMatchObject({
      state: 'succeeded',
    });
    // Another player's profile, or one of another method, is no destination.
    const other = await payingPlayer(t, { funds: { real: 10_000 } });
    const refused = await other.post('/api/player/payments/cashout', {
      currency: 'EUR',
      amount_cents: 4_000,
      method: 'visa_mastercard',
      profile_id: profile.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: { profile_id: [VALIDATION.PAYMENT_PROFILE_INVALID] },
    });
    expect(await wallet(other)).toEqual({ real: 10_000, bonus: 0, reserved: 0 });
  });

  test('rejection returns the money with the reason and is audited', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    const rejected = await rejectCashout(deps, operatorId, payment.id, 'Documents needed');
    expect(rejected).toMatchObject({ state: 'rejected', cancellation_reason: 'Documents needed' });
    expect(await wallet(player)).toEqual({ real: 10_000, bonus: 0, reserved: 0 });
  });

  test('two operators deciding one cashout at once: one wins, the other gets 409', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    const outcomes = await Promise.allSettled([
      approveCashout(deps, operatorId, payment.id),
      rejectCashout(deps, operatorId, payment.id, 'no'),
    ]);
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.status === 'rejected' && failed[0].reason.code).toBe('Conflict');
    const after = await wallet(player);
    expect(after.reserved).toBe(0);
    expect([6_000, 10_000]).toContain(after.real);
  });

  test('a declined payout returns the money to the real part', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, {
      currency: 'EUR',
      amount_cents: 4_000,
      method: 'skrill',
      fields: { wallet_email: 'me+decline@example.com' },
    });
    const result = await approveCashout(deps, operatorId, payment.id);
    expect(result).toMatchObject({ state: 'declined', cancellation_reason: 'account_declined' });
    expect(await wallet(player)).toEqual({ real: 10_000, bonus: 0, reserved: 0 });
  });

  test('a decision on a cashout already decided is a 409', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, bankCashout(4_000));
    await rejectCashout(deps, operatorId, payment.id, 'no');
    expect((await refusal(approveCashout(deps, operatorId, payment.id))).code).toBe('Conflict');
  });
});

describe('bad cashouts: a 422 and nothing moves', () => {
  test('bonus money is never cashed out: the amount is checked against the real part', async () => {
    const player = await payingPlayer(t, { funds: { real: 3_000, bonus: 5_000 } });
    const res = await player.post('/api/player/payments/cashout', bankCashout(3_001));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount_cents).toEqual([VALIDATION.NOT_ENOUGH_MONEY]);
    expect(await wallet(player)).toEqual({ real: 3_000, bonus: 5_000, reserved: 0 });
  });

  test.each([
    ['below the minimum', bankCashout(1_900), 'amount_cents', VALIDATION.MIN_VALUE],
    ['above the maximum', bankCashout(500_100), 'amount_cents', VALIDATION.MAX_VALUE],
    [
      'a bad IBAN',
      bankCashout(2_000, { fields: { iban: 'DE00 1234', account_holder: 'Pay' } }),
      'iban',
      VALIDATION.IBAN_INVALID,
    ],
    [
      'paysafecard (deposits only)',
      { ...bankCashout(2_000), method: 'paysafecard' },
      'method',
      VALIDATION.PAYMENT_METHOD_UNAVAILABLE,
    ],
  ])('%s', async (_name, body, field, key) => {
    const player = await payingPlayer(t, { funds: { real: 1_000_000 } });
    const res = await player.post('/api/player/payments/cashout', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([key]);
    expect((await wallet(player)).reserved).toBe(0);
  });

  test.each([
    [
      'a Bitcoin address on the wrong network',
      'bitcoin',
      '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      'crypto_address',
      VALIDATION.CRYPTO_ADDRESS_INVALID,
    ],
    [
      'an unknown network',
      'erc20',
      '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      'network',
      VALIDATION.CRYPTO_NETWORK_INVALID,
    ],
  ])('a crypto cashout to %s', async (_name, network, address, field, key) => {
    const player = await payingPlayer(t, { currency: 'BTC', funds: { real: 1_000_000 } });
    const res = await player.post('/api/player/payments/cashout', {
      currency: 'BTC',
      amount_cents: 100_000,
      method: 'crypto_btc',
      network,
      fields: { crypto_address: address },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([key]);
  });

  test('50 parallel cashouts of one wallet never reserve more than the real part', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        player.post('/api/player/payments/cashout', bankCashout(2_000)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 422)).toBe(true);
    expect(await wallet(player)).toEqual({ real: 0, bonus: 0, reserved: 10_000 });
  });
});

describe('payment history (spec 03 sections 1.4 and 8)', () => {
  test('with_pages pages newest first and filters by type and currency', async () => {
    const player = await payingPlayer(t, { funds: { real: 100_000 } });
    for (const amount of [2_000, 2_100, 2_200]) await cashout(player, bankCashout(amount));
    const page = await player.agent.post('/api/player/payments/with_pages', {
      page: 1,
      page_size: 2,
    });
    expect(page.statusCode).toBe(200);
    const body = paymentsPageSchema.parse(page.json());
    expect(body.pagination).toEqual({ page: 1, per_page: 2, total_count: 3 });
    expect(body.data.map((p) => p.amount_cents)).toEqual([2_200, 2_100]);
    const deposits = await player.agent.post('/api/player/payments/with_pages', {
      filter: { type: 'deposit' },
    });
    expect(deposits.json()).toEqual({
      data: [],
      pagination: { page: 1, per_page: 20, total_count: 0 },
    });
    const usd = await player.agent.post('/api/player/payments/with_pages', {
      filter: { currency: 'usd' },
    });
    expect(usd.json().pagination.total_count).toBe(0);
  });

  test.each([
    [{ page: 0 }],
    [{ page_size: 1000 }],
    [{ filter: { type: 'bonus' } }],
    [{ filter: { from: 'yesterday' } }],
    [{ sort: 'id' }],
  ])('a bad paging body %o is a 422', async (body) => {
    const player = await payingPlayer(t);
    expect((await player.agent.post('/api/player/payments/with_pages', body)).statusCode).toBe(422);
  });
});
