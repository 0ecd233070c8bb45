import type { ColumnType, Generated } from 'kysely';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Written only by the jobs runner (src/jobs/job-schedule.repository.ts). */
export interface JobScheduleTable {
  name: string;
  next_run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_started_at: NullableTimestamp;
  last_finished_at: NullableTimestamp;
  last_error: string | null;
  runs: Generated<number>;
  failures: Generated<number>;
}

export interface JobsTables {
  job_schedule: JobScheduleTable;
}
