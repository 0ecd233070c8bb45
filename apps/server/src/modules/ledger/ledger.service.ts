import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { cents, type Cents } from '@casino/domain/currency';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { LedgerKind, PlayerLedgerKind } from '../../db/tables/ledger.ts';
import { DomainError, notFound } from '../../http/errors.ts';
import {
  auditBooks,
  createPlayerLedgerAccounts,
  findTransferByKey,
  lockForTransfer,
  lockPlayerAccounts,
  recordTransfer,
  sumPlayerMovements,
  type StatementLeg,
} from './ledger.repository.ts';
import { isSystemKind, shardOf } from './system-accounts.ts';
import { findWallets } from './wallets.repository.ts';

type Trx = Transaction<Database>;

/** Why money moved: the transfer's kind, kept on every transfer for history and audits. */
export type TransferKind =
  | 'deposit'
  | 'cashout_reserve'
  | 'cashout_payout'
  | 'cashout_return'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus_grant'
  | 'bonus_release'
  | 'bonus_forfeit'
  | 'adjustment';

/** One leg: a player kind means the transfer's player's account, a system kind the shard of that player. */
export interface TransferLeg {
  account: LedgerKind;
  amount: Cents;
}

export interface TransferRequest {
  kind: TransferKind;
  /** The caller's key (Stripe's semantics, spec 04 section 1): the same key with the same legs posts once. */
  idempotencyKey: string;
  playerId: number;
  currency: string;
  /** What the transfer belongs to (`payment:12`, `round:abc`). */
  reference?: string;
  legs: readonly TransferLeg[];
}

/** A player's wallet in one currency: cashable money, bonus money and money reserved for pending cashouts. */
export interface WalletBalances {
  real: Cents;
  bonus: Cents;
  reserved: Cents;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had posted before with the same request: nothing moved this time. */
  replayed: boolean;
  /** The wallet after the transfer (now, for a replay). */
  balances: WalletBalances;
}

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

