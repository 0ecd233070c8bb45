import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CmsPagesTable } from '../../db/tables/cms.ts';

export type CmsPageRow = Selectable<CmsPagesTable>;
export type CmsPageListRow = Pick<
  CmsPageRow,
  'id' | 'slug' | 'path' | 'title' | 'layout' | 'categories' | 'parent_slug' | 'position'
>;

/** `locales` best first (at most the asked one and en): rows of the first win over the fallback. */
const preferFirst = (locales: readonly string[]) => sql<boolean>`locale = ${locales[0] ?? ''}`;

/**
 * One published page for GET /api/cms/pages/{slug} and /api/cms/pages{path} (spec 03 section 16): a slug match
 * wins over a path match, then the first of `locales` wins, in one query.
 */
export async function findPublishedPage(
  db: Db,
  target: { slug: string | null; path: string },
  locales: readonly string[],
): Promise<CmsPageRow | undefined> {
  const slug = target.slug ?? '';
  return db
    .selectFrom('cms_pages')
    .selectAll()
    .where('published', '=', true)
    .where('locale', 'in', locales)
    .where((eb) => eb.or([eb('slug', '=', slug), eb('path', '=', target.path)]))
    .orderBy(sql`slug = ${slug}`, 'desc')
    .orderBy(preferFirst(locales), 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every published page once (by slug), each in the first of `locales` that has it. */
export async function listPublishedPages(
  db: Db,
  locales: readonly string[],
): Promise<CmsPageListRow[]> {
  return db
    .selectFrom('cms_pages')
    .distinctOn('slug')
    .select(['id', 'slug', 'path', 'title', 'layout', 'categories', 'parent_slug', 'position'])
    .where('published', '=', true)
    .where('locale', 'in', locales)
    .orderBy('slug')
    .orderBy(preferFirst(locales), 'desc')
    .execute();
}

/** Every snippet once (by id), in the first of `locales` that has it. */
export async function listSnippets(db: Db, locales: readonly string[]) {
  return db
    .selectFrom('cms_snippets')
    .distinctOn('id')
    .select(['id', 'categories', 'content'])
    .where('locale', 'in', locales)
    .orderBy('id')
    .orderBy(preferFirst(locales), 'desc')
    .execute();
}

/** Every file once (by id), in the first of `locales` that has it. */
export async function listFiles(db: Db, locales: readonly string[]) {
  return db
    .selectFrom('cms_files')
    .distinctOn('id')
    .select(['id', 'url', 'categories', 'description'])
    .where('locale', 'in', locales)
    .orderBy('id')
    .orderBy(preferFirst(locales), 'desc')
    .execute();
}

/** The body of a file the CMS serves itself; the same logo in every locale, so any row will do (en first). */
export async function findServedFile(db: Db, id: string) {
  return db
    .selectFrom('cms_files')
    .select(['media_type', 'body', 'updated_at'])
    .where('id', '=', id)
    .where('body', 'is not', null)
    .orderBy(sql`locale = 'en'`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Paths of published pages, for the sitemap; SEO pages describe app routes that the sitemap lists anyway. */
export async function listPagePaths(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('cms_pages')
    .select('path')
    .distinct()
    .where('published', '=', true)
    .where(sql<boolean>`NOT ('seo-page' = ANY (categories))`)
    .orderBy('path')
    .execute();
  return rows.map((row) => row.path);
}
