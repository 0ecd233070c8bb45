import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createJobsRunner } from './jobs-runner.ts';
import type { Job } from './job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const quiet = () => {};
const schedule = (name: string) =>
  t.db.selectFrom('job_schedule').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

function countingJob(
  name: string,
  scope: Job['scope'],
  everyMs: number,
  body?: () => Promise<void>,
) {
  const job = {
    name,
    scope,
    everyMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await body?.();
    },
  };
  return job;
}

describe('the jobs runner', () => {
  test('a cluster job runs once per period however many nodes share the database', async () => {
    const job = countingJob('cluster-once', 'cluster', 60_000);
    const nodes = [1, 2, 3].map(() => createJobsRunner({ db: t.db, jobs: [job], log: quiet }));
    await Promise.all(nodes.map((node) => node.runDue()));
    expect(job.runs).toBe(1);
    // Each node's own clock says the job is due again; the shared schedule says it is not.
    await t.db
      .updateTable('job_schedule')
      .set({ next_run_at: new Date(Date.now() + 60_000) })
      .where('name', '=', job.name)
      .execute();
    const later = [1, 2].map(() => createJobsRunner({ db: t.db, jobs: [job], log: quiet }));
    await Promise.all(later.map((node) => node.runDue()));
    expect(job.runs).toBe(1);
    expect((await schedule(job.name)).runs).toBe(1);
  });

  test('a failing cluster job is logged, kept in last_error, and runs again the next period', async () => {
    let fail = true;
    const job = countingJob('flaky', 'cluster', 1, async () => {
      if (fail) throw new Error('disk full');
    });
    const logged: string[] = [];
    const runner = createJobsRunner({ db: t.db, jobs: [job], log: (m) => logged.push(m) });
    await runner.runDue();
    expect(logged).toEqual(['job flaky failed']);
    expect(await schedule('flaky')).toMatchObject({ last_error: 'disk full', failures: 1 });
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await runner.runDue();
    expect(job.runs).toBe(2);
    expect(await schedule('flaky')).toMatchObject({ last_error: null, failures: 1, runs: 2 });
  });

  test('a node job runs on every node and never overlaps itself; a kick during a run runs it again after', async () => {
    let release: () => void = () => {};
    let active = 0;
    let most = 0;
    const job = countingJob('relay', 'node', 60_000, async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
    });
    const runner = createJobsRunner({ db: t.db, jobs: [job], log: quiet });
    const first = runner.runDue();
    await expect.poll(() => job.runs).toBe(1);
    runner.kick('relay');
    runner.kick('relay');
    expect(await runner.runDue()).toEqual([]);
    release();
    await first;
    await expect.poll(() => job.runs).toBe(2);
    release();
    await runner.stop();
    expect(most).toBe(1);
    expect(job.runs).toBe(2);
    const other = countingJob('relay', 'node', 60_000);
    await createJobsRunner({ db: t.db, jobs: [other], log: quiet }).runDue();
    expect(other.runs).toBe(1);
  });

  test('the started runner runs due jobs on its own, and stop() waits for a running job', async () => {
    let finished = false;
    const job = countingJob('tick', 'node', 60_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    const runner = createJobsRunner({ db: t.db, jobs: [job], log: quiet, tickMs: 5 });
    runner.start();
    await expect.poll(() => job.runs).toBe(1);
    await runner.stop();
    expect(finished).toBe(true);
    runner.kick('tick');
    expect(job.runs).toBe(1);
  });

  test('job names are unique', () => {
    const job = countingJob('twice', 'node', 1);
    expect(() => createJobsRunner({ db: t.db, jobs: [job, job], log: quiet })).toThrow(/unique/);
  });
});
