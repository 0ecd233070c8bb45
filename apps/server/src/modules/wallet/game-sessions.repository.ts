import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { GameSessionsTable } from '../../db/tables/wallet.ts';

type Trx = Transaction<Database>;

/** A catalogue game as a launch needs it: its provider and the currencies it takes (`FUN`: it has a demo). */
export async function findLaunchableGame(db: Db, identifier: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select([
      'g.id',
      'g.identifier',
      'g.title',
      'p.slug as provider',
      sql<
        string[]
      >`coalesce((SELECT array_agg(c.currency) FROM game_currencies c WHERE c.game_id = g.id), '{}')`.as(
        'currencies',
      ),
    ])
    .where('g.identifier', '=', identifier)
    .where('p.active', '=', true)
    .executeTakeFirst();
}

export type LaunchableGame = NonNullable<Awaited<ReturnType<typeof findLaunchableGame>>>;

/** Closes a player's open sessions of a game (a new launch replaces them); wins may still settle on them. */
export async function closeOpenSessions(
  trx: Trx,
  playerId: number,
  gameId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('game_sessions')
    .set({ status: 'closed', closed_reason: reason, closed_at: now })
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .where('status', '=', 'open')
    .execute();
}

export async function insertSession(trx: Trx, row: Insertable<GameSessionsTable>) {
  return trx.insertInto('game_sessions').values(row).returning('id').executeTakeFirstOrThrow();
}

const SESSION_COLUMNS = [
  's.id',
  's.token',
  's.player_id',
  's.game_id',
  's.game_identifier',
  's.currency',
  's.mode',
  's.status',
  's.last_activity_at',
  'p.slug as provider',
  'p.active as provider_active',
] as const;

function sessions(db: Db) {
  return db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select(SESSION_COLUMNS);
}

export function findSessionByToken(db: Db, token: string) {
  return sessions(db)
    .leftJoin('players as pl', 'pl.id', 's.player_id')
    .select('pl.nickname')
    .where('s.token', '=', token)
    .executeTakeFirst();
}

export function findSessionById(db: Db, id: number) {
  return sessions(db).where('s.id', '=', id).executeTakeFirst();
}

export type GameSessionRow = NonNullable<Awaited<ReturnType<typeof findSessionById>>>;

/** Whether the casino knows a game by this identifier at all (an unknown one is the protocol's 405). */
export async function gameExists(db: Db, identifier: string): Promise<boolean> {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  return row !== undefined;
}

/** Real play on an open session: its last activity moves to now. */
export async function touchSession(trx: Trx, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('game_sessions')
    .set({ last_activity_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}