function requestHash(request: TransferRequest): string {
  const legs = [...request.legs]
    .map((leg) => [leg.account, leg.amount] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  const canonical = JSON.stringify([
    request.kind,
    request.playerId,
    request.currency,
    request.reference ?? null,
    legs,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function assertWellFormed(request: TransferRequest): void {
  const accounts = new Set(request.legs.map((leg) => leg.account));
  const sum = request.legs.reduce((total, leg) => total + leg.amount, 0);
  const bad =
    request.legs.length < 2 ||
    accounts.size !== request.legs.length ||
    request.legs.some((leg) => !Number.isSafeInteger(leg.amount) || leg.amount === 0) ||
    sum !== 0 ||
    request.idempotencyKey.length === 0 ||
    request.idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH;
  // A programming error, not a player's: legs are built by services from validated amounts.
  if (bad) throw new Error(`malformed ledger transfer ${request.kind} ${request.idempotencyKey}`);
}

function balancesOf(
  rows: readonly { kind: PlayerLedgerKind | LedgerKind; balance_cents: number }[],
): WalletBalances {
  const balance = (kind: PlayerLedgerKind) =>
    cents(rows.find((row) => row.kind === kind)?.balance_cents ?? 0);
  return { real: balance('real'), bonus: balance('bonus'), reserved: balance('reserved') };
}

/**
 * Locks a player's wallet in one currency for the rest of the transaction and reads it: callers that decide on the
 * balance (may this cashout go through?) lock first, decide, then post. 404 when the player has no such wallet.
 */
export async function lockWallet(
  trx: Trx,
  playerId: number,
  currency: string,
): Promise<WalletBalances> {
  const rows = await lockPlayerAccounts(trx, playerId, currency);
  if (rows.length === 0) throw notFound(`no ${currency} account`);
  return balancesOf(rows);
}

/**
 * Posts one double-entry transfer in the caller's transaction: locks the player's accounts, records the transfer
 * under its idempotency key, applies the entries and queues `balance.changed`. A key seen before with the same request
 * is a replay (nothing moves); with another request it is refused (409). A player account that would go below zero
 * refuses the whole transfer (422 InsufficientFunds); the database refuses it too, whatever the caller checked.
 */
export async function postTransfer(trx: Trx, request: TransferRequest): Promise<TransferResult> {
  assertWellFormed(request);
  // One round trip: the wallet locked, an earlier transfer under the key, the new transfer's id.
  const { accounts, earlier, nextTransferId } = await lockForTransfer(
    trx,
    request.playerId,
    request.currency,
    request.idempotencyKey,
  );
  if (accounts.length === 0) throw notFound(`no ${request.currency} account`);
  const hash = requestHash(request);
  const replayOf = (found: { id: number; request_hash: string }): TransferResult => {
    if (found.request_hash !== hash)
      throw new DomainError('IdempotencyMismatch', 'This key was used with another request');
    return { transferId: found.id, replayed: true, balances: balancesOf(accounts) };
  };
  // Before any check of funds: a replay answers as the first request did, whatever the balance is now.
  if (earlier) return replayOf(earlier);

  const before = balancesOf(accounts);
  const after = { ...before };
  const legs: StatementLeg[] = request.legs.map((leg) => {
    if (isSystemKind(leg.account)) return { systemKind: leg.account, amount: leg.amount };
    const kind = leg.account;
    if (before[kind] + leg.amount < 0)
      throw new DomainError('InsufficientFunds', 'Not enough money', {
        fields: { amount_cents: [VALIDATION.NOT_ENOUGH_MONEY] },
      });
    const row = accounts.find((r) => r.kind === kind);
    if (!row) throw notFound(`no ${request.currency} ${kind} account`);
    after[kind] = cents(after[kind] + leg.amount);
    return { accountId: row.id, amount: leg.amount };
  });
  // Recorded only once every check passed, so a refused request leaves no transfer behind even if the caller goes on;
  // the transfer, its entries and its balance.changed event are one statement.
  const applied = await recordTransfer(
    trx,
    {
      id: nextTransferId,
      kind: request.kind,
      idempotency_key: request.idempotencyKey,
      request_hash: hash,
      player_id: request.playerId,
      currency: request.currency,
      reference: request.reference ?? null,
      shard: shardOf(request.playerId),
    },
    legs,
    {
      topic: 'balance.changed',
      playerId: request.playerId,
      payload: {
        currency: request.currency,
        transferId: nextTransferId,
        kind: request.kind,
        ...after,
      },
    },
  );
  if (applied === null) {
    // Another transaction took the key between the lock and the insert (keys are global, not per wallet).
    const raced = await findTransferByKey(trx, request.idempotencyKey);
    if (raced) return replayOf(raced);
    throw new Error(`transfer key ${request.idempotencyKey} vanished`);
  }
  // The database's own balances after the entries (equal to `after`: the wallet is locked).
  const balances = balancesOf(
    accounts.map((row) => ({
      ...row,
      balance_cents:
        applied.find((entry) => entry.account_id === row.id)?.balance_after_cents ??
        row.balance_cents,
    })),
  );
  return { transferId: nextTransferId, replayed: false, balances };
}

/** Opens the ledger accounts of a player's wallet, in the transaction that creates the wallet row; idempotent. */
export async function openWalletLedger(
  trx: Trx,
  playerId: number,
  currency: string,
): Promise<void> {
  await createPlayerLedgerAccounts(trx, playerId, currency);
}

export type { WalletRow } from './wallets.repository.ts';

/** The player's wallets with their balances, the active one first. */
export function listWallets(db: Db, playerId: number) {
  return findWallets(db, playerId);
}

/** One wallet with its balances, or undefined when the player has none in that currency. */
export async function findWallet(db: Db, playerId: number, currency: string) {
  return (await findWallets(db, playerId, currency))[0];
}

/** Every account's balance re-summed from its entries, and every currency's total: empty lists for sound books. */
export function auditLedger(db: Db) {
  return auditBooks(db);
}

/**
 * The net movement of a player's own accounts in one currency by transfers of each kind since a moment (a deposit
 * counts +, a bet -, a win +): what the limits count. Kinds without movement answer 0.
 */
export async function playerMovements<K extends TransferKind>(
  db: Db,
  playerId: number,
  currency: string,
  since: Date,
  kinds: readonly K[],
): Promise<Record<K, number>> {
  const rows = await sumPlayerMovements(db, playerId, currency, since, kinds);
  const sums = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<K, number>;
  for (const row of rows) {
    const kind = kinds.find((wanted) => wanted === row.kind);
    if (kind !== undefined) sums[kind] = Number(row.amount_cents);
  }
  return sums;
}
