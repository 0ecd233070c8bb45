import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type PlayerLedgerKind = 'real' | 'bonus' | 'reserved';
export type SystemLedgerKind = 'gateway' | 'house' | 'bonus_pool' | 'jackpot';
export type LedgerKind = PlayerLedgerKind | SystemLedgerKind;

/** Written only by the ledger module (modules/ledger/ledger.repository.ts); balances only by entries (trigger). */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerKind;
  currency: string;
  player_id: number | null;
  shard: number | null;
  balance_cents: ColumnType<number, never, never>;
  created_at: CreatedAt;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  request_hash: string;
  player_id: number | null;
  currency: string;
  reference: string | null;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  currency: string;
  amount_cents: number;
  /** Set by the database from the account it moves. */
  balance_after_cents: ColumnType<number, never, never>;
  created_at: CreatedAt;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}
