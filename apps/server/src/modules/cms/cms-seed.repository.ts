import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PreparedCmsFile, PreparedCmsPage, PreparedCmsSnippet } from './cms-write.ts';

type Seeded<T> = T & { seed_hash: string };

/** `locale key` -> seed_hash (null when an operator edited the row) of every row of a CMS table. */
export async function readSeedHashes(
  db: Db,
  table: 'cms_pages' | 'cms_snippets' | 'cms_files',
): Promise<Map<string, string | null>> {
  const rows =
    table === 'cms_pages'
      ? await db.selectFrom('cms_pages').select(['locale', 'slug as key', 'seed_hash']).execute()
      : await db.selectFrom(table).select(['locale', 'id as key', 'seed_hash']).execute();
  return new Map(rows.map((row) => [`${row.locale} ${row.key}`, row.seed_hash]));
}

/** Changed only where the seed still owns the row (seed_hash not NULL) and its text differs. */
const ownedAndChanged = (table: string) =>
  sql<boolean>`${sql.ref(`${table}.seed_hash`)} IS NOT NULL AND ${sql.ref(`${table}.seed_hash`)} <> excluded.seed_hash`;

/** One statement for all pages: insert new ones, refresh the seed's own changed ones. */
export async function upsertSeededPages(db: Db, pages: Seeded<PreparedCmsPage>[]): Promise<void> {
  if (pages.length === 0) return;
  await db
    .insertInto('cms_pages')
    .values(pages.map((page) => ({ ...page, blocks: JSON.stringify(page.blocks) })))
    .onConflict((oc) =>
      oc
        .columns(['locale', 'slug'])
        .doUpdateSet((eb) => ({
          path: eb.ref('excluded.path'),
          title: eb.ref('excluded.title'),
          layout: eb.ref('excluded.layout'),
          content: eb.ref('excluded.content'),
          blocks: eb.ref('excluded.blocks'),
          categories: eb.ref('excluded.categories'),
          parent_slug: eb.ref('excluded.parent_slug'),
          position: eb.ref('excluded.position'),
          published: eb.ref('excluded.published'),
          seed_hash: eb.ref('excluded.seed_hash'),
          updated_at: sql`now()`,
        }))
        .where(ownedAndChanged('cms_pages')),
    )
    .execute();
}

export async function upsertSeededSnippets(
  db: Db,
  snippets: Seeded<PreparedCmsSnippet>[],
): Promise<void> {
  if (snippets.length === 0) return;
  await db
    .insertInto('cms_snippets')
    .values(snippets)
    .onConflict((oc) =>
      oc
        .columns(['locale', 'id'])
        .doUpdateSet((eb) => ({
          categories: eb.ref('excluded.categories'),
          content: eb.ref('excluded.content'),
          seed_hash: eb.ref('excluded.seed_hash'),
          updated_at: sql`now()`,
        }))
        .where(ownedAndChanged('cms_snippets')),
    )
    .execute();
}

export async function upsertSeededFiles(db: Db, files: Seeded<PreparedCmsFile>[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('cms_files')
    .values(files)
    .onConflict((oc) =>
      oc
        .columns(['locale', 'id'])
        .doUpdateSet((eb) => ({
          url: eb.ref('excluded.url'),
          categories: eb.ref('excluded.categories'),
          description: eb.ref('excluded.description'),
          media_type: eb.ref('excluded.media_type'),
          body: eb.ref('excluded.body'),
          seed_hash: eb.ref('excluded.seed_hash'),
          updated_at: sql`now()`,
        }))
        .where(ownedAndChanged('cms_files')),
    )
    .execute();
}
