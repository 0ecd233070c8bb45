import { createHash } from 'node:crypto';
import type { Db } from '../database.ts';
import { prepareCmsFile, prepareCmsPage, prepareCmsSnippet } from '../../modules/cms/cms-write.ts';
import {
  readSeedHashes,
  upsertSeededFiles,
  upsertSeededPages,
  upsertSeededSnippets,
} from '../../modules/cms/cms-seed.repository.ts';
import { CMS_LOCALES } from './cms/locales.ts';
import { pageWrites } from './cms/pages.ts';
import { snippetWrites } from './cms/snippets.ts';
import { fileWrites } from './cms/files.ts';

const hashOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** Only what is new or changed since the last seed goes through the (sanitizing) write path. */
function changed<T extends { locale: string }>(
  writes: T[],
  keyOf: (write: T) => string,
  stored: Map<string, string | null>,
) {
  return writes
    .map((write) => ({ write, seed_hash: hashOf(write) }))
    .filter(({ write, seed_hash }) => stored.get(`${write.locale} ${keyOf(write)}`) !== seed_hash);
}

/**
 * CMS content in all 10 locales: legal and help pages with per-licence variants, SEO pages, footer snippets and
 * logos. Idempotent and cheap on a warm start: one read of the stored hashes, then only changed rows are
 * sanitized and upserted, in one statement per table inside one transaction. Rows an operator has edited
 * (seed_hash NULL) are never overwritten.
 */
export async function seedCms(db: Db): Promise<void> {
  const pages = CMS_LOCALES.flatMap(pageWrites);
  const snippets = CMS_LOCALES.flatMap(snippetWrites);
  const files = CMS_LOCALES.flatMap(fileWrites);
  await db.transaction().execute(async (trx) => {
    const [pageHashes, snippetHashes, fileHashes] = [
      await readSeedHashes(trx, 'cms_pages'),
      await readSeedHashes(trx, 'cms_snippets'),
      await readSeedHashes(trx, 'cms_files'),
    ];
    await upsertSeededPages(
      trx,
      changed(pages, (p) => p.slug, pageHashes).map(({ write, seed_hash }) => ({
        ...prepareCmsPage(write),
        seed_hash,
      })),
    );
    await upsertSeededSnippets(
      trx,
      changed(snippets, (s) => s.id, snippetHashes).map(({ write, seed_hash }) => ({
        ...prepareCmsSnippet(write),
        seed_hash,
      })),
    );
    await upsertSeededFiles(
      trx,
      changed(files, (f) => f.id, fileHashes).map(({ write, seed_hash }) => ({
        ...prepareCmsFile(write),
        seed_hash,
      })),
    );
  });
}
