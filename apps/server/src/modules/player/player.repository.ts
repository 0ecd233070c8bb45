import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nicknameKey } from '@casino/domain/nickname';
import { withNicknameKey } from '../../lib/nickname-columns.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';

/** The profile columns a player edits through PATCH /api/player, as stored. */
export interface EditableProfile {
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country: string;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state: string | null;
  mobile_phone: string | null;
  personal_id_number: string | null;
  profession: string | null;
  receive_promos: boolean;
  receive_sms_promos: boolean;
  receive_promos_via_phone_calls: boolean;
  agreed_to_partner_promotions: boolean;
}

export interface FieldRule {
  field: string;
  min_length: number | null;
  max_length: number | null;
  once_set: boolean;
  inclusion: string[] | null;
}

/** The editable profile, locked for the rest of the transaction so two edits cannot interleave. */
export async function findEditableProfile(
  db: Db,
  playerId: number,
): Promise<EditableProfile | undefined> {
  return db
    .selectFrom('players')
    .select([
      'nickname',
      'first_name',
      'last_name',
      'gender',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
      'mobile_phone',
      'personal_id_number',
      'profession',
      'receive_promos',
      'receive_sms_promos',
      'receive_promos_via_phone_calls',
      'agreed_to_partner_promotions',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
    ])
    .where('id', '=', playerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePlayer(
  db: Db,
  playerId: number,
  changes: Updateable<PlayersTable>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('players')
    .set(withNicknameKey(changes))
    .where('id', '=', playerId)
    .execute();
}

/** Only the columns the state derivation of spec 01 section 4 reads. */
export async function findStateDerivationInput(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['country', 'state', 'postal_code'])
    .where('id', '=', playerId)
    .executeTakeFirst();
}

/** Sets the derived state unless the player filled one in meanwhile. */
export async function saveDerivedState(db: Db, playerId: number, state: string): Promise<void> {
  await db
    .updateTable('players')
    .set({ state })
    .where('id', '=', playerId)
    .where((eb) => eb.or([eb('state', 'is', null), eb('state', '=', '')]))
    .execute();
}

export async function findFieldRules(db: Db): Promise<FieldRule[]> {
  return db
    .selectFrom('player_fields')
    .select(['field', 'min_length', 'max_length', 'once_set', 'inclusion'])
    .execute();
}

/** The fields required in a context (player_field_contexts). */
export async function findRequiredFields(db: Db, context: string): Promise<string[]> {
  const rows = await db
    .selectFrom('player_field_contexts')
    .select('field')
    .where('context', '=', context)
    .execute();
  return rows.map((r) => r.field);
}

export async function isFieldRequired(db: Db, context: string, field: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_field_contexts')
    .select('field')
    .where('context', '=', context)
    .where('field', '=', field)
    .executeTakeFirst();
  return row !== undefined;
}

export async function contextExists(db: Db, context: string): Promise<boolean> {
  const row = await db
    .selectFrom('player_field_contexts')
    .select('context')
    .where('context', '=', context)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('countries')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Nicknames are unique by their normalised, case-folded key (players_nickname_key). */
export async function isNicknameTaken(
  db: Db,
  nickname: string,
  exceptPlayerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('nickname_key', '=', nicknameKey(nickname))
    .where('id', '<>', exceptPlayerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isLocaleEnabled(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('locales')
    .select('code')
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
