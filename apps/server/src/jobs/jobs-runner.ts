import type { Db } from '../db/database.ts';
import type { Job } from './job.ts';
import { claimRun, ensureScheduled, recordFinish } from './job-schedule.repository.ts';

export interface JobsRunner {
  /** Starts the timer; jobs are first due at once. */
  start(): void;
  /** Runs, once, every job due now on this node and waits for them (tests call it instead of waiting). */
  runDue(): Promise<string[]>;
  /** A node job runs as soon as possible (e.g. after a commit that queued work for it), again if it is running. */
  kick(name: string): void;
  /** Stops the timer and waits for running jobs to finish. */
  stop(): Promise<void>;
}

export interface JobsRunnerOptions {
  db: Db;
  jobs: readonly Job[];
  log: (message: string, error: unknown) => void;
  /** How often due jobs are looked for. */
  tickMs?: number;
}

const DEFAULT_TICK_MS = 250;

/**
 * Runs background jobs on this node. A job never overlaps itself on one node; a failure is logged (and, for cluster
 * jobs, kept in job_schedule.last_error) and the job runs again next period. A node that dies mid-run leaves no lease
 * behind: the next period simply runs, so jobs must be safe to repeat (each claims or deletes what it handles).
 */
export function createJobsRunner(options: JobsRunnerOptions): JobsRunner {
  const { db, jobs, log } = options;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('job names must be unique');
  const nextLocalRun = new Map(jobs.map((job) => [job.name, 0]));
  const running = new Map<string, Promise<void>>();
  const rerun = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const scheduled = new Set<string>();

  const execute = async (job: Job): Promise<void> => {
    if (job.scope === 'cluster') {
      if (!scheduled.has(job.name)) {
        await ensureScheduled(db, job.name);
        scheduled.add(job.name);
      }
      if (!(await claimRun(db, job.name, job.everyMs))) return;
    }
    let failure: string | null = null;
    try {
      await job.run();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log(`job ${job.name} failed`, error);
    }
    if (job.scope === 'cluster') await recordFinish(db, job.name, failure?.slice(0, 1000) ?? null);
  };

  const launch = (job: Job): Promise<void> => {
    nextLocalRun.set(job.name, Date.now() + job.everyMs);
    const run = execute(job)
      .catch((error: unknown) => log(`job ${job.name} could not be scheduled`, error))
      .finally(() => {
        running.delete(job.name);
        if (rerun.delete(job.name) && !stopped) void launch(job);
      });
    running.set(job.name, run);
    return run;
  };

  const runDue = async (): Promise<string[]> => {
    const now = Date.now();
    const due = jobs.filter(
      (job) => !running.has(job.name) && (nextLocalRun.get(job.name) ?? 0) <= now,
    );
    await Promise.all(due.map(launch));
    return due.map((job) => job.name);
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    void runDue();
    timer = setTimeout(tick, options.tickMs ?? DEFAULT_TICK_MS);
    timer.unref();
  };

  return {
    start() {
      tick();
    },
    runDue,
    kick(name) {
      const job = byName.get(name);
      if (!job || stopped) return;
      if (running.has(name)) rerun.add(name);
      else void launch(job);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      rerun.clear();
      await Promise.all(running.values());
    },
  };
}
