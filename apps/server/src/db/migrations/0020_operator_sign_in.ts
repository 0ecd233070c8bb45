import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * Operators sign in in two steps like players with 2FA: after the password an operator session is pending (it
 * entitles only the code step) and counts the codes it tried (five, then it dies).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    ALTER TABLE operator_sessions ADD COLUMN otp_pending boolean NOT NULL DEFAULT false;
    ALTER TABLE operator_sessions ADD COLUMN otp_attempts integer NOT NULL DEFAULT 0;
    CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP INDEX operator_sessions_expiry;
    ALTER TABLE operator_sessions DROP COLUMN otp_attempts;
    ALTER TABLE operator_sessions DROP COLUMN otp_pending
    `,
  );
}
