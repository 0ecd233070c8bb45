import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig, seedsTesters } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDatabase } from './index.ts';
import { TESTER_SEEDS } from './testers.ts';

// The testers' password is public (README): a production start creates them only when the operator sets SEED_TESTERS.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const testerEmails = TESTER_SEEDS.map((s) => s.email);

async function testersInDatabase(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('players')
    .select('email')
    .where('email', 'in', testerEmails)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** What main.ts does on start with this environment (a production start needs its session secret). */
async function startWith(env: Record<string, string>): Promise<void> {
  await seedDatabase(t.db, {
    testers: seedsTesters(loadConfig({ SESSION_SECRET: 'a-long-random-session-secret', ...env })),
  });
}

describe('tester accounts in the seed', () => {
  beforeEach(async () => {
    // An install whose operator deleted the testers (cascades to their groups, wallets and sessions).
    await t.db.deleteFrom('players').where('email', 'in', testerEmails).execute();
  });

  test.each([
    ['development', true, {}],
    ['test', true, { NODE_ENV: 'test' }],
    ['production', false, { NODE_ENV: 'production' }],
    ['production with SEED_TESTERS=0', false, { NODE_ENV: 'production', SEED_TESTERS: '0' }],
    ['production with SEED_TESTERS=1', true, { NODE_ENV: 'production', SEED_TESTERS: '1' }],
    ['production with SEED_TESTERS=true', true, { NODE_ENV: 'production', SEED_TESTERS: 'true' }],
  ])('a %s start seeds the testers: %s', async (_name, seeded, env) => {
    await startWith(env);
    await startWith(env);
    expect(await testersInDatabase()).toEqual(seeded ? [...testerEmails].sort() : []);
  });

  test('production starts never bring deleted testers back', async () => {
    for (let start = 0; start < 3; start++) await startWith({ NODE_ENV: 'production' });
    expect(await testersInDatabase()).toEqual([]);
  });

  test('an unreadable SEED_TESTERS stops the start instead of guessing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_TESTERS: 'maybe' })).toThrow(
      /SEED_TESTERS/,
    );
  });
});
