import type { Db } from '../database.ts';
import { CURRENCY_SEEDS, DEFAULT_CURRENCY } from './reference/currencies.ts';
import { COUNTRY_SEEDS } from './reference/countries.ts';
import { LOCALE_SEEDS } from './reference/locales.ts';
import { STATUS_SEEDS } from './reference/statuses.ts';
import { PLAYER_FIELD_CONTEXT_SEEDS, PLAYER_FIELD_SEEDS } from './reference/player-fields.ts';
import { FE_CONFIG_SEEDS } from './reference/fe-config-seeds.ts';
import { catalogueChanged } from '../../modules/games/catalogue-changed.ts';

/**
 * fe_configs rows written by this seed carry this updated_at. The seed keeps refreshing such rows from code;
 * a row an operator edited (updated_at set to the edit time) is left alone from then on.
 */
export const SEEDED_AT = new Date('2000-01-01T00:00:00Z');

/**
 * Reference data of spec 01 section 3 and the brand configs: one transaction, one statement per table,
 * upserts throughout, so it runs at every start and converges on the code's values without duplicates.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('currencies')
      .values(
        CURRENCY_SEEDS.map((c, position) => ({
          ...c,
          is_default: c.code === DEFAULT_CURRENCY,
          position,
        })),
      )
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          symbol: eb.ref('excluded.symbol'),
          subunits_to_unit: eb.ref('excluded.subunits_to_unit'),
          fiat: eb.ref('excluded.fiat'),
          is_default: eb.ref('excluded.is_default'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();

    await trx
      .insertInto('countries')
      .values(COUNTRY_SEEDS.map((c) => ({ ...c })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          default_currency: eb.ref('excluded.default_currency'),
          default_locale: eb.ref('excluded.default_locale'),
          restriction: eb.ref('excluded.restriction'),
          min_age: eb.ref('excluded.min_age'),
        })),
      )
      .execute();

    // `enabled` is the operator's switch: inserted on, never overwritten.
    await trx
      .insertInto('locales')
      .values(LOCALE_SEEDS.map((l, position) => ({ ...l, position })))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_in_locale: eb.ref('excluded.name_in_locale'),
          is_default: eb.ref('excluded.is_default'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();

    await trx
      .insertInto('statuses')
      .values(STATUS_SEEDS.map((s) => ({ ...s })))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          kind: eb.ref('excluded.kind'),
          writable: eb.ref('excluded.writable'),
          min_points: eb.ref('excluded.min_points'),
          max_points: eb.ref('excluded.max_points'),
        })),
      )
      .execute();

    await trx
      .insertInto('player_fields')
      .values(
        PLAYER_FIELD_SEEDS.map((f) => ({
          ...f,
          inclusion: f.inclusion ? JSON.stringify(f.inclusion) : null,
        })),
      )
      .onConflict((oc) =>
        oc.column('field').doUpdateSet((eb) => ({
          type: eb.ref('excluded.type'),
          min_length: eb.ref('excluded.min_length'),
          max_length: eb.ref('excluded.max_length'),
          once_set: eb.ref('excluded.once_set'),
          inclusion: eb.ref('excluded.inclusion'),
        })),
      )
      .execute();
    await seedFieldContexts(trx);

    await trx
      .insertInto('fe_configs')
      .values(
        Object.entries(FE_CONFIG_SEEDS).map(([name, document]) => ({
          name,
          document: JSON.stringify(document),
          updated_at: SEEDED_AT.toISOString(),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({ document: eb.ref('excluded.document') }))
          .where('fe_configs.updated_at', '=', SEEDED_AT),
      )
      .execute();
  });
  // The providers-config document is part of the catalogue (hidden providers per country).
  catalogueChanged(db);
}

/** A seeded context holds exactly the seeded fields: rows dropped from the code are removed, new ones added. */
async function seedFieldContexts(trx: Db): Promise<void> {
  const rows = Object.entries(PLAYER_FIELD_CONTEXT_SEEDS).flatMap(([context, fields]) =>
    fields.map((field) => ({ context, field })),
  );
  await trx
    .deleteFrom('player_field_contexts')
    .where('context', 'in', Object.keys(PLAYER_FIELD_CONTEXT_SEEDS))
    .where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('context', 'field'),
        'not in',
        rows.map((r) => tuple(r.context, r.field)),
      ),
    )
    .execute();
  await trx
    .insertInto('player_field_contexts')
    .values(rows)
    .onConflict((oc) => oc.columns(['context', 'field']).doNothing())
    .execute();
}
