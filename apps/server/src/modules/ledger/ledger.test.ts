import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { cents } from '@casino/domain/currency';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DomainError } from '../../http/errors.ts';
import { insertPlayer } from '../player/player-test-kit.ts';
import { openFundedWallet } from './ledger-test-kit.ts';
import {
  auditLedger,
  lockWallet,
  postTransfer,
  type TransferRequest,
  type TransferResult,
} from './ledger.service.ts';
import { SYSTEM_SHARDS, shardOf } from './system-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let keys = 0;
const key = (label: string) => `ledger-test:${label}:${++keys}`;

function deposit(
  playerId: number,
  amount: number,
  idempotencyKey = key('deposit'),
): TransferRequest {
  return {
    kind: 'deposit',
    idempotencyKey,
    playerId,
    currency: 'EUR',
    legs: [
      { account: 'real', amount: cents(amount) },
      { account: 'gateway', amount: cents(-amount) },
    ],
  };
}

function bet(playerId: number, amount: number, idempotencyKey = key('bet')): TransferRequest {
  return {
    kind: 'bet',
    idempotencyKey,
    playerId,
    currency: 'EUR',
    legs: [
      { account: 'real', amount: cents(-amount) },
      { account: 'house', amount: cents(amount) },
    ],
  };
}

const post = (request: TransferRequest): Promise<TransferResult> =>
  t.db.transaction().execute((trx) => postTransfer(trx, request));
const walletOf = (playerId: number) =>
  t.db.transaction().execute((trx) => lockWallet(trx, playerId, 'EUR'));

async function fundedPlayer(real = 0, bonus = 0): Promise<number> {
  const id = await insertPlayer(t.db);
  await openFundedWallet(t.db, id, 'EUR', { real, bonus, active: true });
  return id;
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

const transfersOf = (playerId: number) =>
  t.db.selectFrom('ledger_transfers').selectAll().where('player_id', '=', playerId).execute();

describe('the double-entry ledger (spec 04 section 1)', () => {
  test('a deposit moves money from the gateway to the real part, in entries that sum to zero', async () => {
    const id = await fundedPlayer();
    const result = await post(deposit(id, 5_000));
    expect(result).toMatchObject({
      replayed: false,
      balances: { real: 5_000, bonus: 0, reserved: 0 },
    });
    const entries = await t.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['a.kind', 'a.shard', 'e.amount_cents', 'e.balance_after_cents'])
      .where('e.transfer_id', '=', result.transferId)
      .orderBy('a.kind')
      .execute();
    expect(entries).toHaveLength(2);
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    expect(entries.find((e) => e.kind === 'real')).toMatchObject({
      amount_cents: 5_000,
      balance_after_cents: 5_000,
    });
    expect(entries.find((e) => e.kind === 'gateway')).toMatchObject({
      amount_cents: -5_000,
      shard: shardOf(id),
    });
  });

  test('the same key with the same request posts once; the replay answers the first transfer', async () => {
    const id = await fundedPlayer();
    const first = await post(deposit(id, 700, 'replay-me'));
    const again = await post(deposit(id, 700, 'replay-me'));
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect((await walletOf(id)).real).toBe(700);
    expect(await transfersOf(id)).toHaveLength(1);
  });

  test('the same key with another request is refused with 409 and moves nothing', async () => {
    const id = await fundedPlayer();
    await post(deposit(id, 700, 'other-amount'));
    const error = await refusal(post(deposit(id, 701, 'other-amount')));
    expect(error.code).toBe('IdempotencyMismatch');
    expect((await walletOf(id)).real).toBe(700);
  });

  test('a replay answers even when the balance could no longer pay for the request', async () => {
    const id = await fundedPlayer(1_000);
    await post(bet(id, 1_000, 'all-in'));
    expect((await post(bet(id, 1_000, 'all-in'))).replayed).toBe(true);
  });

  test('a debit past the balance is refused (422), stores no transfer and moves nothing', async () => {
    const id = await fundedPlayer(300);
    const before = await transfersOf(id);
    const error = await refusal(post(bet(id, 301)));
    expect(error.code).toBe('InsufficientFunds');
    expect(error.fields).toEqual({ amount_cents: ['VALIDATION.NOT_ENOUGH_MONEY'] });
    expect((await walletOf(id)).real).toBe(300);
    expect(await transfersOf(id)).toEqual(before);
  });

  test('a cashout is reserved apart from the real part, then paid out or returned', async () => {
    const id = await fundedPlayer(10_000);
    const reserve = (amount: number): TransferRequest => ({
      kind: 'cashout_reserve',
      idempotencyKey: key('reserve'),
      playerId: id,
      currency: 'EUR',
      legs: [
        { account: 'real', amount: cents(-amount) },
        { account: 'reserved', amount: cents(amount) },
      ],
    });
    await post(reserve(4_000));
    expect(await walletOf(id)).toEqual({ real: 6_000, bonus: 0, reserved: 4_000 });
    await post({
      kind: 'cashout_payout',
      idempotencyKey: key('payout'),
      playerId: id,
      currency: 'EUR',
      legs: [
        { account: 'reserved', amount: cents(-4_000) },
        { account: 'gateway', amount: cents(4_000) },
      ],
    });
    await post(reserve(1_000));
    await post({
      kind: 'cashout_return',
      idempotencyKey: key('return'),
      playerId: id,
      currency: 'EUR',
      legs: [
        { account: 'reserved', amount: cents(-1_000) },
        { account: 'real', amount: cents(1_000) },
      ],
    });
    expect(await walletOf(id)).toEqual({ real: 6_000, bonus: 0, reserved: 0 });
  });

  test('a player without a wallet in the currency gets 404', async () => {
    const id = await insertPlayer(t.db);
    expect((await refusal(post(deposit(id, 100)))).code).toBe('NotFound');
  });

  test('players of one shard share its system rows; the shards spread the players', async () => {
    const a = await fundedPlayer();
    const sameShard = await insertPlayer(t.db);
    expect(SYSTEM_SHARDS).toBe(64);
    const ids = await t.db
      .selectFrom('ledger_accounts')
      .select('shard')
      .where('kind', '=', 'gateway')
      .where('currency', '=', 'EUR')
      .execute();
    expect(new Set(ids.map((row) => row.shard)).size).toBe(SYSTEM_SHARDS);
    expect(shardOf(a)).toBe(a % 64);
    expect(shardOf(sameShard + 64)).toBe(shardOf(sameShard));
  });
});

