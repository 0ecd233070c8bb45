import type { Db } from '../../db/database.ts';

// Reads of payments for operators (the payments module owns and writes that table; these only read it).

function cashoutsQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .innerJoin('players as pl', 'pl.id', 'p.player_id')
    .select([
      'p.id',
      'p.state',
      'p.amount_cents',
      'p.fee_cents',
      'p.currency',
      'p.network',
      'p.details',
      'p.cancellation_reason',
      'p.created_at',
      'p.finished_at',
      'm.title as method',
      'pl.id as player_id',
      'pl.email as player_email',
      'pl.nickname as player_nickname',
      'pl.first_name as player_first_name',
      'pl.last_name as player_last_name',
      'pl.country as player_country',
      'pl.created_at as player_created_at',
    ])
    .where('p.action', '=', 'cashout');
}

export type OperatorCashoutRow = Awaited<
  ReturnType<ReturnType<typeof cashoutsQuery>['execute']>
>[number];

/** Pending cashouts, oldest first (first come, first served), and how many wait in all. */
export async function findPendingCashouts(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: OperatorCashoutRow[]; total: number }> {
  const pending = cashoutsQuery(db).where('p.state', '=', 'pending');
  const [rows, count] = await Promise.all([
    pending.orderBy('p.id', 'asc').limit(page.limit).offset(page.offset).execute(),
    pending
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findOperatorCashout(
  db: Db,
  id: number,
): Promise<OperatorCashoutRow | undefined> {
  return cashoutsQuery(db).where('p.id', '=', id).executeTakeFirst();
}
