import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';

/**
 * Migrates and seeds one template database for the whole run: a PGlite data dump (each test file loads it in
 * about half a second) or, when DATABASE_URL is set, a PostgreSQL template database that files clone.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateName = `casino_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const handle = await openDatabase({ url: templateUrl });
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { testers: true });
    await handle.close();
    project.provide('pgTemplate', templateName);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { testers: true });
  const dump = await dumpPglite(handle);
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-template-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return async () => {};
}

async function dumpPglite(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<Blob> {
  if (!handle.pglite) throw new Error('not a PGlite handle');
  return handle.pglite.dumpDataDir('gzip');
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteTemplate?: string;
  }
}
