import { sql, type Kysely } from 'kysely';

/**
 * The statements of a script: separated by a semicolon at the end of a line, except inside `$$`-quoted bodies (a
 * plpgsql function's own statements end in semicolons too).
 */
export function splitScript(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quoted = false;
  for (const line of script.split('\n')) {
    quoted = (line.split('$$').length - 1) % 2 === 1 ? !quoted : quoted;
    current += `${line}\n`;
    if (!quoted && /;\s*$/.test(line)) {
      statements.push(current);
      current = '';
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim().replace(/;$/, '')).filter(Boolean);
}

/** Runs a migration script statement by statement: PGlite and pg prepared statements take one command each. */
export async function runScript(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitScript(script)) await sql.raw(statement).execute(db);
}
