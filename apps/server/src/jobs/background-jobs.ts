import type { AppDeps } from '../deps.ts';
import { pruneRateWindows } from '../http/rate-limit.ts';
import { deleteExpiredSessions } from '../modules/auth/expired-sessions.ts';
import { deleteExpiredOperatorSessions } from '../modules/backoffice/operator-session.ts';
import { mailDeliveryJob } from '../modules/mail/sender.ts';
import { confirmCryptoDeposits } from '../modules/payments/crypto-deposits.service.ts';
import { outboxRelayJob, type EventConsumer } from '../events/relay-outbox.ts';
import { abandonedRoundsJob } from '../modules/studio/abandoned-rounds.ts';
import { studioDepsOf } from '../modules/studio/studio-wiring.ts';
import type { Job } from './job.ts';

const MINUTE_MS = 60_000;

export interface BackgroundJobsOptions {
  log: (message: string, error?: unknown) => void;
  /** Who hears the domain events after commit (realtime pushes, limits counters, ...). */
  consumers?: readonly EventConsumer[];
}

/**
 * Every job a node runs: housekeeping once per period across the cluster; e-mail delivery and the outbox relay on every
 * node (each claims its rows with SKIP LOCKED).
 */
export function backgroundJobs(deps: AppDeps, options: BackgroundJobsOptions): Job[] {
  const jobs: Job[] = [
    {
      name: 'delete-expired-sessions',
      scope: 'cluster',
      everyMs: 15 * MINUTE_MS,
      run: async () => {
        await deleteExpiredSessions(deps.db);
        await deleteExpiredOperatorSessions(deps.db);
      },
    },
    {
      name: 'prune-rate-limit-windows',
      scope: 'cluster',
      everyMs: 15 * MINUTE_MS,
      run: async () => {
        await pruneRateWindows(deps.db);
      },
    },
  ];
  jobs.push(outboxRelayJob(deps.db, options.consumers ?? [], options.log));
  jobs.push({
    name: 'confirm-crypto-deposits',
    scope: 'cluster',
    everyMs: deps.config.CRYPTO_BLOCK_SECONDS * 1000,
    run: async () => {
      await confirmCryptoDeposits(deps);
    },
  });
  jobs.push(abandonedRoundsJob(studioDepsOf(deps)));
  const mail = mailDeliveryJob({ ...deps, log: options.log });
  if (mail) jobs.push(mail);
  return jobs;
}
