import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentMethodSchema, paymentResultSchema, type PaymentResult } from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { lockWallet } from '../ledger/ledger.service.ts';
import { requireField } from '../player/player-test-kit.ts';
import { CARD, cardDeposit, payingPlayer, type PayingPlayer } from './payments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const real = (player: PayingPlayer, currency = 'EUR') =>
  t.db.transaction().execute(async (trx) => (await lockWallet(trx, player.id, currency)).real);

async function deposit(player: PayingPlayer, body: object, key?: string): Promise<PaymentResult> {
  const res = await player.post('/api/player/payments/deposit', body, key);
  expect(res.statusCode, res.body).toBe(201);
  return paymentResultSchema.parse(res.json());
}

async function methods(player: PayingPlayer, currency = 'EUR', action = 'deposit') {
  const res = await player.agent.get(
    `/api/player/payment_methods?action=${action}&currency=${currency}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as unknown[]).map((m) => paymentMethodSchema.parse(m));
}

describe('GET /api/player/payment_methods', () => {
  test('a Canadian EUR player sees the fiat methods of the Curacao list, with limits in minor units', async () => {
    const player = await payingPlayer(t);
    const list = await methods(player);
    expect(list.map((m) => m.id)).toEqual([
      'visa_mastercard',
      'bank_transfer',
      'skrill',
      'neteller',
      'paysafecard',
    ]);
    expect(list[0]).toMatchObject({
      minCents: 1_000,
      maxCents: 600_000,
      type: 'cards',
      feePercent: 0,
    });
    expect(list[0]?.fields.map((f) => f.name)).toEqual([
      'card_number',
      'card_expiry',
      'card_holder',
      'card_cvc',
    ]);
  });

  test('sofort shows in Germany, never to group 631 (spec 01 section 6)', async () => {
    const german = await payingPlayer(t, { profile: { country: 'DE' } });
    expect((await methods(german)).map((m) => m.id)).toContain('sofort');
    const hidden = await payingPlayer(t, { profile: { country: 'DE' }, groups: [631] });
    expect((await methods(hidden)).map((m) => m.id)).not.toContain('sofort');
  });

  test('the Estonian licence has its own list: cards, bank transfer, Skrill', async () => {
    const estonian = await payingPlayer(t, { profile: { country: 'EE', license_name: 'EE' } });
    expect((await methods(estonian)).map((m) => m.id)).toEqual([
      'visa_mastercard',
      'bank_transfer',
      'skrill',
    ]);
  });

  test('a BTC wallet gets the crypto method with its network and the spec table limits', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const [btc] = await methods(player, 'BTC', 'cashout');
    expect(btc).toMatchObject({
      id: 'crypto_btc',
      minCents: 10_000,
      maxCents: 40_000_000,
      networks: [{ id: 'bitcoin', confirmations: 2 }],
    });
  });

  test('a guest gets 401, a bad query 422', async () => {
    const guest = createAgent(t.app);
    expect(
      (await guest.get('/api/player/payment_methods?action=deposit&currency=EUR')).statusCode,
    ).toBe(401);
    const player = await payingPlayer(t);
    expect(
      (await player.agent.get('/api/player/payment_methods?action=steal&currency=EUR')).statusCode,
    ).toBe(422);
  });
});

describe('card deposits in the sandbox (spec 04 section 2)', () => {
  test('4242 4242 4242 4242 succeeds: the real part is credited and the history shows it', async () => {
    const player = await payingPlayer(t);
    const result = await deposit(player, cardDeposit(5_000));
    expect(result.payment).toMatchObject({
      state: 'succeeded',
      success: true,
      action: 'deposit',
      amount_cents: 5_000,
      payment_system: 'visa_mastercard',
      recallable: false,
    });
    expect(result.next_action).toBeNull();
    expect(await real(player)).toBe(5_000);
    const history = await player.agent.get('/api/player/payments');
    expect(history.json()).toEqual([result.payment]);
  });

  test.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0119', 'processing_error'],
  ])('%s is declined with %s and moves nothing', async (card, reason) => {
    const player = await payingPlayer(t);
    const result = await deposit(player, cardDeposit(5_000, card));
    expect(result.payment).toMatchObject({
      state: 'declined',
      success: false,
      cancellation_reason: reason,
    });
    expect(await real(player)).toBe(0);
  });

  test('4000 0027 6000 3184 asks for 3-D Secure; the right password completes it', async () => {
    const player = await payingPlayer(t);
    const result = await deposit(player, cardDeposit(2_000, '4000 0027 6000 3184'));
    expect(result.payment.state).toBe('processing');
    const url = result.next_action?.url ?? '';
    expect(url).toMatch(/^\/sandbox\/3ds\/[\w-]{20,}$/);
    const page = await player.agent.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('€20.00');
    // The issuer page's own style runs under the CSP by its nonce.
    const styleNonce = /'nonce-(\w+)'/.exec(
      /style-src [^;]*/.exec(String(page.headers['content-security-policy']))?.[0] ?? '',
    )?.[1];
    expect(page.body).toContain(`<style nonce="${styleNonce}">`);
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:80',
      },
      payload: 'password=password',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/deposit?payment=${result.payment.id}`);
    expect(await real(player)).toBe(2_000);
    // The challenge is over: its link is dead.
    expect((await player.agent.get(url)).statusCode).toBe(404);
  });

  test.each([
    ['a wrong password', '4000 0027 6000 3184', 'password=guess', 'authentication_failed'],
    ['a cancel', '4000 0027 6000 3184', 'cancel=1', 'authentication_canceled'],
    [
      'the right password on 4000 0082 6000 3178',
      '4000 0082 6000 3178',
      'password=password',
      'insufficient_funds',
    ],
  ])('3-D Secure with %s declines the deposit', async (_name, card, form, reason) => {
    const player = await payingPlayer(t);
    const result = await deposit(player, cardDeposit(2_000, card));
    await t.app.inject({
      method: 'POST',
      url: result.next_action?.url ?? '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:80',
      },
      payload: form,
    });
    const [payment] = (await player.agent.get('/api/player/payments')).json();
    expect(payment).toMatchObject({ state: 'declined', cancellation_reason: reason });
    expect(await real(player)).toBe(0);
  });

  test('a 3-D Secure answer from another site is refused', async () => {
    const player = await payingPlayer(t);
    const result = await deposit(player, cardDeposit(2_000, '4000 0027 6000 3184'));
    const forged = await t.app.inject({
      method: 'POST',
      url: result.next_action?.url ?? '',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: 'password=password',
    });
    expect(forged.statusCode).toBe(403);
    expect(await real(player)).toBe(0);
  });
});

