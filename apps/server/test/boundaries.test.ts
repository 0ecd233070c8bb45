import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 7 section 3: the boundaries lint enforces, proven on snippets placed where a violation would live, and the
// table-ownership list kept complete against the migrated database.

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', () => {
  test.each([
    [
      'a web feature imports another feature',
      'apps/web/app/features/cms/x.ts',
      "import { pageSize } from '~/features/games/paging';\nexport const n = pageSize;\n",
      'no-restricted-imports',
    ],
    [
      'lib imports a feature',
      'apps/web/app/lib/x.ts',
      "import { footerVariant } from '~/features/chrome/footer-model';\nexport const f = footerVariant;\n",
      'no-restricted-imports',
    ],
    [
      'ui imports a route',
      'apps/web/app/ui/x.ts',
      "import Lobby from '~/routes/lobby';\nexport const l = Lobby;\n",
      'no-restricted-imports',
    ],
    [
      'a server module reaches past another module’s service',
      'apps/server/src/modules/favorites/x.ts',
      "import { findGamesByIds } from '../games/games.repository.ts';\nexport const f = findGamesByIds;\n",
      'server/module-entry',
    ],
    [
      'a module writes a table it does not own',
      'apps/server/src/modules/favorites/x.ts',
      "import type { Db } from '../../db/database.ts';\nexport const f = (db: Db) => db.deleteFrom('payments').execute();\n",
      'server/table-owner',
    ],
    [
      'a module writes a foreign table in raw SQL',
      'apps/server/src/modules/cms/x.ts',
      "import { sql } from 'kysely';\nexport const q = sql`UPDATE players SET locale = 'en'`;\n",
      'server/table-owner',
    ],
  ])('%s is an error', async (_name, file, code, rule) => {
    expect(await problemsOf(file, code)).toContain(rule);
  });

  test.each([
    [
      'through the other module’s service',
      'apps/server/src/modules/favorites/x.ts',
      "import { hydrateGames } from '../games/games.service.ts';\nexport const f = hydrateGames;\n",
    ],
    [
      'the owner writing its table',
      'apps/server/src/modules/payments/x.ts',
      "import type { Db } from '../../db/database.ts';\nexport const f = (db: Db) => db.deleteFrom('payment_profiles').execute();\n",
    ],
    [
      'a feature using lib',
      'apps/web/app/features/cms/x.ts',
      "import { useT } from '~/lib/i18n';\nexport const t = useT;\n",
    ],
  ])('%s is allowed', async (_name, file, code) => {
    expect(await problemsOf(file, code)).toEqual([]);
  });

  test('every web feature folder is fenced in, the lobby included', async () => {
    expect(
      await problemsOf(
        'apps/web/app/features/games/x.ts',
        "import { Footer } from '~/features/chrome/footer';\nexport const f = Footer;\n",
      ),
    ).toContain('no-restricted-imports');
  });
});

describe('table ownership (apps/server/src/db/tables/owners.json)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('every table of the migrated database has an owner, and every owner names a table', async () => {
    const owners = JSON.parse(
      readFileSync(path.join(root, 'apps/server/src/db/tables/owners.json'), 'utf8'),
    ) as Record<string, string[]>;
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_migration%'
    `.execute(t.db);
    expect(Object.keys(owners).sort()).toEqual(rows.map((r) => r.name).sort());
  });
});
