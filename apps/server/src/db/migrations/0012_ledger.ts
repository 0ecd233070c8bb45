import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The double-entry ledger (spec 04 section 1) and the event outbox. The database itself holds the ledger's rules:
 * - every balance moves only by an entry: an entry's BEFORE INSERT trigger adds its amount to its account and stores
 *   the balance after it; an UPDATE of a balance from anywhere else is refused;
 * - the entries of one INSERT statement sum to zero per transfer and currency (a statement-level trigger over the
 *   inserted rows), and every transfer's entries are inserted by one statement;
 * - a player's balance never goes below zero (CHECK); system accounts may (the gateway is negative by every deposit);
 * - entries are never updated or deleted.
 * A player's wallet (accounts row, per currency) owns three ledger accounts: real (cashable), bonus, and reserved
 * (pending cashouts, held apart until approved or returned). System accounts (gateway, house, bonus pool, jackpot)
 * are split into shards per currency so that no single row takes every transfer's lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE accounts DROP COLUMN amount_cents;
    ALTER TABLE accounts DROP COLUMN available_to_cashout_cents;

    CREATE TABLE ledger_accounts (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('real', 'bonus', 'reserved', 'gateway', 'house', 'bonus_pool', 'jackpot')),
      currency text NOT NULL REFERENCES currencies(code),
      player_id bigint,
      shard smallint,
      balance_cents bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (player_id, currency) REFERENCES accounts (player_id, currency) ON DELETE CASCADE,
      CONSTRAINT ledger_accounts_owner CHECK (
        (kind IN ('real', 'bonus', 'reserved')) = (player_id IS NOT NULL) AND (player_id IS NULL) = (shard IS NOT NULL)
      ),
      CONSTRAINT ledger_player_balance_not_negative CHECK (player_id IS NULL OR balance_cents >= 0)
    );
    CREATE UNIQUE INDEX ledger_accounts_player ON ledger_accounts (player_id, currency, kind) WHERE player_id IS NOT NULL;
    CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (kind, currency, shard) WHERE player_id IS NULL;

    CREATE TABLE ledger_transfers (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      request_hash text NOT NULL,
      player_id bigint REFERENCES players(id),
      currency text NOT NULL REFERENCES currencies(code),
      reference text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_transfers_player ON ledger_transfers (player_id, id);

    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      currency text NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
      balance_after_cents bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
    CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

    CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      account_currency text;
    BEGIN
      UPDATE ledger_accounts SET balance_cents = balance_cents + NEW.amount_cents
        WHERE id = NEW.account_id
        RETURNING balance_cents, currency INTO NEW.balance_after_cents, account_currency;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = '23503';
      END IF;
      IF account_currency <> NEW.currency THEN
        RAISE EXCEPTION 'ledger account % holds %, not %', NEW.account_id, account_currency, NEW.currency
          USING ERRCODE = '23514';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

    CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      unbalanced bigint;
    BEGIN
      SELECT transfer_id INTO unbalanced FROM inserted_entries
        GROUP BY transfer_id, currency HAVING sum(amount_cents) <> 0 LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger transfer % does not sum to zero', unbalanced USING ERRCODE = '23514';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS inserted_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();

    CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger entries are never changed or deleted' USING ERRCODE = '42501';
    END $$;
    CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

    CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF pg_trigger_depth() < 2 THEN
        RAISE EXCEPTION 'a ledger balance moves only by an entry' USING ERRCODE = '42501';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ledger_accounts_balance_by_entries BEFORE UPDATE OF balance_cents ON ledger_accounts
      FOR EACH ROW WHEN (OLD.balance_cents IS DISTINCT FROM NEW.balance_cents)
      EXECUTE FUNCTION ledger_guard_balance();

    INSERT INTO ledger_accounts (kind, currency, player_id)
      SELECT kind, accounts.currency, accounts.player_id
      FROM accounts CROSS JOIN (VALUES ('real'), ('bonus'), ('reserved')) AS kinds (kind);

    CREATE TABLE outbox_events (
      id bigserial PRIMARY KEY,
      topic text NOT NULL,
      player_id bigint,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      claimed_until timestamptz,
      published_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    );
    CREATE INDEX outbox_events_pending ON outbox_events (id) WHERE published_at IS NULL;

    CREATE TABLE processed_events (
      consumer text NOT NULL,
      event_id bigint NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, event_id)
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE processed_events;
    DROP TABLE outbox_events;
    DROP TABLE ledger_entries;
    DROP TABLE ledger_transfers;
    DROP TABLE ledger_accounts;
    DROP FUNCTION ledger_apply_entry();
    DROP FUNCTION ledger_check_balanced();
    DROP FUNCTION ledger_refuse_change();
    DROP FUNCTION ledger_guard_balance();
    ALTER TABLE accounts ADD COLUMN amount_cents bigint NOT NULL DEFAULT 0;
    ALTER TABLE accounts ADD COLUMN available_to_cashout_cents bigint NOT NULL DEFAULT 0
    `,
  );
}
