import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Responsible-gaming limits (spec 04 section 6): a player's limits, one in force per type and period, their amounts
 * per currency, and the increases or removals waiting for their 24 hours and the player's confirmation by the
 * e-mailed token (only its SHA-256 is kept). Times are the server's clock, written by the limits module.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE user_limits (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('deposit', 'loss', 'wager', 'session', 'coolingoff', 'selfexclusion')),
      period text NOT NULL
        CHECK (period IN ('day', 'week', 'month', 'three_months', 'six_months', 'year', 'five_years')),
      minutes integer CHECK (minutes > 0),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      created_at timestamptz NOT NULL,
      removed_at timestamptz
    );
    CREATE UNIQUE INDEX user_limits_in_force ON user_limits (player_id, type, period) WHERE removed_at IS NULL;

    CREATE TABLE user_limit_accounts (
      limit_id bigint NOT NULL REFERENCES user_limits(id) ON DELETE CASCADE,
      currency text NOT NULL REFERENCES currencies(code),
      amount_cents bigint NOT NULL CHECK (amount_cents > 0),
      PRIMARY KEY (limit_id, currency)
    );

    CREATE TABLE user_limit_changes (
      id bigserial PRIMARY KEY,
      limit_id bigint NOT NULL REFERENCES user_limits(id) ON DELETE CASCADE,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('increase', 'removal')),
      accounts jsonb NOT NULL,
      minutes integer,
      token_hash text NOT NULL UNIQUE,
      requested_at timestamptz NOT NULL,
      effective_at timestamptz NOT NULL,
      confirm_until timestamptz NOT NULL,
      closed_at timestamptz,
      outcome text CHECK (outcome IN ('applied', 'cancelled', 'superseded', 'lapsed')),
      CHECK ((closed_at IS NULL) = (outcome IS NULL))
    );
    CREATE UNIQUE INDEX user_limit_changes_open ON user_limit_changes (limit_id) WHERE closed_at IS NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `DROP TABLE user_limit_changes, user_limit_accounts, user_limits`);
}
