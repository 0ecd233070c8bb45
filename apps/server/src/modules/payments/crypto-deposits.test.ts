import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cryptoAddressSchema, type Payment } from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { lockWallet } from '../ledger/ledger.service.ts';
import { confirmCryptoDeposits } from './crypto-deposits.service.ts';
import { payingPlayer, type PayingPlayer } from './payments-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const real = (player: PayingPlayer, currency: string) =>
  t.db.transaction().execute(async (trx) => (await lockWallet(trx, player.id, currency)).real);

async function addressOf(player: PayingPlayer, currency: string, network: string) {
  const res = await player.agent.post('/api/player/crypto_addresses', { currency, network });
  expect(res.statusCode, res.body).toBe(200);
  return cryptoAddressSchema.parse(res.json());
}

const send = (address: string, amount: number, tx_hash?: string) =>
  createAgent(t.app).post('/api/sandbox/crypto/transactions', {
    address,
    amount_cents: amount,
    ...(tx_hash ? { tx_hash } : {}),
  });

const history = async (player: PayingPlayer): Promise<Payment[]> =>
  (await player.agent.get('/api/player/payments')).json();

describe('crypto deposits in the sandbox (spec 02 section 9, spec 04 section 2)', () => {
  test('a BTC player gets one address per network, with its confirmations and minimum', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const first = await addressOf(player, 'BTC', 'bitcoin');
    expect(first).toMatchObject({
      currency: 'BTC',
      network: 'bitcoin',
      confirmations: 2,
      min_deposit_cents: 10_000,
    });
    expect(first.address).toMatch(/^bc1q/);
    expect((await addressOf(player, 'BTC', 'bitcoin')).address).toBe(first.address);
  });

  test('USDT has an address on each of its networks', async () => {
    const player = await payingPlayer(t, { currency: 'USDT' });
    const trc = await addressOf(player, 'USDT', 'trc20');
    const erc = await addressOf(player, 'USDT', 'erc20');
    expect(trc.address).toMatch(/^T/);
    expect(erc.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(trc.confirmations).toBe(20);
    expect((await addressOf(player, 'USDT', 'bep20')).confirmations).toBe(4);
  });

  test.each([
    [
      'a network the currency is not on',
      'BTC',
      'BTC',
      'erc20',
      'network',
      VALIDATION.CRYPTO_NETWORK_INVALID,
    ],
    [
      'a currency the player has no wallet in',
      'BTC',
      'ETH',
      'erc20',
      'currency',
      VALIDATION.CURRENCY_INVALID,
    ],
    ['a fiat currency', 'EUR', 'EUR', 'bitcoin', 'currency', VALIDATION.PAYMENT_METHOD_UNAVAILABLE],
  ])('%s is a 422', async (_name, wallet, currency, network, field, key) => {
    const player = await payingPlayer(t, { currency: wallet });
    const res = await player.agent.post('/api/player/crypto_addresses', { currency, network });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([key]);
  });

  test('a payment to the address shows pending, and is credited once the network confirms it', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const { address } = await addressOf(player, 'BTC', 'bitcoin');
    const sent = await send(address, 250_000);
    expect(sent.statusCode).toBe(201);
    expect((await history(player))[0]).toMatchObject({ state: 'pending', amount_cents: 250_000 });
    await confirmCryptoDeposits({ db: t.db, config: t.config });
    expect((await history(player))[0]?.state).toBe('pending');
    expect(await real(player, 'BTC')).toBe(0);
    await confirmCryptoDeposits({ db: t.db, config: t.config });
    expect((await history(player))[0]).toMatchObject({ state: 'succeeded', success: true });
    expect(await real(player, 'BTC')).toBe(250_000);
    // More blocks credit nothing again.
    await confirmCryptoDeposits({ db: t.db, config: t.config });
    expect(await real(player, 'BTC')).toBe(250_000);
  });

  test('below the deposit minimum the payment is declined and never credited', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const { address } = await addressOf(player, 'BTC', 'bitcoin');
    expect((await send(address, 9_999)).json()).toMatchObject({ state: 'below_minimum' });
    for (let i = 0; i < 3; i++) await confirmCryptoDeposits({ db: t.db, config: t.config });
    expect((await history(player))[0]).toMatchObject({
      state: 'declined',
      cancellation_reason: 'below_minimum',
    });
    expect(await real(player, 'BTC')).toBe(0);
  });

  test('one transaction hash is one deposit; the same hash with another amount is refused', async () => {
    const player = await payingPlayer(t, { currency: 'BTC' });
    const { address } = await addressOf(player, 'BTC', 'bitcoin');
    const hash = 'ab'.repeat(32);
    expect((await send(address, 100_000, hash)).statusCode).toBe(201);
    expect((await send(address, 100_000, hash)).statusCode).toBe(201);
    expect((await send(address, 100_001, hash)).statusCode).toBe(409);
    for (let i = 0; i < 2; i++) await confirmCryptoDeposits({ db: t.db, config: t.config });
    expect(await history(player)).toHaveLength(1);
    expect(await real(player, 'BTC')).toBe(100_000);
  });

  test('an unknown address is 404', async () => {
    expect((await send('bc1qunknownunknownunknownunknown00000', 100_000)).statusCode).toBe(404);
  });

  test('in production the sandbox control exists only with its token', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SANDBOX_CONTROL_TOKEN: 'sandbox-token-0123456789',
    });
    try {
      const body = { address: 'bc1qwhatever000000000000000000', amount_cents: 1 };
      const post = (headers: Record<string, string> = {}) =>
        createAgent(production.app).post('/api/sandbox/crypto/transactions', body, headers);
      expect((await post()).statusCode).toBe(404);
      expect((await post({ 'x-sandbox-token': 'wrong-token-0123456789x' })).statusCode).toBe(404);
      // With the token it runs (and finds no such address).
      expect((await post({ 'x-sandbox-token': 'sandbox-token-0123456789' })).statusCode).toBe(404);
      const res = await post({ 'x-sandbox-token': 'sandbox-token-0123456789' });
      expect(res.json().error).toBe('No deposit address like this');
    } finally {
      await production.close();
    }
  });
});
