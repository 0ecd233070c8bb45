import { managersDocumentSchema, type Manager } from '@casino/api/fe-config';
import type { Db } from '../../db/database.ts';
import { findFeConfig } from './fe-config.repository.ts';

/** Group ids arrive as numbers or numeric strings (spec 03 section 2: userGroups [int|str]); level names are skipped. */
function groupIds(userGroups: readonly (number | string)[]): number[] {
  return userGroups
    .map((group) =>
      typeof group === 'number' ? group : /^\d+$/.test(group.trim()) ? Number(group) : Number.NaN,
    )
    .filter(Number.isInteger);
}

/** POST /api/fe/config/managers: the VIP manager of the first of the player's groups that has one. */
export async function managerFor(
  db: Db,
  userGroups: readonly (number | string)[],
): Promise<Manager | null> {
  const parsed = managersDocumentSchema.safeParse(await findFeConfig(db, 'managers'));
  if (!parsed.success) return null;
  const byGroup = new Map(parsed.data.map((manager) => [manager.groupId, manager]));
  for (const id of groupIds(userGroups)) {
    const manager = byGroup.get(id);
    if (manager) return manager;
  }
  return null;
}