describe('deposits are idempotent by key (Stripe semantics)', () => {
  test('a retry with the same key and body answers the same payment and credits once', async () => {
    const player = await payingPlayer(t);
    const first = await deposit(player, cardDeposit(3_000), 'retry-key-0001');
    const again = await deposit(player, cardDeposit(3_000), 'retry-key-0001');
    expect(again.payment).toEqual(first.payment);
    expect(await real(player)).toBe(3_000);
  });

  test('the same key with another body is a 409 and moves nothing', async () => {
    const player = await payingPlayer(t);
    await deposit(player, cardDeposit(3_000), 'reuse-key-0001');
    const res = await player.post(
      '/api/player/payments/deposit',
      cardDeposit(4_000),
      'reuse-key-0001',
    );
    expect(res.statusCode).toBe(409);
    expect(await real(player)).toBe(3_000);
  });

  test('parallel requests with one key make one payment', async () => {
    const player = await payingPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        player.post('/api/player/payments/deposit', cardDeposit(1_000), 'burst-key-0001'),
      ),
    );
    expect(new Set(answers.map((a) => a.json().payment.id)).size).toBe(1);
    expect(await real(player)).toBe(1_000);
  });

  test('a money call without an Idempotency-Key is refused', async () => {
    const player = await payingPlayer(t);
    const res = await player.agent.post('/api/player/payments/deposit', cardDeposit(1_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.idempotency_key).toEqual([VALIDATION.IDEMPOTENCY_KEY_REQUIRED]);
  });
});

