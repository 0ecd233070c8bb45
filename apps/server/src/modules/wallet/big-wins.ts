import { sql } from 'kysely';
import { BIG_WIN_MULTIPLIER, bigWinFloor } from '@casino/domain/big-win';
import { formatMoney } from '@casino/domain/currency';
import type { LatestWin } from '@casino/api/play';
import type { Db } from '../../db/database.ts';
import { artVersionOf, gameArtPath } from '../games/games.service.ts';

/** The public name of a winner: the nickname, else the e-mail's first two letters and stars (never the address). */
export function publicName(nickname: string | null, email: string): string {
  if (nickname) return nickname;
  return `${email.slice(0, 2)}***`;
}

function winners(db: Db) {
  return db
    .selectFrom('game_rounds as r')
    .innerJoin('players as pl', 'pl.id', 'r.player_id')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select([
      'r.id',
      'r.currency',
      'r.bet_cents',
      'r.win_cents',
      'r.finished_at',
      'pl.nickname',
      'pl.email',
      'g.identifier',
      'g.title',
      'g.slug',
      'g.seo_title',
      'g.theme',
      'p.slug as provider',
      'p.name as provider_name',
    ]);
}

type WinnerRow = Awaited<ReturnType<ReturnType<typeof winners>['execute']>>[number];

function toLatestWin(row: WinnerRow): LatestWin {
  return {
    at: Math.floor((row.finished_at ?? new Date()).getTime() / 1000),
    nickname: publicName(row.nickname, row.email),
    game_identifier: row.identifier,
    game_title: row.title,
    game_table_url: `/play/${row.provider}/${row.seo_title}`,
    game_table_image_path: gameArtPath(
      row.provider,
      row.slug,
      artVersionOf({
        identifier: row.identifier,
        title: row.title,
        theme: row.theme,
        provider_name: row.provider_name,
      }),
    ),
    currency: row.currency,
    bet_amount_cents: row.bet_cents,
    win_amount_cents: row.win_cents,
    humanized_win: formatMoney(row.win_cents, row.currency, 'en'),
  };
}

/** The `public:wins` row of one settled round (read in the settling transaction). */
export async function latestWinOf(db: Db, roundId: number): Promise<LatestWin> {
  return toLatestWin(await winners(db).where('r.id', '=', roundId).executeTakeFirstOrThrow());
}

/**
 * GET /api/games/latest_wins: the newest settled big wins (the first paint of the wins feed; `public:wins` brings
 * the next ones). The 10x rule is in SQL for the index; each currency's floor is applied to the rows it finds.
 */
export async function latestWins(db: Db, limit: number): Promise<LatestWin[]> {
  const rows = await winners(db)
    .where('r.status', '=', 'finished')
    .where('r.bet_cents', '>', 0)
    .where(sql<boolean>`r.win_cents >= ${sql.lit(BIG_WIN_MULTIPLIER)} * r.bet_cents`)
    .orderBy('r.finished_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit * 4)
    .execute();
  return rows
    .filter((row) => row.win_cents >= bigWinFloor(row.currency))
    .slice(0, limit)
    .map(toLatestWin);
}
