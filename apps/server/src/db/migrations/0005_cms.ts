import { sql, type Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * CMS of spec 03 sections 1.11 and 16: pages (per locale, per-licence variants as slug '{page}/{licence or AU}'),
 * snippets and files. HTML is stored already sanitized; reads sanitize again as defence in depth.
 * `seed_hash` marks rows the seed owns: it refreshes them when its text changes, and leaves alone rows an
 * operator has edited (an edit sets it to NULL).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE cms_pages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[A-Za-z0-9]+(-[A-Za-z0-9]+)*)?$'),
      path text NOT NULL CHECK (path ~ '^/'),
      locale text NOT NULL,
      title text NOT NULL,
      layout text NOT NULL DEFAULT 'default',
      content text NOT NULL DEFAULT '',
      blocks jsonb NOT NULL DEFAULT '{}'::jsonb,
      categories text[] NOT NULL DEFAULT '{}',
      parent_slug text,
      position integer NOT NULL DEFAULT 0,
      published boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now(),
      seed_hash text,
      CONSTRAINT cms_pages_locale_slug_key UNIQUE (locale, slug),
      CONSTRAINT cms_pages_locale_path_key UNIQUE (locale, path)
    );
    CREATE INDEX cms_pages_categories_idx ON cms_pages USING gin (categories);
    CREATE TABLE cms_snippets (
      id text NOT NULL,
      locale text NOT NULL,
      categories text[] NOT NULL DEFAULT '{}',
      content text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      seed_hash text,
      PRIMARY KEY (locale, id)
    );
    CREATE INDEX cms_snippets_categories_idx ON cms_snippets USING gin (categories);
    CREATE TABLE cms_files (
      id text NOT NULL,
      locale text NOT NULL,
      url text NOT NULL,
      categories text[] NOT NULL DEFAULT '{}',
      description text NOT NULL DEFAULT '',
      media_type text,
      body text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      seed_hash text,
      PRIMARY KEY (locale, id),
      CHECK ((body IS NULL) = (media_type IS NULL))
    );
    CREATE INDEX cms_files_categories_idx ON cms_files USING gin (categories);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cms_files, cms_snippets, cms_pages`.execute(db);
}
