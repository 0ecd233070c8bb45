import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { feConfigSchemas, FE_CONFIG_NAMES } from '@casino/api/fe-config';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { seedDatabase } from './index.ts';
import { SEEDED_AT } from './reference.ts';
import { TESTER_SEEDS } from './testers.ts';
import { localizeDocument } from '../../modules/fe-config/localize.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{
    table_name: string;
  }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%' ORDER BY table_name`.execute(
    t.db,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const row = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table_name)}`.execute(t.db);
    counts[table_name] = row.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('seed', () => {
  test('running the whole seed again changes no row count', async () => {
    const before = await rowCounts();
    await seedDatabase(t.db, { testers: true });
    await seedDatabase(t.db, { testers: true });
    expect(await rowCounts()).toEqual(before);
    expect(before.countries).toBeGreaterThanOrEqual(249);
  });

  test.each([
    ['CA', 'en-CA', 'CAD', 18, 'none'],
    ['AU', 'en-AU', 'AUD', 18, 'none'],
    ['DE', 'de', 'EUR', 18, 'none'],
    ['NZ', 'en-NZ', 'NZD', 18, 'none'],
    ['IT', 'it', 'EUR', 18, 'none'],
    ['EE', 'et', 'EUR', 21, 'none'],
    ['NO', 'no', 'NOK', 18, 'none'],
    ['KW', 'en-KW', 'USD', 18, 'none'],
    ['US', null, 'USD', 18, 'full'],
    ['FR', null, 'EUR', 18, 'partial'],
    ['ES', null, 'EUR', 18, 'partial'],
    ['GB', null, 'GBP', 18, 'none'],
  ])(
    'country %s: locale %s, currency %s, minimum age %i, restriction %s',
    async (code, locale, currency, minAge, restriction) => {
      const row = await t.db
        .selectFrom('countries')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        default_locale: locale,
        default_currency: currency,
        min_age: minAge,
        restriction,
      });
    },
  );

  test('exactly one country is the full (451) restriction', async () => {
    const rows = await t.db
      .selectFrom('countries')
      .select('code')
      .where('restriction', '=', 'full')
      .execute();
    expect(rows.map((r) => r.code)).toEqual(['US']);
  });

  test('EUR is the only default currency', async () => {
    const rows = await t.db
      .selectFrom('currencies')
      .select('code')
      .where('is_default', '=', true)
      .execute();
    expect(rows).toEqual([{ code: 'EUR' }]);
  });

  test.each(FE_CONFIG_NAMES)(
    'the %s document has its wire shape in every language',
    async (name) => {
      const row = await t.db
        .selectFrom('fe_configs')
        .select('document')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      for (const locale of ['en', 'de', 'fr-CA', 'no', 'it', 'et', 'en-NZ']) {
        expect(() =>
          feConfigSchemas[name].parse(localizeDocument(row.document, locale)),
        ).not.toThrow();
      }
    },
  );

  test('a config the operator edited is not overwritten by the next seed', async () => {
    await t.db
      .updateTable('fe_configs')
      .set({
        document: JSON.stringify({ group_keys: ['edited'] }),
        updated_at: new Date().toISOString(),
      })
      .where('name', '=', 'disabled-bonuses')
      .execute();
    await t.db
      .updateTable('fe_configs')
      .set({ document: JSON.stringify({ group_keys: ['stale'] }) })
      .where('name', '=', 'excluded-promo-stags')
      .execute();
    await seedDatabase(t.db, { testers: true });
    const rows = await t.db
      .selectFrom('fe_configs')
      .select(['name', 'document', 'updated_at'])
      .where('name', 'in', ['disabled-bonuses', 'excluded-promo-stags'])
      .orderBy('name')
      .execute();
    expect(rows[0]?.document).toEqual({ group_keys: ['edited'] });
    expect(rows[1]?.document).toEqual(expect.arrayContaining(['241_google_brand']));
    expect(rows[1]?.updated_at.getTime()).toBe(SEEDED_AT.getTime());
  });

  test.each(TESTER_SEEDS.map((s) => [s.email, s.statusId] as const))(
    'tester %s is confirmed, in status %i, with an active EUR wallet',
    async (email, statusId) => {
      const player = await t.db
        .selectFrom('players')
        .select(['id', 'confirmed_at', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(player.confirmed_at).not.toBeNull();
      expect(player.password_hash).toMatch(/^\$argon2id\$/);
      const groups = await t.db
        .selectFrom('player_groups')
        .select('status_id')
        .where('player_id', '=', player.id)
        .execute();
      expect(groups.map((g) => g.status_id)).toContain(statusId);
      const accounts = await t.db
        .selectFrom('accounts')
        .select(['currency', 'active'])
        .where('player_id', '=', player.id)
        .execute();
      expect(accounts).toEqual([{ currency: 'EUR', active: true }]);
    },
  );

  test('a tester whose password was changed keeps it after a reseed', async () => {
    await t.db
      .updateTable('players')
      .set({ password_hash: 'changed' })
      .where('email', '=', 'tester@open-casino.local')
      .execute();
    await seedDatabase(t.db, { testers: true });
    const row = await t.db
      .selectFrom('players')
      .select('password_hash')
      .where('email', '=', 'tester@open-casino.local')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBe('changed');
  });
});
