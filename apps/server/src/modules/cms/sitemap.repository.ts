import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { COLLECTION_PAGES } from './seo-files.ts';

const collectionRow = z.object({ slug: z.string(), kind: z.string().optional() });
const providerRow = z.object({ slug: z.string(), active: z.boolean().optional() });

/** Which of the catalogue tables exist: the catalogue is another module's, and a deployment may run without it. */
async function existingTables(db: Db, names: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_name IN (${sql.join(names)})`.execute(db);
  return new Set(rows.map((row) => row.table_name));
}

/**
 * Catalogue routes for the sitemap: category pages (spec 01 section 2: live collections under /live/{slug}, the
 * others under /pokies/{slug}, the canonical form of /categories/{slug}; those with a page of their own, such as
 * /slots, are base paths) and /producers/{slug} per active provider.
 * Rows are read loosely (only slug, kind, active) so a change of the catalogue's other columns cannot break this.
 */
export async function listCatalogueRoutes(db: Db): Promise<string[]> {
  const tables = await existingTables(db, ['collections', 'providers']);
  const paths: string[] = [];
  if (tables.has('collections')) {
    const { rows } = await sql`SELECT * FROM collections ORDER BY slug`.execute(db);
    for (const row of z.array(collectionRow).parse(rows)) {
      if (row.slug in COLLECTION_PAGES) continue;
      paths.push(row.kind === 'live' ? `/live/${row.slug}` : `/pokies/${row.slug}`);
    }
  }
  if (tables.has('providers')) {
    const { rows } = await sql`SELECT * FROM providers ORDER BY slug`.execute(db);
    for (const row of z.array(providerRow).parse(rows))
      if (row.active !== false) paths.push(`/producers/${row.slug}`);
  }
  return paths;
}
