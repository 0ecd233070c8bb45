import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StudioWalletActionsTable } from '../../db/tables/studio.ts';

export type WalletActionRow = Selectable<StudioWalletActionsTable>;

/** Records a call the studio owes the casino before sending it; a second record of the same action_id is a no-op. */
export async function recordWalletAction(
  db: Db,
  row: Insertable<StudioWalletActionsTable>,
): Promise<void> {
  await db
    .insertInto('studio_wallet_actions')
    .values(row)
    .onConflict((oc) => oc.column('action_id').doNothing())
    .execute();
}

export async function markWalletAction(
  db: Db,
  actionId: string,
  status: 'done' | 'refused',
  at: Date,
): Promise<void> {
  await db
    .updateTable('studio_wallet_actions')
    .set({ status, answered_at: at })
    .where('action_id', '=', actionId)
    .execute();
}

/** Calls still without an answer, created before `before` (the job retries wins and rollbacks, rolls bets back). */
export async function findPendingWalletActions(
  db: Db,
  before: Date,
  limit: number,
): Promise<WalletActionRow[]> {
  return db
    .selectFrom('studio_wallet_actions')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function findRoundActions(db: Db, roundId: number): Promise<WalletActionRow[]> {
  return db
    .selectFrom('studio_wallet_actions')
    .selectAll()
    .where('round_id', '=', roundId)
    .orderBy('created_at')
    .execute();
}
