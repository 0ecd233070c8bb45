import type { Db } from '../../db/database.ts';

export const listPlayerFields = (db: Db) =>
  db
    .selectFrom('player_fields')
    .select(['field', 'type', 'min_length', 'max_length', 'once_set', 'inclusion'])
    .orderBy('field')
    .execute();

export const listPlayerFieldContexts = (db: Db) =>
  db
    .selectFrom('player_field_contexts')
    .select(['context', 'field'])
    .orderBy('context')
    .orderBy('field')
    .execute();

/** Minimum age per country (spec 01 section 5: 21 in Estonia, else 18). */
export const listMinAges = (db: Db) =>
  db.selectFrom('countries').select(['code', 'min_age']).orderBy('code').execute();

export const listStatuses = (db: Db) =>
  db
    .selectFrom('statuses')
    .select(['id', 'name', 'kind', 'writable', 'min_points', 'max_points'])
    .orderBy('kind', 'desc')
    .orderBy('id')
    .execute();

export const listCountries = (db: Db) =>
  db.selectFrom('countries').select(['code', 'name', 'default_currency']).orderBy('name').execute();

export const listCurrencies = (db: Db) =>
  db
    .selectFrom('currencies')
    .select(['code', 'symbol', 'subunits_to_unit', 'fiat', 'is_default'])
    .orderBy('position')
    .orderBy('code')
    .execute();

export const listEnabledLocales = (db: Db) =>
  db
    .selectFrom('locales')
    .select(['code', 'name', 'name_in_locale', 'is_default'])
    .where('enabled', '=', true)
    .orderBy('position')
    .orderBy('code')
    .execute();

export const findCountry = (db: Db, code: string) =>
  db
    .selectFrom('countries')
    .select(['code', 'default_currency', 'restriction', 'min_age'])
    .where('code', '=', code)
    .executeTakeFirst();
