import type { StatusInfo } from '@casino/api/info';
import type { Db } from '../../db/database.ts';
import { listStatuses } from './info.repository.ts';

/** The upper bound sent for an open range (the lifelong diamond tier): the largest int4, as the column holds. */
const OPEN_END = 2_147_483_647;

/**
 * GET /api/info/statuses (spec 03 section 5): level statuses (`status: true`) with their persistent comp-point
 * range, then groups; `writable` marks the groups a client may add through POST /api/player/groups.
 */
export async function statusesInfo(db: Db): Promise<StatusInfo[]> {
  const rows = await listStatuses(db);
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    status: row.kind === 'level',
    writable: row.writable,
    conditions:
      row.min_points === null
        ? []
        : [
            {
              persistent_comp_points: {
                type: 'range',
                min: row.min_points,
                max: row.max_points ?? OPEN_END,
                exclude_end: row.max_points !== null,
              },
            },
          ],
  }));
}
