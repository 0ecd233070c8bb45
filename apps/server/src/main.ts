import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApi } from './app.ts';
import { mountWebApp } from './http/ssr.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webBuildDir = process.env.WEB_BUILD_DIR ?? path.resolve(here, '../../web/build');

/** One process, one port: the API, the server-rendered web app and its assets. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR, 'pglite') });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db);
  const app = await buildApi({ db: handle.db, config }, { logger: true });
  await mountWebApp(app, { db: handle.db, config }, webBuildDir);
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
