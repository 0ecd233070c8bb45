import type { Db } from '../../db/database.ts';

const PLAYED_GAMES_LIMIT = 100;

/** GET /api/player/played_games: the most recently played games first (spec 03 section 3). */
export async function listPlayedGames(
  db: Db,
  playerId: number,
): Promise<{ identifier: string; last_activity_at: Date }[]> {
  return db
    .selectFrom('played_games as pg')
    .innerJoin('games as g', 'g.id', 'pg.game_id')
    .select(['g.identifier', 'pg.last_activity_at'])
    .where('pg.player_id', '=', playerId)
    .orderBy('pg.last_activity_at', 'desc')
    .orderBy('g.identifier')
    .limit(PLAYED_GAMES_LIMIT)
    .execute();
}

/** For the game launch: marks a game as played now. */
export async function recordPlayedGame(
  db: Db,
  playerId: number,
  gameId: number,
  at: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('played_games')
    .values({ player_id: playerId, game_id: gameId, last_activity_at: at })
    .onConflict((oc) => oc.columns(['player_id', 'game_id']).doUpdateSet({ last_activity_at: at }))
    .execute();
}
