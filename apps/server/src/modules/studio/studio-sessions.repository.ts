import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StudioSessionsTable } from '../../db/tables/studio.ts';

export type StudioSessionRow = Selectable<StudioSessionsTable>;
type Executor = Db | Transaction<Database>;

export async function findSessionByToken(
  db: Executor,
  token: string,
): Promise<StudioSessionRow | undefined> {
  return db.selectFrom('studio_sessions').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The first GET of a launch token stores it; a parallel first GET finds the row the other one stored. */
export async function insertSession(
  db: Db,
  row: Insertable<StudioSessionsTable>,
): Promise<StudioSessionRow> {
  await db
    .insertInto('studio_sessions')
    .values(row)
    .onConflict((oc) => oc.column('token').doNothing())
    .execute();
  const stored = await findSessionByToken(db, row.token);
  if (!stored) throw new Error('studio session vanished after insert');
  return stored;
}

export async function lockSession(
  trx: Transaction<Database>,
  id: number,
): Promise<StudioSessionRow> {
  return trx
    .selectFrom('studio_sessions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateSession(
  db: Executor,
  id: number,
  values: Partial<Pick<StudioSessionRow, 'fun_balance_cents' | 'last_round_at' | 'status'>>,
): Promise<void> {
  await db.updateTable('studio_sessions').set(values).where('id', '=', id).execute();
}

/** A demo session's FUN balance moves by `delta` (negative: a stake) in the caller's transaction. */
export async function addFunBalance(
  trx: Transaction<Database>,
  id: number,
  delta: number,
): Promise<number> {
  const row = await trx
    .updateTable('studio_sessions')
    .set((eb) => ({ fun_balance_cents: eb('fun_balance_cents', '+', delta) }))
    .where('id', '=', id)
    .returning('fun_balance_cents')
    .executeTakeFirstOrThrow();
  return row.fun_balance_cents ?? 0;
}
