import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** The support chat's restore id per player and project (spec 01 section 7, spec 03 section 17); gone with the player. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE restore_ids (
      player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
      project text NOT NULL CHECK (length(project) BETWEEN 1 AND 100),
      restore_id text NOT NULL CHECK (length(restore_id) BETWEEN 1 AND 200),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, project)
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'DROP TABLE restore_ids');
}
