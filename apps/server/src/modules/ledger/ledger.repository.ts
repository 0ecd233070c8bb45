import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PlayerLedgerKind } from '../../db/tables/ledger.ts';

type Trx = Transaction<Database>;

const PLAYER_KINDS: readonly PlayerLedgerKind[] = ['real', 'bonus', 'reserved'];

/** Creates the player's three ledger accounts of a currency (with the wallet, in its transaction); idempotent. */
export async function createPlayerLedgerAccounts(
  trx: Trx,
  playerId: number,
  currency: string,
): Promise<void> {
  await trx
    .insertInto('ledger_accounts')
    .values(PLAYER_KINDS.map((kind) => ({ kind, currency, player_id: playerId })))
    .onConflict((oc) =>
      oc.columns(['player_id', 'currency', 'kind']).where('player_id', 'is not', null).doNothing(),
    )
    .execute();
}

/**
 * Locks the player's ledger accounts of one currency (sorted by id: every transaction takes player rows in the same
 * order, and player rows before system rows, so transfers never deadlock) and reads their balances.
 */
export async function lockPlayerAccounts(trx: Trx, playerId: number, currency: string) {
  return trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance_cents'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Inserts the transfer unless its idempotency key exists; undefined when it does (the caller reads that one). */
export async function insertTransfer(
  trx: Trx,
  transfer: {
    kind: string;
    idempotency_key: string;
    request_hash: string;
    player_id: number;
    currency: string;
    reference: string | null;
  },
): Promise<number | undefined> {
  const row = await trx
    .insertInto('ledger_transfers')
    .values(transfer)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findTransferByKey(trx: Trx, idempotencyKey: string) {
  return trx
    .selectFrom('ledger_transfers')
    .select(['id', 'request_hash', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Inserts all entries of one transfer in one statement, sorted by account id (the database applies them to their
 * balances row by row in that order, and checks per statement that they sum to zero). Returns each account's balance
 * after its entry.
 */
export async function insertEntries(
  trx: Trx,
  transferId: number,
  currency: string,
  entries: readonly { accountId: number; amount: number }[],
) {
  const sorted = [...entries].sort((a, b) => a.accountId - b.accountId);
  return trx
    .insertInto('ledger_entries')
    .values(
      sorted.map((entry) => ({
        transfer_id: transferId,
        account_id: entry.accountId,
        currency,
        amount_cents: entry.amount,
      })),
    )
    .returning(['account_id', 'balance_after_cents'])
    .execute();
}

/**
 * The ledger's books checked from scratch: accounts whose balance is not the sum of their entries, and currencies whose
 * balances do not sum to zero. Both lists are empty for a sound ledger.
 */
export async function auditBooks(db: Db) {
  const drift = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select([
      'a.id',
      'a.balance_cents',
      sql<number>`coalesce(sum(e.amount_cents), 0)`.as('entries_cents'),
    ])
    .groupBy(['a.id', 'a.balance_cents'])
    .having(sql<boolean>`a.balance_cents <> coalesce(sum(e.amount_cents), 0)`)
    .execute();
  const unbalanced = await db
    .selectFrom('ledger_accounts')
    .select(['currency', sql<number>`sum(balance_cents)`.as('total_cents')])
    .groupBy('currency')
    .having(sql<boolean>`sum(balance_cents) <> 0`)
    .execute();
  return { drift, unbalanced };
}
