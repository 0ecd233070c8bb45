import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Play time for the responsible-gaming rules (issue 9): the player's play sessions (runs of real bets without a long
 * pause) that session limits count and reality checks (UKGC RTS 13) time, the reality-check interval the player
 * chose, and when the player last reviewed the limits (RTS 12's six-monthly prompt). Written by the limits module.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE play_sessions (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      started_at timestamptz NOT NULL,
      last_bet_at timestamptz NOT NULL,
      acknowledged_at timestamptz,
      CHECK (last_bet_at >= started_at)
    );
    CREATE INDEX play_sessions_player_recent ON play_sessions (player_id, last_bet_at DESC);

    CREATE TABLE responsible_gaming_settings (
      player_id bigint PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
      reality_check_minutes integer CHECK (reality_check_minutes > 0),
      limits_reviewed_at timestamptz,
      updated_at timestamptz NOT NULL
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `DROP TABLE responsible_gaming_settings, play_sessions`);
}
