import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** int8 as number: amounts are minor units well below 2^53; both drivers parse alike. */
const parseInt8 = (value: string): number => Number.parseInt(value, 10);

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, for dumps in tests. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite kept in dataDir (or in memory for 'memory://'). */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    pg.types.setTypeParser(INT8_OID, parseInt8);
    pg.types.setTypeParser(NUMERIC_OID, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = options.dataDir;
  if (dir && !dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // pg_trgm backs the indexed game title search; PostgreSQL gets it from CREATE EXTENSION in the migration.
    extensions: { pg_trgm },
    parsers: { [INT8_OID]: parseInt8, [NUMERIC_OID]: (v: string) => Number(v) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
