import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FraudChecksTable } from '../../db/tables/fraud.ts';
import type { Insertable } from 'kysely';

/**
 * The fraud check's reads span the player's history (their country, payments, saved cards, earlier checks): a risk
 * engine reads what it scores. It writes only its own table.
 */

export async function playerCountryOf(db: Db, playerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('players')
    .select('country')
    .where('id', '=', playerId)
    .executeTakeFirst();
  return row?.country ?? null;
}

export async function checksSince(db: Db, playerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('fraud_checks')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('player_id', '=', playerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The largest succeeded payment of this kind in the currency; null when there is none. */
export async function largestSucceeded(
  db: Db,
  playerId: number,
  action: 'deposit' | 'cashout',
  currency: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string | null>`max(amount_cents)`.as('largest'))
    .where('player_id', '=', playerId)
    .where('action', '=', action)
    .where('currency', '=', currency)
    .where('state', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  return row.largest === null ? null : Number(row.largest);
}

/** Whether the player used this card before: a saved card with its last digits and expiry, or an earlier check. */
export async function cardSeenBefore(
  db: Db,
  playerId: number,
  card: { last4: string; expiry: string | null; bin: string | null },
): Promise<boolean> {
  let saved = db
    .selectFrom('payment_profiles')
    .select('id')
    .where('player_id', '=', playerId)
    .where(sql<string>`details->>'last4'`, '=', card.last4);
  if (card.expiry) saved = saved.where(sql<string>`details->>'expiry'`, '=', card.expiry);
  if (await saved.executeTakeFirst()) return true;
  let checked = db
    .selectFrom('fraud_checks')
    .select('id')
    .where('player_id', '=', playerId)
    .where('card_last4', '=', card.last4);
  if (card.expiry) checked = checked.where('card_expiry', '=', card.expiry);
  if (card.bin) checked = checked.where('card_bin', '=', card.bin);
  return (await checked.executeTakeFirst()) !== undefined;
}

export async function insertFraudCheck(db: Db, row: Insertable<FraudChecksTable>): Promise<number> {
  const { id } = await db
    .insertInto('fraud_checks')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
