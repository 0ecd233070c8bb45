import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Creates the job's schedule row once (due at once); later starts keep its schedule and counters. */
export async function ensureScheduled(db: Db, name: string): Promise<void> {
  await db
    .insertInto('job_schedule')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes this period of a cluster job: moves next_run_at one period ahead when it is due, in one conditional UPDATE
 * on the database's clock, so of all nodes trying at once exactly one gets the row back.
 */
export async function claimRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  const claimed = await db
    .updateTable('job_schedule')
    .set({
      next_run_at: sql`now() + make_interval(secs => ${everyMs / 1000})`,
      last_started_at: sql`now()`,
      runs: sql`runs + 1`,
    })
    .where('name', '=', name)
    .where('next_run_at', '<=', sql<Date>`now()`)
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function recordFinish(db: Db, name: string, error: string | null): Promise<void> {
  await db
    .updateTable('job_schedule')
    .set({
      last_finished_at: sql`now()`,
      last_error: error,
      ...(error === null ? {} : { failures: sql`failures + 1` }),
    })
    .where('name', '=', name)
    .execute();
}
