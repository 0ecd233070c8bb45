import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Crash's shared rounds (docs/fairness.md, crash): per table a bustabit hash chain (the terminal seed and its
 * checkpoints secret, the commitment and the salt public) and the games played down it, one at a time per table. The
 * unique (chain_id, chain_index) keeps two nodes from creating the same game; the phase of a game comes from the clock
 * (betting until starts_at, running until busts_at, busted after), so nothing has to be updated when it changes.
 * A crash bet's round points at its game (studio_rounds.crash_game_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE studio_crash_chains (
      id bigserial PRIMARY KEY,
      game_identifier text NOT NULL,
      number integer NOT NULL CHECK (number >= 1),
      terminal_seed text NOT NULL,
      checkpoints jsonb NOT NULL,
      commitment text NOT NULL,
      salt text NOT NULL,
      length integer NOT NULL CHECK (length >= 2),
      created_at timestamptz NOT NULL,
      UNIQUE (game_identifier, number)
    );

    CREATE TABLE studio_crash_games (
      id bigserial PRIMARY KEY,
      game_identifier text NOT NULL,
      chain_id bigint NOT NULL REFERENCES studio_crash_chains(id),
      chain_index integer NOT NULL CHECK (chain_index >= 0),
      game_hash text NOT NULL,
      crash_point bigint NOT NULL CHECK (crash_point >= 100),
      betting_starts_at timestamptz NOT NULL,
      starts_at timestamptz NOT NULL,
      busts_at timestamptz NOT NULL,
      CHECK (betting_starts_at <= starts_at AND starts_at <= busts_at),
      UNIQUE (chain_id, chain_index)
    );
    CREATE INDEX studio_crash_games_current ON studio_crash_games (game_identifier, id DESC);

    ALTER TABLE studio_rounds ADD COLUMN crash_game_id bigint REFERENCES studio_crash_games(id);
    CREATE INDEX studio_rounds_crash_open ON studio_rounds (crash_game_id)
      WHERE crash_game_id IS NOT NULL AND status IN ('pending', 'open');
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP INDEX studio_rounds_crash_open;
    ALTER TABLE studio_rounds DROP COLUMN crash_game_id;
    DROP TABLE studio_crash_games, studio_crash_chains;
    `,
  );
}
