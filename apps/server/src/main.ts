import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, seedsTesters } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApi } from './app.ts';
import { mountWebApp } from './http/ssr.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { createJobsRunner } from './jobs/jobs-runner.ts';
import { RELAY_JOB } from './events/relay-outbox.ts';
import { createLocalBroker, createRedisBroker } from './realtime/broker.ts';
import { Hub } from './realtime/hub.ts';
import {
  centrifugoPublisher,
  hubPublisher,
  realtimeConsumer,
} from './realtime/realtime-publisher.ts';

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
  // The runner exists before the API so that a commit can kick the outbox relay at once; its log is the app's.
  let log = (message: string, error?: unknown) => console.error(message, error);
  // Realtime: the nodes' hubs share publications over Redis when there is more than one node (REDIS_URL).
  const broker = config.REDIS_URL
    ? createRedisBroker({
        url: config.REDIS_URL,
        channel: 'open-casino:realtime',
        log: (m, e) => log(m, e),
      })
    : createLocalBroker();
  const hub = new Hub(broker);
  const publisher =
    config.CENTRIFUGO_API_URL && config.CENTRIFUGO_API_KEY
      ? centrifugoPublisher(config.CENTRIFUGO_API_URL, config.CENTRIFUGO_API_KEY)
      : hubPublisher(hub);
  const base = { db: handle.db, config, hub };
  const jobs = createJobsRunner({
    db: handle.db,
    jobs: backgroundJobs(base, {
      log: (m, e) => log(m, e),
      consumers: [realtimeConsumer(base, publisher)],
    }),
    log: (m, e) => log(m, e),
  });
  const deps = { ...base, outbox: { eventsQueued: () => jobs.kick(RELAY_JOB) } };
  const app = await buildApi(deps, { logger: true });
  log = (message, error) => app.log.error({ err: error }, message);
  await mountWebApp(app, deps, webBuildDir);
  // Housekeeping, the outbox relay and e-mail delivery (over SMTP_URL; without it the e-mails stay queued, readable
  // at GET /api/dev/outbox in development).
  jobs.start();
  if (!config.SMTP_URL) app.log.info('SMTP_URL is not set: e-mails stay in the outbox');
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN)
    app.log.warn(
      'PUBLIC_ORIGIN is not set: links and canonical URLs use the Host of each request (vetted against ALLOWED_HOSTS)',
    );
  const shutdown = async () => {
    await app.close();
    await jobs.stop();
    await hub.close();
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
