import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Sessions: a public number for the player's session list (spec 03 section 21: `id` is a number; the stored id is a
 * hash that never leaves the server), the country a session started in, and the codes a 2FA-pending session has
 * tried (at most five, then it dies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE sessions ADD COLUMN public_id bigserial;
    CREATE UNIQUE INDEX sessions_public_id ON sessions (public_id);
    ALTER TABLE sessions ADD COLUMN country text;
    ALTER TABLE sessions ADD COLUMN otp_attempts integer NOT NULL DEFAULT 0
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE sessions DROP COLUMN otp_attempts;
    ALTER TABLE sessions DROP COLUMN country;
    ALTER TABLE sessions DROP COLUMN public_id
    `,
  );
}
