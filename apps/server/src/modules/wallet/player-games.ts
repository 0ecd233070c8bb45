import type { PlayerGamesPage } from '@casino/api/play';
import type { Db } from '../../db/database.ts';

/** GET /api/player/games: the player's rounds, newest first, in the paged history envelope (spec 03 section 0.2). */
export async function pagePlayerGames(
  db: Db,
  playerId: number,
  page: number,
  pageSize: number,
): Promise<PlayerGamesPage> {
  const rows = await db
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select([
      'r.id',
      'r.round_id',
      'g.identifier',
      'g.title',
      'r.currency',
      'r.bet_cents',
      'r.win_cents',
      'r.balance_before_cents',
      'r.balance_after_cents',
      'r.status',
      'r.started_at',
      'r.finished_at',
      (eb) => eb.fn.countAll<number>().over().as('total_count'),
    ])
    .where('r.player_id', '=', playerId)
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total =
    rows[0]?.total_count ??
    Number(
      (
        await db
          .selectFrom('game_rounds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('player_id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    data: rows.map((row) => ({
      id: row.id,
      round_id: row.round_id,
      game_identifier: row.identifier,
      game_title: row.title,
      currency: row.currency,
      bet_amount_cents: row.bet_cents,
      win_amount_cents: row.win_cents,
      balance_before_cents: row.balance_before_cents,
      balance_after_cents: row.balance_after_cents,
      status: row.status,
      started_at: row.started_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
    })),
    pagination: { page, per_page: pageSize, total_count: Number(total) },
  };
}
