import { sql, type Kysely } from 'kysely';

/**
 * The last TOTP time step a player's second factor accepted: a code is good once, so a code seen over a shoulder or
 * replayed from a log within its 90-second window no longer signs anyone in (RFC 6238 section 5.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players ADD COLUMN two_factor_last_step bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE players DROP COLUMN two_factor_last_step`.execute(db);
}
