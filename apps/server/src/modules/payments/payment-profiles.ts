import type { Transaction } from 'kysely';
import { isCrypto } from '@casino/domain/currency';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentRow } from './payments.repository.ts';

/** Player columns the deposit and cashout contexts may require (player_field_contexts). */
const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'country',
  'city',
  'address',
  'postal_code',
  'mobile_phone',
  'gender',
  'nickname',
  'state',
  'personal_id_number',
] as const;
type ProfileColumn = (typeof PROFILE_COLUMNS)[number];
const isProfileColumn = (field: string): field is ProfileColumn =>
  (PROFILE_COLUMNS as readonly string[]).includes(field);

/**
 * The profile fields a fiat player has left empty that the action's context, or the method's payment-system context,
 * requires (spec 01 section 5: which fields each context requires comes from the player-fields info; crypto players
 * are not asked, as the personal-info modal does not ask them).
 */
export async function missingProfileFields(
  db: Db,
  playerId: number,
  action: 'deposit' | 'cashout',
  methodType: string,
): Promise<string[]> {
  const contexts = [action, `payment_systems.${methodType}.${action}`];
  const [required, player] = await Promise.all([
    db
      .selectFrom('player_field_contexts')
      .select('field')
      .distinct()
      .where('context', 'in', contexts)
      .execute(),
    db
      .selectFrom('players')
      .select([...PROFILE_COLUMNS, 'currency'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow(),
  ]);
  if (isCrypto(player.currency)) return [];
  return required
    .map((row) => row.field)
    .filter((field) => isProfileColumn(field) && (player[field] ?? '').toString().trim() === '');
}

/** Keeps the instrument a succeeded deposit asked to save (one-click deposits), once per card. */
export async function saveProfile(trx: Transaction<Database>, row: PaymentRow): Promise<void> {
  const saved = row.details.save_instrument;
  if (!saved || typeof saved !== 'object') return;
  const instrument = saved as Record<string, unknown>;
  const { token, title, fingerprint, details } = instrument;
  if (typeof token !== 'string' || typeof title !== 'string' || typeof fingerprint !== 'string')
    return;
  await trx
    .insertInto('payment_profiles')
    .values({
      player_id: row.player_id,
      method_id: row.method_id,
      title,
      fingerprint,
      details: JSON.stringify({ ...(typeof details === 'object' ? details : {}), token }),
    })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'method_id', 'fingerprint'])
        .where('deleted_at', 'is', null)
        .doNothing(),
    )
    .execute();
}

/** Removes a saved profile of the player's (the card is no longer offered for one-click deposits). */
export async function removeProfile(db: Db, playerId: number, profileId: number): Promise<boolean> {
  const removed = await db
    .updateTable('payment_profiles')
    .set({ deleted_at: new Date() })
    .where('id', '=', profileId)
    .where('player_id', '=', playerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(removed.numUpdatedRows) > 0;
}

/** The provider token of a saved profile of this player and method, or null when there is no such live profile. */
export async function savedProfileToken(
  db: Db,
  playerId: number,
  profileId: number,
  methodId: string,
): Promise<string | null> {
  const profile = await db
    .selectFrom('payment_profiles')
    .select(['details'])
    .where('id', '=', profileId)
    .where('player_id', '=', playerId)
    .where('method_id', '=', methodId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const token = profile?.details.token;
  return typeof token === 'string' ? token : null;
}
