import { sql, type Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Reference data of spec 01 section 3: currencies, countries, locales, statuses, player fields, fe configs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE currencies (
      code text PRIMARY KEY,
      symbol text NOT NULL,
      subunits_to_unit integer NOT NULL CHECK (subunits_to_unit > 0),
      fiat boolean NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0
    );
    CREATE TABLE countries (
      code char(2) PRIMARY KEY,
      name text NOT NULL,
      default_currency text NOT NULL REFERENCES currencies(code),
      default_locale text,
      restriction text NOT NULL DEFAULT 'none' CHECK (restriction IN ('none', 'partial', 'full')),
      min_age integer NOT NULL DEFAULT 18
    );
    CREATE TABLE locales (
      code text PRIMARY KEY,
      name text NOT NULL,
      name_in_locale text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      position integer NOT NULL DEFAULT 0
    );
    CREATE TABLE statuses (
      id integer PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('level', 'group')),
      writable boolean NOT NULL DEFAULT false,
      min_points integer,
      max_points integer
    );
    CREATE TABLE player_fields (
      field text PRIMARY KEY,
      type text NOT NULL,
      min_length integer,
      max_length integer,
      once_set boolean NOT NULL DEFAULT false,
      inclusion jsonb
    );
    CREATE TABLE player_field_contexts (
      context text NOT NULL,
      field text NOT NULL REFERENCES player_fields(field),
      PRIMARY KEY (context, field)
    );
    CREATE TABLE fe_configs (
      name text PRIMARY KEY,
      document jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE fe_configs, player_field_contexts, player_fields, statuses, locales, countries, currencies`.execute(
    db,
  );
}
