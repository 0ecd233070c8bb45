import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A player's wallets (accounts rows, one per currency) with their balances from the ledger: the active one first,
 * then in the order they were opened.
 */
export async function findWallets(db: Db, playerId: number, currency?: string) {
  let query = db
    .selectFrom('accounts as a')
    .leftJoin('ledger_accounts as l', (join) =>
      join.onRef('l.player_id', '=', 'a.player_id').onRef('l.currency', '=', 'a.currency'),
    )
    .select([
      'a.currency',
      'a.active',
      'a.hidden_at',
      sql<number>`coalesce(sum(l.balance_cents) filter (where l.kind = 'real'), 0)`.as(
        'real_cents',
      ),
      sql<number>`coalesce(sum(l.balance_cents) filter (where l.kind = 'bonus'), 0)`.as(
        'bonus_cents',
      ),
      sql<number>`coalesce(sum(l.balance_cents) filter (where l.kind = 'reserved'), 0)`.as(
        'reserved_cents',
      ),
    ])
    .where('a.player_id', '=', playerId)
    .groupBy(['a.id', 'a.currency', 'a.active', 'a.hidden_at', 'a.created_at'])
    .orderBy('a.active', 'desc')
    .orderBy('a.created_at')
    .orderBy('a.id');
  if (currency !== undefined) query = query.where('a.currency', '=', currency);
  return query.execute();
}

export type WalletRow = Awaited<ReturnType<typeof findWallets>>[number];
