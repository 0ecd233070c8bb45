import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GameRoundsTable, WalletActionsTable } from '../../db/tables/wallet.ts';

type Trx = Transaction<Database>;

const ACTION_COLUMNS = [
  'id',
  'action_id',
  'action',
  'player_id',
  'round_id',
  'currency',
  'amount_cents',
  'original_action_id',
  'request_hash',
  'rolled_back_by',
  'processed_at',
] as const;

/** The actions already recorded under these action ids (read under the player's lock). */
export async function findActions(trx: Trx, actionIds: readonly string[]) {
  if (actionIds.length === 0) return [];
  return trx
    .selectFrom('wallet_actions')
    .select(ACTION_COLUMNS)
    .where('action_id', 'in', [...actionIds])
    .execute();
}

export type WalletActionRow = Awaited<ReturnType<typeof findActions>>[number];

/**
 * One read for a play call's actions: those already recorded under these ids, and the rollbacks naming them (a
 * rollback that arrived before its action is the tombstone refusing it).
 */
export async function findActionsAndTombstones(
  trx: Trx,
  actionIds: readonly string[],
): Promise<{ recorded: WalletActionRow[]; tombstoned: Set<string> }> {
  if (actionIds.length === 0) return { recorded: [], tombstoned: new Set() };
  const ids = [...actionIds];
  const rows = await trx
    .selectFrom('wallet_actions')
    .select(ACTION_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('action_id', 'in', ids),
        eb.and([eb('original_action_id', 'in', ids), eb('action', '=', 'rollback')]),
      ]),
    )
    .execute();
  const wanted = new Set(ids);
  return {
    recorded: rows.filter((row) => wanted.has(row.action_id)),
    tombstoned: new Set(
      rows.flatMap((row) =>
        row.action === 'rollback' &&
        row.original_action_id !== null &&
        wanted.has(row.original_action_id)
          ? [row.original_action_id]
          : [],
      ),
    ),
  };
}

export async function insertAction(trx: Trx, row: Insertable<WalletActionsTable>) {
  return trx
    .insertInto('wallet_actions')
    .values(row)
    .returning(ACTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function markRolledBack(trx: Trx, id: number, rollbackId: number): Promise<void> {
  await trx
    .updateTable('wallet_actions')
    .set({ rolled_back_by: rollbackId })
    .where('id', '=', id)
    .execute();
}

const ROUND_COLUMNS = [
  'id',
  'round_id',
  'session_id',
  'game_id',
  'bet_cents',
  'win_cents',
  'balance_before_cents',
  'balance_after_cents',
  'status',
] as const;

export async function findRound(trx: Trx, playerId: number, roundId: string) {
  return trx
    .selectFrom('game_rounds')
    .select(ROUND_COLUMNS)
    .where('player_id', '=', playerId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

export async function insertRound(trx: Trx, row: Insertable<GameRoundsTable>): Promise<RoundRow> {
  return trx
    .insertInto('game_rounds')
    .values(row)
    .returning(ROUND_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateRound(
  trx: Trx,
  id: number,
  changes: Updateable<GameRoundsTable>,
): Promise<void> {
  await trx.updateTable('game_rounds').set(changes).where('id', '=', id).execute();
}
