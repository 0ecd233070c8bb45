import type { Db } from '../../db/database.ts';

export async function currencyExists(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('currencies')
    .select('code')
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Opens the wallet of a currency unless the player already has it (one account per currency). */
export async function openAccount(db: Db, playerId: number, currency: string): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ player_id: playerId, currency })
    .onConflict((oc) => oc.columns(['player_id', 'currency']).doNothing())
    .execute();
}

/**
 * Makes one wallet the active one. Two statements, deactivate then activate: PostgreSQL checks the one-active index
 * row by row, so a single UPDATE flipping both rows could see two active wallets midway.
 */
export async function activateAccount(db: Db, playerId: number, currency: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ active: false })
    .where('player_id', '=', playerId)
    .where('active', '=', true)
    .where('currency', '<>', currency)
    .execute();
  await db
    .updateTable('accounts')
    .set({ active: true })
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .execute();
}
