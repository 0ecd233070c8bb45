import type { Db } from '../../db/database.ts';

/** The stored document of a config, or undefined when no row has that name. */
export async function findFeConfig(db: Db, name: string): Promise<unknown> {
  const row = await db
    .selectFrom('fe_configs')
    .select('document')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.document;
}
