import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The only code that reads or writes restore_ids: the support chat's restore id per player and project. */

export async function findRestoreId(
  db: Db,
  playerId: number,
  project: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('restore_ids')
    .select('restore_id')
    .where('player_id', '=', playerId)
    .where('project', '=', project)
    .executeTakeFirst();
  return row?.restore_id;
}

/** Keeps `restoreId` as the player's id in `project`, replacing the one kept before. */
export async function saveRestoreId(
  db: Db,
  playerId: number,
  project: string,
  restoreId: string,
): Promise<void> {
  await db
    .insertInto('restore_ids')
    .values({ player_id: playerId, project, restore_id: restoreId })
    .onConflict((oc) =>
      oc
        .columns(['player_id', 'project'])
        .doUpdateSet({ restore_id: restoreId, updated_at: sql<Date>`now()` }),
    )
    .execute();
}
