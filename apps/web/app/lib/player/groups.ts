import type { Player } from '@casino/api/player';

/** The player's group and status ids (spec 03 section 1.1: `groups` = numeric status ids; level statuses may be named). */
export function playerGroups(player: Pick<Player, 'statuses'> | null): number[] {
  if (!player) return [];
  const ids: number[] = [];
  for (const status of player.statuses) {
    const id = typeof status.id === 'number' ? status.id : Number(status.id);
    if (Number.isInteger(id)) ids.push(id);
  }
  return ids;
}
