import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountSchema, compatibleAccountSchema } from '@casino/api/player';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, signInAs } from './player-test-kit.ts';
import { openFundedWallet } from '../ledger/ledger-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function accountsOf(playerId: number) {
  return t.db
    .selectFrom('accounts')
    .select(['currency', 'active'])
    .where('player_id', '=', playerId)
    .orderBy('currency')
    .execute();
}

describe('POST /api/player/accounts', () => {
  test('opens the wallet of a currency, makes it active and answers the Account', async () => {
    const id = await insertPlayer(t.db, { currency: 'EUR' });
    const res = await (
      await signInAs(t.app, t.db, id)
    ).post('/api/player/accounts', { currency: 'BTC' });
    expect(res.statusCode).toBe(200);
    expect(accountSchema.strict().parse(res.json())).toEqual({
      currency: 'BTC',
      amount_cents: 0,
      available_to_cashout_cents: 0,
      available_to_bet_with_locked_cent: 0,
      hidden_at: null,
      deposit_available: true,
      selected_lottery_id: 0,
      active: true,
    });
    expect(await accountsOf(id)).toEqual([{ currency: 'BTC', active: true }]);
  });

  test('selecting another currency deactivates the others; selecting an open one keeps its balance', async () => {
    const id = await insertPlayer(t.db);
    await openFundedWallet(t.db, id, 'EUR', { real: 10_000, bonus: 2_345, active: true });
    const agent = await signInAs(t.app, t.db, id);
    await agent.post('/api/player/accounts', { currency: 'USD' });
    expect(await accountsOf(id)).toEqual([
      { currency: 'EUR', active: false },
      { currency: 'USD', active: true },
    ]);
    const back = await agent.post('/api/player/accounts', { currency: 'eur' });
    expect(back.json()).toMatchObject({
      currency: 'EUR',
      amount_cents: 12_345,
      available_to_cashout_cents: 10_000,
      active: true,
    });
    expect(await accountsOf(id)).toEqual([
      { currency: 'EUR', active: true },
      { currency: 'USD', active: false },
    ]);
  });

  test('the profile currency follows the active wallet', async () => {
    const id = await insertPlayer(t.db, { currency: 'EUR' });
    const agent = await signInAs(t.app, t.db, id);
    await agent.post('/api/player/accounts', { currency: 'CAD' });
    expect((await agent.get('/api/player')).json().currency).toBe('CAD');
  });

  test('selecting the same currency twice opens one wallet', async () => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    await Promise.all([
      agent.post('/api/player/accounts', { currency: 'ETH' }),
      agent.post('/api/player/accounts', { currency: 'ETH' }),
    ]);
    expect(await accountsOf(id)).toEqual([{ currency: 'ETH', active: true }]);
  });

  test.each([
    ['an unknown currency', { currency: 'XYZ' }, VALIDATION.CURRENCY_INVALID],
    ['the demo currency', { currency: 'FUN' }, VALIDATION.CURRENCY_INVALID],
    ['no currency', {}, VALIDATION.INVALID_TYPE],
  ])('%s is a 422 on currency', async (_name, body, key) => {
    const id = await insertPlayer(t.db);
    const res = await (await signInAs(t.app, t.db, id)).post('/api/player/accounts', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.currency).toEqual([key]);
    expect(await accountsOf(id)).toEqual([]);
  });

  test('a guest gets 401', async () => {
    expect(
      (await createAgent(t.app).post('/api/player/accounts', { currency: 'EUR' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/player/accounts', () => {
  test('lists the wallets, active first, with their balances from the ledger', async () => {
    const id = await insertPlayer(t.db);
    await openFundedWallet(t.db, id, 'EUR', { real: 5_000 });
    await openFundedWallet(t.db, id, 'BTC', { real: 100_000, bonus: 150_000, active: true });
    const res = await (await signInAs(t.app, t.db, id)).get('/api/player/accounts');
    const accounts = res.json();
    expect(accounts.map((a: unknown) => accountSchema.strict().parse(a))).toMatchObject([
      { currency: 'BTC', amount_cents: 250_000, available_to_cashout_cents: 100_000, active: true },
      { currency: 'EUR', amount_cents: 5_000, available_to_cashout_cents: 5_000, active: false },
    ]);
  });

  test('compatibility=true answers the short variant with wager_status', async () => {
    const id = await insertPlayer(t.db);
    await openFundedWallet(t.db, id, 'EUR', { real: 2_000, bonus: 3_000, active: true });
    await openFundedWallet(t.db, id, 'USD', { real: 700 });
    const res = await (
      await signInAs(t.app, t.db, id)
    ).get('/api/player/accounts?compatibility=true');
    expect(res.json().map((a: unknown) => compatibleAccountSchema.strict().parse(a))).toEqual([
      {
        currency: 'EUR',
        amount_cents: 5_000,
        available_to_cashout_cents: 2_000,
        wager_status: 'wagering',
      },
      { currency: 'USD', amount_cents: 700, available_to_cashout_cents: 700, wager_status: 'none' },
    ]);
  });

  test('compatibility=false is the full variant and an unknown value a 422', async () => {
    const agent = await signInAs(t.app, t.db, await insertPlayer(t.db));
    await agent.post('/api/player/accounts', { currency: 'EUR' });
    expect(
      Object.keys((await agent.get('/api/player/accounts?compatibility=false')).json()[0]),
    ).toContain('available_to_bet_with_locked_cent');
    expect((await agent.get('/api/player/accounts?compatibility=maybe')).statusCode).toBe(422);
  });

  test('a player without wallets gets an empty list, a guest 401', async () => {
    expect(
      (
        await (await signInAs(t.app, t.db, await insertPlayer(t.db))).get('/api/player/accounts')
      ).json(),
    ).toEqual([]);
    expect((await createAgent(t.app).get('/api/player/accounts')).statusCode).toBe(401);
  });
});
