import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, seedsTesters } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApi } from './app.ts';
import { mountWebApp } from './http/ssr.ts';
import { startMailer } from './modules/mail/sender.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const webBuildDir = process.env.WEB_BUILD_DIR ?? path.resolve(here, '../../web/build');

/** One process, one port: the API, the server-rendered web app and its assets. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.resolve(config.DATA_DIR, 'pglite'),
  });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { testers: seedsTesters(config) });
  const app = await buildApi({ db: handle.db, config }, { logger: true });
  await mountWebApp(app, { db: handle.db, config }, webBuildDir);
  // Delivers the e-mail outbox over SMTP_URL; without it the e-mails stay queued (GET /api/dev/outbox in development).
  const mailer = startMailer({
    db: handle.db,
    config,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  if (!config.SMTP_URL) app.log.info('SMTP_URL is not set: e-mails stay in the outbox');
  const shutdown = async () => {
    await app.close();
    await mailer.stop();
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
