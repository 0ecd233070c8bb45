import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration script statement by statement: PGlite and pg prepared statements take one command each.
 * Statements are separated by a semicolon at the end of a line (no function bodies use that form).
 */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((s) => s.trim().replace(/;$/, ''))
    .filter(Boolean);
  for (const statement of statements) await sql.raw(statement).execute(db);
}
