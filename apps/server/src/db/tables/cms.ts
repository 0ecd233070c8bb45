import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Stored page blocks: the five keys of spec 03 section 1.11, every value a string. */
export interface StoredBlocks {
  title: string;
  description: string;
  keywords: string;
  'content-main': string;
  json: string;
}

export interface CmsPagesTable {
  id: Generated<number>;
  slug: string;
  path: string;
  locale: string;
  title: string;
  layout: Generated<string>;
  content: Generated<string>;
  blocks: JSONColumnType<StoredBlocks, string, string>;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  parent_slug: string | null;
  position: Generated<number>;
  published: Generated<boolean>;
  updated_at: ColumnType<Date, string | undefined, string>;
  /** Hash of the seed's input; NULL once an operator edits the row, so the seed stops overwriting it. */
  seed_hash: string | null;
}

export interface CmsSnippetsTable {
  id: string;
  locale: string;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  content: string;
  updated_at: ColumnType<Date, string | undefined, string>;
  seed_hash: string | null;
}

/** A file is either a link (`url`) or served by the CMS itself from `body` (small SVG logos). */
export interface CmsFilesTable {
  id: string;
  locale: string;
  url: string;
  categories: ColumnType<string[], string[] | undefined, string[]>;
  description: Generated<string>;
  media_type: string | null;
  body: string | null;
  updated_at: ColumnType<Date, string | undefined, string>;
  seed_hash: string | null;
}

export interface CmsTables {
  cms_pages: CmsPagesTable;
  cms_snippets: CmsSnippetsTable;
  cms_files: CmsFilesTable;
}
