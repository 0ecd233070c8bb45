import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The casino's side of game play (docs/games-architecture.md "Casino wallet"): game sessions opened by launch token,
 * the wallet protocol's actions (unique by the provider's action id, the idempotency key; a rollback of an action not
 * yet seen is a tombstone that refuses it later) and the casino's view of each round. Written by modules/wallet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE game_sessions (
      id bigserial PRIMARY KEY,
      token text NOT NULL UNIQUE,
      player_id bigint REFERENCES players(id) ON DELETE CASCADE,
      game_id bigint NOT NULL REFERENCES games(id),
      game_identifier text NOT NULL,
      currency text NOT NULL,
      mode text NOT NULL CHECK (mode IN ('real', 'demo')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      closed_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_activity_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      CHECK (mode = 'demo' OR player_id IS NOT NULL),
      CHECK ((status = 'closed') = (closed_at IS NOT NULL))
    );
    CREATE INDEX game_sessions_open_idx ON game_sessions (player_id, game_id) WHERE status = 'open';

    CREATE TABLE game_rounds (
      id bigserial PRIMARY KEY,
      round_id text NOT NULL,
      session_id bigint NOT NULL REFERENCES game_sessions(id),
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      game_id bigint NOT NULL REFERENCES games(id),
      currency text NOT NULL,
      bet_cents bigint NOT NULL DEFAULT 0 CHECK (bet_cents >= 0),
      win_cents bigint NOT NULL DEFAULT 0 CHECK (win_cents >= 0),
      balance_before_cents bigint NOT NULL,
      balance_after_cents bigint NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'finished', 'rolled_back')),
      UNIQUE (player_id, round_id)
    );
    CREATE INDEX game_rounds_history_idx ON game_rounds (player_id, started_at DESC, id DESC);
    CREATE INDEX game_rounds_big_wins_idx ON game_rounds (finished_at DESC)
      WHERE status = 'finished' AND win_cents >= 10 * bet_cents AND bet_cents > 0;

    CREATE TABLE wallet_actions (
      id bigserial PRIMARY KEY,
      action_id text NOT NULL UNIQUE,
      action text NOT NULL CHECK (action IN ('bet', 'win', 'rollback')),
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      session_id bigint NOT NULL REFERENCES game_sessions(id),
      round_id text NOT NULL,
      currency text NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      original_action_id text,
      request_hash text NOT NULL,
      transfer_id bigint,
      rolled_back_by bigint REFERENCES wallet_actions(id),
      processed_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((action = 'rollback') = (original_action_id IS NOT NULL))
    );
    CREATE INDEX wallet_actions_rollbacks_idx ON wallet_actions (original_action_id)
      WHERE original_action_id IS NOT NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `DROP TABLE wallet_actions, game_rounds, game_sessions`);
}
