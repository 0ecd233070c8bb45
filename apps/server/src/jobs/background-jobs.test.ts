import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashToken, newSessionToken } from '../http/session.ts';
import { insertPlayer } from '../modules/player/player-test-kit.ts';
import { backgroundJobs } from './background-jobs.ts';
import { createJobsRunner } from './jobs-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR_MS = 3600_000;

async function insertSession(playerId: number, expiresInMs: number): Promise<string> {
  const id = hashToken(newSessionToken());
  await t.db
    .insertInto('sessions')
    .values({ id, player_id: playerId, expires_at: new Date(Date.now() + expiresInMs) })
    .execute();
  return id;
}

describe('housekeeping jobs', () => {
  test('expired sessions and finished rate-limit windows are deleted; live ones stay', async () => {
    const playerId = await insertPlayer(t.db);
    const expired = await insertSession(playerId, -1000);
    const live = await insertSession(playerId, HOUR_MS);
    const windowAt = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
    await t.db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'housekeeping:old', window_start: windowAt(30), hits: 3 },
        { bucket: 'housekeeping:current', window_start: windowAt(0.5), hits: 2 },
      ])
      .execute();

    const jobs = backgroundJobs({ db: t.db, config: t.config }, { log: () => {} });
    expect(jobs.map((job) => job.name)).toEqual([
      'delete-expired-sessions',
      'prune-rate-limit-windows',
      'relay-outbox',
      'confirm-crypto-deposits',
      'studio-abandoned-rounds',
    ]);
    await createJobsRunner({ db: t.db, jobs, log: () => {} }).runDue();

    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('player_id', '=', playerId)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([live]);
    expect(sessions.map((s) => s.id)).not.toContain(expired);
    const buckets = await t.db
      .selectFrom('rate_limit_hits')
      .select('bucket')
      .where('bucket', 'like', 'housekeeping:%')
      .execute();
    expect(buckets.map((b) => b.bucket)).toEqual(['housekeeping:current']);
  });
});
