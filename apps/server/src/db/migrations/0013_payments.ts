import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Payments (spec 01 sections 2-9, spec 02 section 9, spec 04 section 2): the methods and their per-currency limits,
 * the payments themselves with their states, saved profiles for one-click deposits, and crypto deposit addresses with
 * the chain transactions that arrive at them. Money itself moves only in the ledger; a payment records why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE payment_methods (
      id text PRIMARY KEY,
      brand text NOT NULL,
      type text NOT NULL CHECK (type IN ('bank_transfer', 'cards', 'crypto', 'direct', 'voucher')),
      provider text NOT NULL,
      title text NOT NULL,
      position integer NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      countries text[],
      licences text[],
      hidden_for_groups integer[] NOT NULL DEFAULT '{}',
      deposit_processing text NOT NULL,
      cashout_processing text NOT NULL,
      saves_profiles boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE payment_method_limits (
      method_id text NOT NULL REFERENCES payment_methods(id) ON DELETE CASCADE,
      currency text NOT NULL REFERENCES currencies(code),
      action text NOT NULL CHECK (action IN ('deposit', 'cashout')),
      min_cents bigint NOT NULL CHECK (min_cents > 0),
      max_cents bigint CHECK (max_cents IS NULL OR max_cents >= min_cents),
      fee_basis_points integer NOT NULL DEFAULT 0 CHECK (fee_basis_points BETWEEN 0 AND 10000),
      fee_fixed_cents bigint NOT NULL DEFAULT 0 CHECK (fee_fixed_cents >= 0),
      PRIMARY KEY (method_id, currency, action)
    );

    CREATE TABLE crypto_networks (
      currency text NOT NULL REFERENCES currencies(code),
      network text NOT NULL,
      title text NOT NULL,
      confirmations integer NOT NULL CHECK (confirmations > 0),
      position integer NOT NULL,
      PRIMARY KEY (currency, network)
    );

    CREATE TABLE payment_profiles (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      method_id text NOT NULL REFERENCES payment_methods(id),
      title text NOT NULL,
      fingerprint text NOT NULL,
      details jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX payment_profiles_unique ON payment_profiles (player_id, method_id, fingerprint)
      WHERE deleted_at IS NULL;

    CREATE TABLE payments (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id),
      action text NOT NULL CHECK (action IN ('deposit', 'cashout')),
      state text NOT NULL CHECK (state IN ('canceled', 'declined', 'rejected', 'recalled', 'succeeded', 'pending', 'processing', 'reserved')),
      method_id text NOT NULL REFERENCES payment_methods(id),
      currency text NOT NULL REFERENCES currencies(code),
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      fee_cents bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
      profile_id bigint REFERENCES payment_profiles(id),
      network text,
      details jsonb NOT NULL DEFAULT '{}',
      provider_reference text,
      action_token text UNIQUE,
      cancellation_reason text,
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      decided_by bigint,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      UNIQUE (player_id, idempotency_key)
    );
    CREATE INDEX payments_player ON payments (player_id, id DESC);
    CREATE INDEX payments_open ON payments (state, action, id) WHERE state IN ('pending', 'processing');

    CREATE TABLE crypto_addresses (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      currency text NOT NULL,
      network text NOT NULL,
      address text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (currency, network) REFERENCES crypto_networks (currency, network),
      UNIQUE (player_id, currency, network)
    );

    CREATE TABLE crypto_transactions (
      id bigserial PRIMARY KEY,
      address_id bigint NOT NULL REFERENCES crypto_addresses(id),
      tx_hash text NOT NULL UNIQUE,
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      confirmations integer NOT NULL DEFAULT 0,
      required_confirmations integer NOT NULL,
      state text NOT NULL CHECK (state IN ('confirming', 'credited', 'below_minimum')),
      payment_id bigint REFERENCES payments(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz
    );
    CREATE INDEX crypto_transactions_confirming ON crypto_transactions (id) WHERE state = 'confirming'
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP TABLE crypto_transactions;
    DROP TABLE crypto_addresses;
    DROP TABLE payments;
    DROP TABLE payment_profiles;
    DROP TABLE crypto_networks;
    DROP TABLE payment_method_limits;
    DROP TABLE payment_methods
    `,
  );
}