describe('the database holds the ledger rules itself', () => {
  test('a balance moves only by an entry: a direct UPDATE is refused', async () => {
    const id = await fundedPlayer(100);
    await expect(
      sql`UPDATE ledger_accounts SET balance_cents = 1000000 WHERE player_id = ${id}`.execute(t.db),
    ).rejects.toThrow(/moves only by an entry/);
  });

  test('entries that do not sum to zero are refused', async () => {
    const id = await fundedPlayer(100);
    const [transfer] = await transfersOf(id);
    const real = await t.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('player_id', '=', id)
      .where('kind', '=', 'real')
      .executeTakeFirstOrThrow();
    await expect(
      sql`INSERT INTO ledger_entries (transfer_id, account_id, currency, amount_cents)
          VALUES (${transfer?.id}, ${real.id}, 'EUR', 1)`.execute(t.db),
    ).rejects.toThrow(/does not sum to zero/);
    expect((await walletOf(id)).real).toBe(100);
  });

  test('a player balance below zero is refused even when the entries balance', async () => {
    const id = await fundedPlayer(100);
    const [transfer] = await transfersOf(id);
    const accounts = await t.db
      .selectFrom('ledger_accounts')
      .select(['id', 'kind'])
      .where('player_id', '=', id)
      .execute();
    const real = accounts.find((a) => a.kind === 'real')?.id;
    const bonus = accounts.find((a) => a.kind === 'bonus')?.id;
    await expect(
      sql`INSERT INTO ledger_entries (transfer_id, account_id, currency, amount_cents)
          VALUES (${transfer?.id}, ${real}, 'EUR', -101), (${transfer?.id}, ${bonus}, 'EUR', 101)`.execute(
        t.db,
      ),
    ).rejects.toThrow(/ledger_player_balance_not_negative/);
  });

  test('entries are never changed or deleted', async () => {
    const id = await fundedPlayer(100);
    await expect(
      sql`UPDATE ledger_entries SET amount_cents = 5 WHERE account_id IN
          (SELECT id FROM ledger_accounts WHERE player_id = ${id})`.execute(t.db),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(
      sql`DELETE FROM ledger_entries WHERE account_id IN
          (SELECT id FROM ledger_accounts WHERE player_id = ${id})`.execute(t.db),
    ).rejects.toThrow(/never changed or deleted/);
  });

  test('a player with money history cannot be deleted; the books stay', async () => {
    const id = await fundedPlayer(100);
    await expect(t.db.deleteFrom('players').where('id', '=', id).execute()).rejects.toThrow();
  });
});

describe('events and concurrency', () => {
  test('each transfer queues balance.changed in its own transaction; a rollback queues nothing', async () => {
    const id = await fundedPlayer();
    const events = () =>
      t.db
        .selectFrom('outbox_events')
        .select(['topic', 'payload'])
        .where('player_id', '=', id)
        .orderBy('id')
        .execute();
    const before = (await events()).length;
    await post(deposit(id, 250));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await postTransfer(trx, deposit(id, 999));
        throw new Error('the caller failed after posting');
      }),
    ).rejects.toThrow('the caller failed');
    const after = await events();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      topic: 'balance.changed',
      payload: { currency: 'EUR', kind: 'deposit', real: 250, bonus: 0, reserved: 0 },
    });
    expect((await walletOf(id)).real).toBe(250);
  });

  test('50 parallel debits of one wallet never overdraw: exactly the affordable ones post', async () => {
    const id = await fundedPlayer(1_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => post(bet(id, 30))));
    const posted = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(posted).toBe(33);
    expect(
      outcomes.every(
        (o) =>
          o.status === 'fulfilled' ||
          (o.reason instanceof DomainError && o.reason.code === 'InsufficientFunds'),
      ),
    ).toBe(true);
    expect((await walletOf(id)).real).toBe(10);
    expect(await auditLedger(t.db)).toEqual({ drift: [], unbalanced: [] });
  });

  test('parallel requests with one key post once', async () => {
    const id = await fundedPlayer();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(deposit(id, 100, 'burst'))),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await walletOf(id)).real).toBe(100);
  });
});
