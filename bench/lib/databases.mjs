// The databases a bench run measures: always the embedded PGlite in a temporary data dir, and, when DATABASE_URL
// names a PostgreSQL server, a fresh database created on that server for the run and dropped after it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A database URL on the same server as `url`, naming `database`. */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function pgliteDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'open-casino-bench-'));
  return {
    kind: 'pglite',
    label: 'PGlite (embedded)',
    seedTarget: dataDir,
    serverEnv: { DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on DATABASE_URL's server: the bench never writes into the database the URL names. */
export async function postgresDatabase(serverUrl) {
  const name = `open_casino_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const { host } = new URL(serverUrl);
  return {
    kind: 'postgres',
    label: `PostgreSQL (${host}, database ${name})`,
    seedTarget: url,
    serverEnv: { DATABASE_URL: url },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