describe('bad deposits: a 422 and nothing moves', () => {
  test.each([
    ['below the method minimum', cardDeposit(900), 'amount_cents', VALIDATION.MIN_VALUE],
    ['above the EUR deposit threshold', cardDeposit(600_100), 'amount_cents', VALIDATION.MAX_VALUE],
    [
      'cents on a fiat deposit (multiple_of)',
      cardDeposit(1_050),
      'amount_cents',
      VALIDATION.MULTIPLE_OF,
    ],
    ['zero', cardDeposit(0), 'amount_cents', VALIDATION.MIN_VALUE],
    ['negative', cardDeposit(-500), 'amount_cents', VALIDATION.MIN_VALUE],
    ['fractional', cardDeposit(1000.5), 'amount_cents', VALIDATION.INTEGER],
    [
      'a string amount',
      { ...cardDeposit(1_000), amount_cents: '1000' },
      'amount_cents',
      VALIDATION.INTEGER,
    ],
    [
      'an unknown method',
      { ...cardDeposit(1_000), method: 'goldbars' },
      'method',
      VALIDATION.PAYMENT_METHOD_UNAVAILABLE,
    ],
    [
      'sofort outside its countries',
      { ...cardDeposit(1_000), method: 'sofort' },
      'method',
      VALIDATION.PAYMENT_METHOD_UNAVAILABLE,
    ],
    [
      'a currency without a wallet',
      { ...cardDeposit(1_000), currency: 'USD' },
      'currency',
      VALIDATION.CURRENCY_INVALID,
    ],
    [
      'an unknown currency',
      { ...cardDeposit(1_000), currency: 'XYZ' },
      'method',
      VALIDATION.PAYMENT_METHOD_UNAVAILABLE,
    ],
    [
      'a card failing Luhn',
      cardDeposit(1_000, '4242 4242 4242 4241'),
      'card_number',
      VALIDATION.CARD_NUMBER_INVALID,
    ],
    [
      'an expired card',
      cardDeposit(1_000, CARD.card_number, { fields: { ...CARD, card_expiry: '01/20' } }),
      'card_expiry',
      VALIDATION.CARD_EXPIRED,
    ],
    [
      'a holder in other letters',
      cardDeposit(1_000, CARD.card_number, { fields: { ...CARD, card_holder: 'Пётр' } }),
      'card_holder',
      VALIDATION.CARD_HOLDER_CHARS,
    ],
    [
      'a short CVC',
      cardDeposit(1_000, CARD.card_number, { fields: { ...CARD, card_cvc: '1' } }),
      'card_cvc',
      VALIDATION.CARD_CVC_INVALID,
    ],
    [
      'a profile of someone else',
      { ...cardDeposit(1_000), fields: undefined, profile_id: 999_999 },
      'profile_id',
      VALIDATION.PAYMENT_PROFILE_INVALID,
    ],
  ])('%s', async (_name, body, field, key) => {
    const player = await payingPlayer(t);
    const res = await player.post('/api/player/payments/deposit', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([key]);
    expect(await real(player)).toBe(0);
    expect((await player.agent.get('/api/player/payments')).json()).toEqual([]);
  });

  test('a fiat player missing a field the deposit context requires gets 422 on that field', async () => {
    await requireField(t.db, 'deposit', 'city');
    const player = await payingPlayer(t, { profile: { city: null } });
    const res = await player.post('/api/player/payments/deposit', cardDeposit(1_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.city).toEqual([VALIDATION.REQUIRED]);
  });

  test('a guest gets 401', async () => {
    const res = await createAgent(t.app).post('/api/player/payments/deposit', cardDeposit(1_000), {
      'idempotency-key': 'guest-key-0001',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('other methods, saved cards and one-click deposits', () => {
  test('a saved card is offered again and pays in one click', async () => {
    const player = await payingPlayer(t);
    await deposit(player, cardDeposit(1_000, CARD.card_number, { save_profile: true }));
    const [cards] = await methods(player);
    expect(cards?.savedProfiles).toEqual([
      { id: expect.any(Number), title: 'Visa •••• 4242', isRemoveAvailable: true },
    ]);
    const oneClick = await deposit(player, {
      currency: 'EUR',
      amount_cents: 2_000,
      method: 'visa_mastercard',
      profile_id: cards?.savedProfiles[0]?.id,
    });
    expect(oneClick.payment.state).toBe('succeeded');
    expect(await real(player)).toBe(3_000);
    // Saving the same card twice keeps one profile; removing it takes it off the list.
    await deposit(player, cardDeposit(1_000, CARD.card_number, { save_profile: true }));
    const id = (await methods(player))[0]?.savedProfiles[0]?.id;
    expect((await methods(player))[0]?.savedProfiles).toHaveLength(1);
    expect((await player.agent.delete(`/api/player/payment_profiles/${id}`)).statusCode).toBe(204);
    expect((await methods(player))[0]?.savedProfiles).toEqual([]);
  });

  test('the payment keeps no card number, only its last four digits', async () => {
    const player = await payingPlayer(t);
    const { payment } = await deposit(
      player,
      cardDeposit(1_000, CARD.card_number, { save_profile: true }),
    );
    const row = await t.db
      .selectFrom('payments')
      .select('details')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    const profiles = await t.db
      .selectFrom('payment_profiles')
      .select('details')
      .where('player_id', '=', player.id)
      .execute();
    const stored = JSON.stringify([row.details, profiles]);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('4242 4242 4242 4242');
    expect(stored).not.toContain('"123"');
    expect(stored).toContain('4242');
  });

  test('a bank transfer from a Lithuanian IBAN adds group 1101 (spec 01 section 5)', async () => {
    const player = await payingPlayer(t);
    const result = await deposit(player, {
      currency: 'EUR',
      amount_cents: 1_000,
      method: 'bank_transfer',
      fields: { iban: 'LT12 1000 0111 0100 1000', account_holder: 'Pay Tester' },
    });
    expect(result.payment.state).toBe('succeeded');
    const groups = await t.db
      .selectFrom('player_groups')
      .select('status_id')
      .where('player_id', '=', player.id)
      .execute();
    expect(groups.map((g) => g.status_id)).toContain(1101);
  });

  test.each([
    ['skrill', { wallet_email: 'me@example.com' }, 'succeeded'],
    ['skrill', { wallet_email: 'me+decline@example.com' }, 'declined'],
    ['paysafecard', { voucher_code: '1234 5678 9012 3456' }, 'succeeded'],
    ['paysafecard', { voucher_code: '0000 5678 9012 3456' }, 'declined'],
  ])('%s with %o is %s', async (method, fields, state) => {
    const player = await payingPlayer(t);
    const result = await deposit(player, { currency: 'EUR', amount_cents: 1_000, method, fields });
    expect(result.payment.state).toBe(state);
    expect(await real(player)).toBe(state === 'succeeded' ? 1_000 : 0);
  });
});
