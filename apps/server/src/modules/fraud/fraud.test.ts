import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fraudCheckSchema } from '@casino/api/fraud';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  CARD,
  cardDeposit,
  payingPlayer,
  type PayingPlayer,
} from '../payments/payments-test-kit.ts';

// POST /api/users/transaction: the documented rules (docs/decisions.md "Fraud check") measured on the server's own
// records; every check stored; bad input 422, guests 401.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'x-country' });
});
afterAll(async () => t?.close());

const transaction = (overrides: object = {}) => ({
  transaction: {
    type: 'transaction',
    amount_cents: 5_000,
    currency: 'EUR',
    payment_system: 'visa_mastercard',
    country: 'CA',
    first_name: 'Pay',
    last_name: 'Tester',
    dfpc: 'fp-123',
    ...overrides,
  },
});

async function check(player: PayingPlayer, body: object, country = 'CA') {
  const res = await player.agent.post('/api/users/transaction', body, { 'x-country': country });
  expect(res.statusCode, res.body).toBe(201);
  return fraudCheckSchema.parse(res.json());
}

describe('POST /api/users/transaction', () => {
  test('a usual first deposit from home is approved, and the check is stored', async () => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    const verdict = await check(player, transaction());
    expect(verdict).toMatchObject({ decision: 'approve', score: 0, reasons: [] });
    const row = await t.db
      .selectFrom('fraud_checks')
      .selectAll()
      .where('id', '=', verdict.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ player_id: player.id, decision: 'approve', request_country: 'CA' });
  });

  test('velocity: the 6th check within 10 minutes is flagged, the 11th declined', async () => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    const decisions: string[] = [];
    for (let i = 0; i < 11; i++) decisions.push((await check(player, transaction())).decision);
    expect(decisions.slice(0, 5)).toEqual(Array(5).fill('approve'));
    expect(decisions[5]).toBe('approve'); // velocity alone scores 40
    expect(decisions[10]).toBe('decline');
  });

  test('amount: over 5 times the largest succeeded deposit, or over 2000.00 as a first fiat deposit', async () => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    expect((await check(player, transaction({ amount_cents: 200_001 }))).reasons).toEqual([
      'amount',
    ]);
    const paid = await player.post('/api/player/payments/deposit', cardDeposit(10_000));
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await check(player, transaction({ amount_cents: 50_000 }))).reasons).toEqual([]);
    expect((await check(player, transaction({ amount_cents: 50_001 }))).reasons).toEqual([
      'amount',
    ]);
  });

  test('a new card is flagged; a saved card or one checked before is not', async () => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    const card = { card_bin: '555555', card_last4: '4444', card_expiry: '12/34' };
    expect((await check(player, transaction(card))).reasons).toEqual(['new_card']);
    expect((await check(player, transaction(card))).reasons).toEqual([]);
    const saved = await player.post(
      '/api/player/payments/deposit',
      cardDeposit(5_000, CARD.card_number, { save_profile: true }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const visa = { card_bin: '424242', card_last4: '4242', card_expiry: CARD.card_expiry };
    expect((await check(player, transaction(visa))).reasons).toEqual([]);
  });

  test('a card country and a request country other than the player’s go to review together', async () => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    const verdict = await check(player, transaction({ country: 'NG' }), 'RU');
    expect(verdict).toMatchObject({
      decision: 'review',
      score: 50,
      reasons: ['country_mismatch', 'geo_mismatch'],
    });
  });

  test('the player is the session’s, whatever the body says; a guest gets 401', async () => {
    const guest = await createAgent(t.app).post('/api/users/transaction', transaction());
    expect(guest.statusCode).toBe(401);
  });

  test.each([
    [{ amount_cents: 0 }, 'amount_cents'],
    [{ amount_cents: -5 }, 'amount_cents'],
    [{ amount_cents: 1.5 }, 'amount_cents'],
    [{ amount_cents: '100' }, 'amount_cents'],
    [{ type: 'refund' }, 'type'],
    [{ card_last4: '12a4' }, 'card_last4'],
    [{ card_expiry: '13/30' }, 'card_expiry'],
    [{ country: 'Canada' }, 'country'],
    [{ player_id: 1 }, ''],
  ])('bad input %j answers 422 and stores nothing', async (overrides, field) => {
    const player = await payingPlayer(t, { profile: { country: 'CA' } });
    const res = await player.agent.post('/api/users/transaction', transaction(overrides));
    expect(res.statusCode, res.body).toBe(422);
    if (field) expect(JSON.stringify(res.json())).toContain(field);
    const stored = await t.db
      .selectFrom('fraud_checks')
      .select('id')
      .where('player_id', '=', player.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
