import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StudioSeedPairsTable } from '../../db/tables/studio.ts';

export type SeedPairRow = Selectable<StudioSeedPairsTable>;
type Executor = Db | Transaction<Database>;

export async function findActivePair(
  db: Executor,
  owner: string,
  lock = false,
): Promise<SeedPairRow | undefined> {
  const query = db
    .selectFrom('studio_seed_pairs')
    .selectAll()
    .where('owner', '=', owner)
    .where('active', '=', true);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function findPair(db: Executor, id: number): Promise<SeedPairRow | undefined> {
  return db.selectFrom('studio_seed_pairs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the owner's active pair unless a parallel call already did (the partial unique index decides). */
export async function insertActivePair(
  db: Executor,
  row: Insertable<StudioSeedPairsTable>,
): Promise<void> {
  await db
    .insertInto('studio_seed_pairs')
    .values(row)
    .onConflict((oc) => oc.column('owner').where('active', '=', true).doNothing())
    .execute();
}

/** Takes the pair's next nonce: the value the round uses, the stored one moving on by one. */
export async function takeNonce(trx: Transaction<Database>, id: number): Promise<number> {
  const row = await trx
    .updateTable('studio_seed_pairs')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('id', '=', id)
    .returning('nonce')
    .executeTakeFirstOrThrow();
  return row.nonce - 1;
}

export async function revealPair(
  trx: Transaction<Database>,
  id: number,
  at: Date,
): Promise<SeedPairRow> {
  return trx
    .updateTable('studio_seed_pairs')
    .set({ active: false, revealed_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
