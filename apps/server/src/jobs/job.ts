/**
 * A background job. `cluster` jobs run once per period across every node sharing the database (a lease row in
 * job_schedule decides which node); `node` jobs run on every node, for work they claim row by row with
 * `FOR UPDATE SKIP LOCKED` (the e-mail sender, the event outbox relay), so nodes share the load without doubling it.
 */
export interface Job {
  name: string;
  everyMs: number;
  scope: 'cluster' | 'node';
  run(): Promise<void>;
}
