import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PlayerLedgerKind, SystemLedgerKind } from '../../db/tables/ledger.ts';
import { queueEventStatement } from '../../events/outbox.ts';
import type { QueuedDomainEvent } from '../../events/domain-events.ts';

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

export interface LockedForTransfer {
  accounts: { id: number; kind: PlayerLedgerKind; balance_cents: number }[];
  /** The transfer recorded under the key before, if any. */
  earlier: { id: number; request_hash: string } | null;
  /** The id the new transfer takes (drawn now, so its event can name it). */
  nextTransferId: number;
}

/**
 * One round trip before a transfer: locks the wallet's accounts (as lockPlayerAccounts), reads a transfer already
 * recorded under the idempotency key and draws the new transfer's id.
 */
export async function lockForTransfer(
  trx: Trx,
  playerId: number,
  currency: string,
  idempotencyKey: string,
): Promise<LockedForTransfer> {
  const { rows } = await sql<{
    id: number;
    kind: PlayerLedgerKind;
    balance_cents: number;
    earlier_id: number | null;
    earlier_hash: string | null;
    next_id: number;
  }>`
    SELECT a.id, a.kind, a.balance_cents, t.id AS earlier_id, t.request_hash AS earlier_hash,
      (SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id'))) AS next_id
    FROM ledger_accounts a LEFT JOIN ledger_transfers t ON t.idempotency_key = ${idempotencyKey}
    WHERE a.player_id = ${playerId} AND a.currency = ${currency}
    ORDER BY a.id
    FOR UPDATE OF a
  `.execute(trx);
  const first = rows[0];
  return {
    accounts: rows.map(({ id, kind, balance_cents }) => ({ id, kind, balance_cents })),
    earlier:
      first?.earlier_id != null && first.earlier_hash !== null
        ? { id: first.earlier_id, request_hash: first.earlier_hash }
        : null,
    nextTransferId: first?.next_id ?? 0,
  };
}

export async function findTransferByKey(trx: Trx, idempotencyKey: string) {
  return trx
    .selectFrom('ledger_transfers')
    .select(['id', 'request_hash', 'created_at'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** A leg as the statement takes it: a player account by id, or a system account by kind (of the player's shard). */
export type StatementLeg =
  | { accountId: number; systemKind?: undefined; amount: number }
  | { accountId?: undefined; systemKind: SystemLedgerKind; amount: number };

/**
 * Records a transfer, its entries and its event in ONE statement (data-modifying CTEs): the transfer unless its key
 * exists (then nothing else happens and the answer is null), the entries in account-id order (the database applies
 * them to their balances row by row in that order, resolving system accounts of the shard, and checks the statement
 * sums to zero), and the event. Returns each account's balance after its entry.
 */
export async function recordTransfer(
  trx: Trx,
  transfer: {
    id: number;
    kind: string;
    idempotency_key: string;
    request_hash: string;
    player_id: number;
    currency: string;
    reference: string | null;
    shard: number;
  },
  legs: readonly StatementLeg[],
  event: QueuedDomainEvent,
): Promise<{ account_id: number; balance_after_cents: number }[] | null> {
  const values = sql.join(
    legs.map(
      (leg) =>
        sql`(${leg.accountId ?? null}::bigint, ${leg.systemKind ?? null}::text, ${leg.amount}::bigint)`,
    ),
  );
  const { rows } = await sql<{
    transfer_id: number | null;
    applied: { account_id: number; balance_after_cents: number }[] | null;
  }>`
    WITH t AS (
      INSERT INTO ledger_transfers (id, kind, idempotency_key, request_hash, player_id, currency, reference)
      VALUES (${transfer.id}, ${transfer.kind}, ${transfer.idempotency_key}, ${transfer.request_hash},
        ${transfer.player_id}, ${transfer.currency}, ${transfer.reference})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), legs AS (
      SELECT coalesce(l.account_id, s.id) AS account_id, l.amount
      FROM (VALUES ${values}) AS l (account_id, system_kind, amount)
      LEFT JOIN ledger_accounts s ON l.account_id IS NULL AND s.player_id IS NULL
        AND s.currency = ${transfer.currency} AND s.shard = ${transfer.shard} AND s.kind = l.system_kind
    ), e AS (
      INSERT INTO ledger_entries (transfer_id, account_id, currency, amount_cents)
      SELECT t.id, legs.account_id, ${transfer.currency}, legs.amount FROM t CROSS JOIN legs
      ORDER BY legs.account_id
      RETURNING account_id, balance_after_cents
    ), o AS (${queueEventStatement(event, 't')})
    SELECT (SELECT id FROM t) AS transfer_id,
      (SELECT json_agg(json_build_object('account_id', account_id, 'balance_after_cents', balance_after_cents))
        FROM e) AS applied
  `.execute(trx);
  const row = rows[0];
  if (!row || row.transfer_id === null) return null;
  return (row.applied ?? []).map((entry) => ({
    account_id: Number(entry.account_id),
    balance_after_cents: Number(entry.balance_after_cents),
  }));
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

/**
 * What a player's own accounts of one currency gained (+) or gave (-) through transfers of the given kinds since a
 * moment, per kind (kinds without movement are absent).
 */
export async function sumPlayerMovements(
  db: Db,
  playerId: number,
  currency: string,
  since: Date,
  kinds: readonly string[],
) {
  return db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['t.kind', sql<number>`sum(e.amount_cents)`.as('amount_cents')])
    .where('t.player_id', '=', playerId)
    .where('t.currency', '=', currency)
    .where('t.kind', 'in', kinds)
    .where('t.created_at', '>=', since)
    .where('a.player_id', '=', playerId)
    .groupBy('t.kind')
    .execute();
}
