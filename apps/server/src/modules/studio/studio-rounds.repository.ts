import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StudioRoundsTable } from '../../db/tables/studio.ts';

export type StudioRoundRow = Selectable<StudioRoundsTable>;
type Executor = Db | Transaction<Database>;

export async function insertRound(
  trx: Transaction<Database>,
  row: Insertable<StudioRoundsTable>,
): Promise<StudioRoundRow> {
  return trx.insertInto('studio_rounds').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findRound(db: Executor, id: number): Promise<StudioRoundRow | undefined> {
  return db.selectFrom('studio_rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockRound(
  trx: Transaction<Database>,
  id: number,
): Promise<StudioRoundRow | undefined> {
  return trx
    .selectFrom('studio_rounds')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The session's round in progress (at most one: a partial unique index holds it). */
export async function findOpenRound(
  db: Executor,
  sessionId: number,
): Promise<StudioRoundRow | undefined> {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', 'in', ['pending', 'open'])
    .executeTakeFirst();
}

export async function updateRound(
  db: Executor,
  id: number,
  values: Updateable<StudioRoundsTable>,
): Promise<StudioRoundRow> {
  return db
    .updateTable('studio_rounds')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The recall: a player's rounds of one game across their sessions (a guest's: this session's), newest first. */
export async function listRecallRounds(
  db: Executor,
  filter: { playerId: string | null; sessionId: number; game: string },
  limit: number,
): Promise<StudioRoundRow[]> {
  let query = db
    .selectFrom('studio_rounds')
    .innerJoin('studio_sessions', 'studio_sessions.id', 'studio_rounds.session_id')
    .selectAll('studio_rounds')
    .where('studio_rounds.game_identifier', '=', filter.game)
    .where('studio_rounds.status', '!=', 'refused');
  query =
    filter.playerId === null
      ? query.where('studio_rounds.session_id', '=', filter.sessionId)
      : query.where('studio_sessions.player_id', '=', filter.playerId);
  return query.orderBy('studio_rounds.id', 'desc').limit(limit).execute();
}

/** Rounds still open (or whose bet never got an answer) that started before `before`, oldest first. */
export async function findStaleRounds(
  db: Executor,
  before: Date,
  limit: number,
): Promise<StudioRoundRow[]> {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('status', 'in', ['pending', 'open'])
    .where('started_at', '<', before)
    .orderBy('started_at')
    .limit(limit)
    .execute();
}
