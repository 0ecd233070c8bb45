import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

export interface PlaySessionRow {
  id: number;
  started_at: Date;
  last_bet_at: Date;
  acknowledged_at: Date | null;
}

const sessionColumns = ['id', 'started_at', 'last_bet_at', 'acknowledged_at'] as const;

/** The player's play sessions that reach past `since` (oldest first): what a session limit's period counts. */
export function findPlaySessionsSince(
  db: Db,
  playerId: number,
  since: Date,
): Promise<PlaySessionRow[]> {
  return db
    .selectFrom('play_sessions')
    .select(sessionColumns)
    .where('player_id', '=', playerId)
    .where('last_bet_at', '>=', since)
    .orderBy('started_at')
    .execute();
}

/** The player's most recent play session, if any. */
export function findLatestPlaySession(
  db: Db,
  playerId: number,
): Promise<PlaySessionRow | undefined> {
  return db
    .selectFrom('play_sessions')
    .select(sessionColumns)
    .where('player_id', '=', playerId)
    .orderBy('last_bet_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function extendPlaySession(trx: Trx, id: number, at: Date): Promise<void> {
  await trx.updateTable('play_sessions').set({ last_bet_at: at }).where('id', '=', id).execute();
}

export async function startPlaySession(trx: Trx, playerId: number, at: Date): Promise<void> {
  await trx
    .insertInto('play_sessions')
    .values({ player_id: playerId, started_at: at, last_bet_at: at })
    .execute();
}

export async function acknowledgePlaySession(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('play_sessions').set({ acknowledged_at: at }).where('id', '=', id).execute();
}

export interface ResponsibleGamingSettings {
  reality_check_minutes: number | null;
  limits_reviewed_at: Date | null;
}

export async function findSettings(db: Db, playerId: number): Promise<ResponsibleGamingSettings> {
  const row = await db
    .selectFrom('responsible_gaming_settings')
    .select(['reality_check_minutes', 'limits_reviewed_at'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row ?? { reality_check_minutes: null, limits_reviewed_at: null };
}

export async function saveSettings(
  db: Db,
  playerId: number,
  change: Partial<ResponsibleGamingSettings>,
  now: Date,
): Promise<void> {
  await db
    .insertInto('responsible_gaming_settings')
    .values({ player_id: playerId, ...change, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('player_id').doUpdateSet({ ...change, updated_at: now }),
    )
    .execute();
}
