import { GROUP, abSplitGroup } from '@casino/domain/statuses';
import type { PlayerGroupsBody } from '@casino/api/player';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/errors.ts';

/**
 * The markers a player's own client sets (spec 01 section 4): the A/B split, the installed-app (PWA) group and the
 * "new-provider popup shown" markers. Every other group is the operator's; statuses.writable must also allow it.
 */
const PLAYER_SET_GROUPS: ReadonlySet<number> = new Set([
  GROUP.AB_EVEN,
  GROUP.AB_ODD,
  GROUP.PWA,
  GROUP.NEW_PROVIDER_A_SHOWN,
  GROUP.NEW_PROVIDER_B_SHOWN,
]);
const AB_GROUPS: ReadonlySet<number> = new Set([GROUP.AB_EVEN, GROUP.AB_ODD]);

async function writableGroups(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('statuses')
    .select('id')
    .where('id', 'in', ids)
    .where('writable', '=', true)
    .execute();
  return new Set(rows.map((r) => r.id).filter((id) => PLAYER_SET_GROUPS.has(id)));
}

export async function groupIdsOf(db: Db, playerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('player_groups')
    .select('status_id')
    .where('player_id', '=', playerId)
    .execute();
  return rows.map((r) => r.status_id);
}

export async function addGroups(db: Db, playerId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('player_groups')
    .values(ids.map((status_id) => ({ player_id: playerId, status_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * POST /api/player/groups (spec 03 section 3). A/B groups follow the split: only the group of the player's id parity,
 * and only while the player is in neither; the split is sticky, so A/B groups cannot be removed. Answers 422 on any
 * group the player may not set, and changes nothing then.
 */
export async function changePlayerGroups(
  db: Db,
  playerId: number,
  { groups }: PlayerGroupsBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Lock the player row so two concurrent calls cannot both pass the "in neither A/B group" check.
    await trx.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
    const current = await groupIdsOf(trx, playerId);
    const allowed = await writableGroups(trx, [...groups.add, ...groups.remove]);
    const abGroup = abSplitGroup(playerId, current);
    const refused = [
      ...groups.add.filter(
        (id) =>
          !current.includes(id) && (!allowed.has(id) || (AB_GROUPS.has(id) && id !== abGroup)),
      ),
      ...groups.remove.filter((id) => !allowed.has(id) || AB_GROUPS.has(id)),
    ];
    if (refused.length > 0) throw validationError({ groups: [VALIDATION.INVALID_VALUE] });
    await addGroups(
      trx,
      playerId,
      groups.add.filter((id) => !current.includes(id)),
    );
    const toRemove = groups.remove.filter((id) => current.includes(id));
    if (toRemove.length > 0)
      await trx
        .deleteFrom('player_groups')
        .where('player_id', '=', playerId)
        .where('status_id', 'in', toRemove)
        .execute();
  });
}
