import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The player's currency: the selected wallet's, else the currency chosen at registration. */
export async function playerCurrency(db: Db, playerId: number): Promise<string> {
  const row = await db
    .selectFrom('players as p')
    .select([
      'p.currency',
      (e) =>
        e
          .selectFrom('accounts as a')
          .select('a.currency')
          .whereRef('a.player_id', '=', 'p.id')
          .where('a.active', '=', true)
          .limit(1)
          .as('active_currency'),
    ])
    .where('p.id', '=', playerId)
    .executeTakeFirst();
  return row?.active_currency ?? row?.currency ?? 'EUR';
}

/** The games behind per-currency game ids; unknown ids are simply absent. */
export async function gameIdsOfEntries(
  db: Db,
  entryIds: readonly number[],
): Promise<Map<number, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('game_currencies')
    .select(['id', 'game_id'])
    .where('id', 'in', [...entryIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.game_id)]));
}

/**
 * Favourites as per-currency ids for `currency`, newest first. A favourite is a game, so it survives a currency
 * switch; a game without that currency answers with its lowest id (its tile shows the unsupported-currency lock).
 */
export async function favoriteEntryIds(
  db: Db,
  playerId: number,
  currency: string,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT coalesce(
      (SELECT c.id FROM game_currencies c WHERE c.game_id = f.game_id AND c.currency = ${currency}),
      (SELECT min(c.id) FROM game_currencies c WHERE c.game_id = f.game_id)) AS id
    FROM favorite_games f WHERE f.player_id = ${playerId}
    ORDER BY f.created_at DESC, f.game_id DESC`.execute(db);
  return rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
}

/** The favourite games' ids, newest first. */
export async function favoriteGameIds(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorite_games')
    .select('game_id')
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.game_id));
}

/** Idempotent: favouriting a favourite changes nothing. */
export async function addFavorite(db: Db, playerId: number, gameId: number): Promise<void> {
  await db
    .insertInto('favorite_games')
    .values({ player_id: playerId, game_id: gameId })
    .onConflict((oc) => oc.columns(['player_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, playerId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('favorite_games')
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .execute();
}

/** Replaces the whole set in one transaction; games kept keep their date. */
export async function replaceFavorites(
  db: Db,
  playerId: number,
  gameIds: readonly number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let removal = trx.deleteFrom('favorite_games').where('player_id', '=', playerId);
    if (gameIds.length > 0) removal = removal.where('game_id', 'not in', [...gameIds]);
    await removal.execute();
    if (gameIds.length === 0) return;
    await trx
      .insertInto('favorite_games')
      .values(gameIds.map((gameId) => ({ player_id: playerId, game_id: gameId })))
      .onConflict((oc) => oc.columns(['player_id', 'game_id']).doNothing())
      .execute();
  });
}
