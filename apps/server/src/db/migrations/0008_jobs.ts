import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The jobs runner's schedule: one row per cluster-wide periodic job. A node runs a job only after moving its
 * next_run_at forward in one conditional UPDATE, so however many nodes share the database, each period runs once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE job_schedule (
      name text PRIMARY KEY,
      next_run_at timestamptz NOT NULL DEFAULT now(),
      last_started_at timestamptz,
      last_finished_at timestamptz,
      last_error text,
      runs bigint NOT NULL DEFAULT 0,
      failures bigint NOT NULL DEFAULT 0
    );
    CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    DROP INDEX rate_limit_hits_window_idx;
    DROP TABLE job_schedule
    `,
  );
}
