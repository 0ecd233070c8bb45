import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error)
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
}
