import type { ColumnType } from 'kysely';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** The support chat's restore id of one player in one project (spec 03 section 17). */
export interface RestoreIdsTable {
  player_id: number;
  project: string;
  restore_id: string;
  updated_at: UpdatedAt;
}

export interface ChatRestoreTables {
  restore_ids: RestoreIdsTable;
}
