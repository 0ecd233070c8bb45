import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The in-house game studio's own tables (docs/games-architecture.md, "Studio"). The studio is a provider like any
 * other: it knows the casino's players and sessions only by the ids the casino's wallet gave it, so no foreign key
 * reaches into the casino's tables. Seed pairs belong to a player (or, for a guest's demo, to the casino session);
 * rounds keep their full state (secrets included) for replay and recall; wallet actions are the calls the studio owes
 * the casino, kept until the casino has answered them (bets rolled back, wins and rollbacks retried).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE studio_seed_pairs (
      id bigserial PRIMARY KEY,
      owner text NOT NULL,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL,
      nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      revealed_at timestamptz,
      CHECK (active = (revealed_at IS NULL))
    );
    CREATE UNIQUE INDEX studio_seed_pairs_active ON studio_seed_pairs (owner) WHERE active;

    CREATE TABLE studio_sessions (
      id bigserial PRIMARY KEY,
      token text NOT NULL UNIQUE,
      casino_session_id text NOT NULL,
      player_id text,
      nickname text,
      game_identifier text NOT NULL,
      mode text NOT NULL CHECK (mode IN ('real', 'demo')),
      currency text NOT NULL,
      fun_balance_cents bigint CHECK (fun_balance_cents >= 0),
      status text NOT NULL CHECK (status IN ('open', 'closed')),
      created_at timestamptz NOT NULL,
      last_round_at timestamptz,
      CHECK ((mode = 'demo') = (fun_balance_cents IS NOT NULL))
    );

    CREATE TABLE studio_rounds (
      id bigserial PRIMARY KEY,
      session_id bigint NOT NULL REFERENCES studio_sessions(id) ON DELETE CASCADE,
      game_identifier text NOT NULL,
      engine text NOT NULL,
      seed_pair_id bigint NOT NULL REFERENCES studio_seed_pairs(id),
      nonce integer NOT NULL,
      params jsonb NOT NULL,
      actions jsonb NOT NULL DEFAULT '[]',
      state jsonb NOT NULL,
      floats_used integer NOT NULL DEFAULT 0,
      stake bigint NOT NULL CHECK (stake >= 0),
      win bigint NOT NULL CHECK (win >= 0),
      status text NOT NULL CHECK (status IN ('pending', 'open', 'finished', 'refused')),
      finished boolean NOT NULL DEFAULT false,
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      UNIQUE (seed_pair_id, nonce)
    );
    CREATE UNIQUE INDEX studio_rounds_one_open ON studio_rounds (session_id) WHERE status IN ('pending', 'open');
    CREATE INDEX studio_rounds_recall ON studio_rounds (session_id, id DESC);
    CREATE INDEX studio_rounds_abandoned ON studio_rounds (started_at) WHERE status IN ('pending', 'open');

    CREATE TABLE studio_wallet_actions (
      action_id text PRIMARY KEY,
      round_id bigint NOT NULL REFERENCES studio_rounds(id) ON DELETE CASCADE,
      action text NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
      amount bigint NOT NULL CHECK (amount >= 0),
      original_action_id text,
      finished boolean NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'done', 'refused')),
      created_at timestamptz NOT NULL,
      answered_at timestamptz
    );
    CREATE INDEX studio_wallet_actions_pending ON studio_wallet_actions (created_at) WHERE status = 'pending';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `DROP TABLE studio_wallet_actions, studio_rounds, studio_sessions, studio_seed_pairs`,
  );
}
