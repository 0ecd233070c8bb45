import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/**
 * Tables whose rows a refused request may legitimately write: the rate-limit counters count refused attempts on
 * purpose (that is how sign-in failures lock an account). Migration bookkeeping never changes at run time.
 */
const MAY_CHANGE_ON_REFUSAL = ['rate_limit_hits', 'kysely_migration', 'kysely_migration_lock'];

/** Per table: row count and the sum of row versions' xmin. An insert, update or delete changes one of the two. */
export type DbState = Record<string, string>;

export interface DbStateProbe {
  /** The next transaction id: unchanged means nothing at all was written in the meantime (read-only work takes none). */
  writeMark(): Promise<string>;
  state(): Promise<DbState>;
}

export async function createDbStateProbe(db: Db): Promise<DbStateProbe> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const tables = rows.map((r) => r.name).filter((name) => !MAY_CHANGE_ON_REFUSAL.includes(name));
  if (tables.length < 10)
    throw new Error(`expected the casino's tables, found ${tables.join(', ')}`);
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text AS version FROM "${name}"`,
    )
    .join(' UNION ALL ');
  return {
    writeMark: async () => {
      const {
        rows: [row],
      } = await sql<{
        mark: string;
      }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`.execute(db);
      return row?.mark ?? '';
    },
    state: async () => {
      const result = await sql.raw<{ name: string; version: string }>(query).execute(db);
      return Object.fromEntries(result.rows.map((r) => [r.name, r.version]));
    },
  };
}

/** Tables whose version differs between two states. */
export function changedTables(before: DbState, after: DbState): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
