import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig, seedsTesters } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { seedDatabase } from './index.ts';
import { OPERATOR_PASSWORD, OPERATOR_SEEDS } from './operators.ts';

// The seeded operators' password and TOTP secret are public (README): like the player testers, a production start
// creates them only when the operator of the install sets SEED_TESTERS.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const emails = OPERATOR_SEEDS.map((seed) => seed.email);

async function operatorsInDatabase() {
  return t.db
    .selectFrom('operators')
    .select(['email', 'role', 'password_hash'])
    .where('email', 'in', emails)
    .orderBy('email')
    .execute();
}

async function startWith(env: Record<string, string>): Promise<void> {
  await seedDatabase(t.db, {
    testers: seedsTesters(loadConfig({ SESSION_SECRET: 'a-long-random-session-secret', ...env })),
  });
}

describe('seeded operators', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('operators').where('email', 'in', emails).execute();
  });

  test.each([
    ['development', true, {}],
    ['production', false, { NODE_ENV: 'production' }],
    ['production with SEED_TESTERS=1', true, { NODE_ENV: 'production', SEED_TESTERS: '1' }],
  ])('a %s start seeds the operators: %s', async (_name, seeded, env) => {
    await startWith(env);
    await startWith(env);
    const rows = await operatorsInDatabase();
    expect(rows.map((row) => [row.email, row.role])).toEqual(
      seeded
        ? [...OPERATOR_SEEDS]
            .sort((a, b) => a.email.localeCompare(b.email))
            .map((s) => [s.email, s.role])
        : [],
    );
    for (const row of rows)
      expect(await verifyPassword(row.password_hash, OPERATOR_PASSWORD)).toBe(true);
  });

  test('a later start keeps a changed password', async () => {
    await startWith({});
    await t.db
      .updateTable('operators')
      .set({ password_hash: 'changed' })
      .where('email', 'in', emails)
      .execute();
    await startWith({});
    for (const row of await operatorsInDatabase()) expect(row.password_hash).toBe('changed');
  });
});
