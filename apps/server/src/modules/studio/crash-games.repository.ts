import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StudioCrashChainsTable, StudioCrashGamesTable } from '../../db/tables/studio.ts';

type Executor = Db | Transaction<Database>;
export type CrashChainRow = Selectable<StudioCrashChainsTable>;
/** A shared game with its chain's public values. */
export type CrashGame = Selectable<StudioCrashGamesTable> & { salt: string; commitment: string };

function gamesWithChain(db: Executor) {
  return db
    .selectFrom('studio_crash_games')
    .innerJoin('studio_crash_chains', 'studio_crash_chains.id', 'studio_crash_games.chain_id')
    .selectAll('studio_crash_games')
    .select(['studio_crash_chains.salt', 'studio_crash_chains.commitment']);
}

/** The table's current game: the last one created (index studio_crash_games_current). */
export async function latestCrashGame(
  db: Executor,
  identifier: string,
): Promise<CrashGame | undefined> {
  return gamesWithChain(db)
    .where('studio_crash_games.game_identifier', '=', identifier)
    .orderBy('studio_crash_games.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findCrashGames(db: Executor, ids: readonly number[]): Promise<CrashGame[]> {
  if (ids.length === 0) return [];
  return gamesWithChain(db)
    .where('studio_crash_games.id', 'in', [...new Set(ids)])
    .execute();
}

/** The table's newest chain, locked: the one row every node creating a game of this table waits on. */
export async function lockNewestChain(
  trx: Transaction<Database>,
  identifier: string,
): Promise<CrashChainRow | undefined> {
  return trx
    .selectFrom('studio_crash_chains')
    .selectAll()
    .where('game_identifier', '=', identifier)
    .orderBy('number', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** A new chain, unless another node created the same number meanwhile (then nothing: lock the newest again). */
export async function insertChain(
  trx: Transaction<Database>,
  row: Insertable<StudioCrashChainsTable>,
): Promise<void> {
  await trx
    .insertInto('studio_crash_chains')
    .values(row)
    .onConflict((conflict) => conflict.columns(['game_identifier', 'number']).doNothing())
    .execute();
}

export async function insertCrashGame(
  trx: Transaction<Database>,
  row: Insertable<StudioCrashGamesTable>,
): Promise<void> {
  await trx.insertInto('studio_crash_games').values(row).execute();
}
