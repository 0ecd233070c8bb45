import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditLogPageSchema,
  cashoutDetailSchema,
  pendingCashoutsPageSchema,
} from '@casino/api/backoffice';
import { paymentResultSchema, type Payment } from '@casino/api/payments';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from '../ledger/ledger.service.ts';
import { payingPlayer, type PayingPlayer } from '../payments/payments-test-kit.ts';
import { createOperator, signInOperator, type TestOperator } from './backoffice-test-kit.ts';

let t: TestApp;
let payments: TestOperator;
let desk: Agent;
let support: Agent;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  payments = await createOperator(t, 'payments');
  desk = await signInOperator(t, payments);
  support = await signInOperator(t, await createOperator(t, 'support'));
});
afterAll(async () => t?.close());

const bankCashout = (amount: number) => ({
  currency: 'EUR',
  amount_cents: amount,
  method: 'bank_transfer',
  fields: { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Pay Tester' },
});

async function cashout(player: PayingPlayer, amount: number): Promise<Payment> {
  const res = await player.post('/api/player/payments/cashout', bankCashout(amount));
  expect(res.statusCode, res.body).toBe(201);
  return paymentResultSchema.parse(res.json()).payment;
}

const auditRows = (paymentId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'payment')
    .where('subject_id', '=', String(paymentId))
    .execute();

async function queue(agent: Agent, query = '') {
  const res = await agent.get(`/api/backoffice/cashouts/pending${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pendingCashoutsPageSchema.parse(res.json());
}

describe('the pending-cashouts queue and a cashout in detail', () => {
  test('the queue lists pending cashouts oldest first, paged, and drops them once decided', async () => {
    const player = await payingPlayer(t, { funds: { real: 50_000 } });
    const first = await cashout(player, 2_000);
    const second = await cashout(player, 2_500);
    const third = await cashout(player, 3_000);
    const all = await queue(desk, '?per_page=100');
    const ours = all.data.filter((c) => c.player.id === player.id).map((c) => c.id);
    expect(ours).toEqual([first.id, second.id, third.id]);
    const ids = all.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.data.find((c) => c.id === first.id)).toMatchObject({
      state: 'pending',
      amount_cents: 2_000,
      currency: 'EUR',
      method: expect.any(String),
      details: { iban: 'DE89 •••• 3000', account_holder: 'Pay Tester' },
    });

    const pageTwo = await queue(desk, `?per_page=1&page=2`);
    expect(pageTwo.data).toHaveLength(1);
    expect(pageTwo.pagination).toEqual({
      page: 2,
      per_page: 1,
      total_count: all.pagination.total_count,
    });
    expect(pageTwo.data[0]?.id).toBe(all.data[1]?.id);

    await desk.post(`/api/backoffice/cashouts/${first.id}/reject`, { reason: 'Duplicate request' });
    expect((await queue(desk, '?per_page=100')).data.map((c) => c.id)).not.toContain(first.id);
  });

  test("the detail holds the player's balances and payment history", async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000, bonus: 500 } });
    const payment = await cashout(player, 4_000);
    const res = await support.get(`/api/backoffice/cashouts/${payment.id}`);
    expect(res.statusCode).toBe(200);
    const detail = cashoutDetailSchema.parse(res.json());
    expect(detail.cashout).toMatchObject({ id: payment.id, state: 'pending', amount_cents: 4_000 });
    expect(detail.cashout.player.id).toBe(player.id);
    expect(detail.balances).toEqual([
      { currency: 'EUR', real_cents: 6_000, bonus_cents: 500, reserved_cents: 4_000 },
    ]);
    expect(detail.history.map((p) => p.id)).toContain(payment.id);
    expect(detail.audit).toEqual([]);
    // No payout token or full IBAN reaches the operator's screen.
    expect(JSON.stringify(detail)).not.toMatch(/DE89370400440532013000|payout_token/);
  });

  test('an unknown cashout, a deposit id or a bad id: 404, 404, 422', async () => {
    expect((await desk.get('/api/backoffice/cashouts/999999999')).statusCode).toBe(404);
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 2_000);
    const deposit = await t.db
      .selectFrom('payments')
      .select('id')
      .where('action', '=', 'deposit')
      .executeTakeFirst();
    if (deposit)
      expect((await desk.get(`/api/backoffice/cashouts/${deposit.id}`)).statusCode).toBe(404);
    expect((await desk.get('/api/backoffice/cashouts/abc')).statusCode).toBe(422);
    expect((await desk.post('/api/backoffice/cashouts/abc/approve')).statusCode).toBe(422);
    expect((await desk.get('/api/backoffice/cashouts/pending?per_page=0')).statusCode).toBe(422);
    expect((await desk.get('/api/backoffice/cashouts/pending?page=x')).statusCode).toBe(422);
    expect((await desk.get(`/api/backoffice/cashouts/${payment.id}`)).statusCode).toBe(200);
  });
});

describe('decisions: approve, reject with a reason, roles and races', () => {
  test('approval pays out, the player sees it succeeded, and the audit entry names the operator', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 4_000);
    const res = await desk.post(`/api/backoffice/cashouts/${payment.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: payment.id, state: 'succeeded' });
    const history = (await player.agent.get('/api/player/payments')).json() as Payment[];
    expect(history.find((p) => p.id === payment.id)).toMatchObject({
      state: 'succeeded',
      success: true,
    });
    const audit = await auditRows(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: payments.id,
      action: 'cashout.approve',
      details: { player_id: player.id, amount_cents: 4_000, currency: 'EUR' },
    });
    expect(audit[0]?.ip).toMatch(/^10\.9\./);
    const row = await t.db
      .selectFrom('payments')
      .select(['decided_by'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(row.decided_by).toBe(payments.id);
  });

  test('rejection needs a reason (422), then returns the money with it, audited', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 4_000);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const res = await desk.post(`/api/backoffice/cashouts/${payment.id}/reject`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toHaveLength(1);
    }
    expect(await auditRows(payment.id)).toEqual([]);
    const res = await desk.post(`/api/backoffice/cashouts/${payment.id}/reject`, {
      reason: '  Documents do not match  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'rejected',
      cancellation_reason: 'Documents do not match',
    });
    const accounts = (await player.agent.get('/api/player/accounts')).json();
    expect(accounts[0]).toMatchObject({ amount_cents: 10_000 });
    const audit = await auditRows(payment.id);
    expect(audit.map((a) => [a.action, a.details.reason])).toEqual([
      ['cashout.reject', 'Documents do not match'],
    ]);
    const detail = cashoutDetailSchema.parse(
      (await desk.get(`/api/backoffice/cashouts/${payment.id}`)).json(),
    );
    expect(detail.audit).toMatchObject([
      { action: 'cashout.reject', operator: { id: payments.id, email: payments.email } },
    ]);
  });

  test('support reads the queue and the log but may not decide (403); signed out is 401 first', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 2_000);
    expect((await support.get('/api/backoffice/cashouts/pending')).statusCode).toBe(200);
    expect((await support.get('/api/backoffice/audit_log')).statusCode).toBe(200);
    expect((await support.get('/api/backoffice/me')).json()).toMatchObject({
      role: 'support',
      can_decide_cashouts: false,
    });
    expect((await support.post(`/api/backoffice/cashouts/${payment.id}/approve`)).statusCode).toBe(
      403,
    );
    const reject = await support.post(`/api/backoffice/cashouts/${payment.id}/reject`, {
      reason: 'No',
    });
    expect(reject.statusCode).toBe(403);
    // Neither a bad body nor a valid one tells a signed-out caller anything but 401.
    const stranger = player.agent;
    expect(
      (await stranger.post(`/api/backoffice/cashouts/${payment.id}/reject`, {})).statusCode,
    ).toBe(401);
    expect((await stranger.post(`/api/backoffice/cashouts/${payment.id}/approve`)).statusCode).toBe(
      401,
    );
    expect(await auditRows(payment.id)).toEqual([]);
    expect((await queue(desk, '?per_page=100')).data.map((c) => c.id)).toContain(payment.id);
  });

  test('two operators approving one cashout at once: one wins, the other gets 409', async () => {
    const other = await signInOperator(t, await createOperator(t, 'admin'));
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 4_000);
    const answers = await Promise.all([
      desk.post(`/api/backoffice/cashouts/${payment.id}/approve`),
      other.post(`/api/backoffice/cashouts/${payment.id}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditRows(payment.id);
    expect(audit.map((a) => a.action)).toEqual(['cashout.approve']);
    const accounts = (await player.agent.get('/api/player/accounts')).json();
    expect(accounts[0]).toMatchObject({ amount_cents: 6_000 });
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('an approval and a rejection at once: exactly one decision stands', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 4_000);
    const other = await signInOperator(t, await createOperator(t, 'payments'));
    const answers = await Promise.all([
      desk.post(`/api/backoffice/cashouts/${payment.id}/approve`),
      other.post(`/api/backoffice/cashouts/${payment.id}/reject`, { reason: 'Too late' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await auditRows(payment.id);
    expect(audit).toHaveLength(1);
    const state = answers.find((a) => a.statusCode === 200)?.json().state;
    expect(state).toBe(audit[0]?.action === 'cashout.approve' ? 'succeeded' : 'rejected');
  });

  test('the audit log pages newest first with the operator of each entry', async () => {
    const player = await payingPlayer(t, { funds: { real: 10_000 } });
    const payment = await cashout(player, 2_000);
    await desk.post(`/api/backoffice/cashouts/${payment.id}/approve`);
    const res = await support.get('/api/backoffice/audit_log?per_page=2');
    expect(res.statusCode).toBe(200);
    const page = auditLogPageSchema.parse(res.json());
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      action: 'cashout.approve',
      subject_type: 'payment',
      subject_id: String(payment.id),
      operator: { id: payments.id, email: payments.email },
    });
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id);
    expect(page.pagination.total_count).toBeGreaterThanOrEqual(4);
    const signIns = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('operator_id', '=', payments.id)
      .where('action', '=', 'operator.sign_in')
      .execute();
    expect(signIns).toHaveLength(1);
    expect((await support.get('/api/backoffice/audit_log?per_page=101')).statusCode).toBe(422);
    expect((await support.get('/api/backoffice/audit_log?page=0')).statusCode).toBe(422);
  });
});
