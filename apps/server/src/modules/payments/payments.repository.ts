import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { PaymentAction } from '@casino/api/payments';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentsTable } from '../../db/tables/payments.ts';

type Trx = Transaction<Database>;

const paymentColumns = [
  'p.id',
  'p.player_id',
  'p.action',
  'p.state',
  'p.method_id',
  'p.currency',
  'p.amount_cents',
  'p.fee_cents',
  'p.profile_id',
  'p.network',
  'p.details',
  'p.provider_reference',
  'p.action_token',
  'p.cancellation_reason',
  'p.request_hash',
  'p.created_at',
  'p.finished_at',
  'm.title as method_title',
  'm.brand as method_brand',
  'm.provider as method_provider',
  'pl.license_name',
  'pl.country',
] as const;

function paymentsQuery(db: Db) {
  return db
    .selectFrom('payments as p')
    .innerJoin('payment_methods as m', 'm.id', 'p.method_id')
    .innerJoin('players as pl', 'pl.id', 'p.player_id')
    .select(paymentColumns);
}

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number];

export async function insertPayment(trx: Trx, row: Insertable<PaymentsTable>): Promise<number> {
  const inserted = await trx
    .insertInto('payments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A payment locked for the rest of the transaction: its state changes are serialised (one approval wins). */
export async function lockPayment(trx: Trx, id: number): Promise<PaymentRow | undefined> {
  await trx.selectFrom('payments').select('id').where('id', '=', id).forUpdate().execute();
  return paymentsQuery(trx).where('p.id', '=', id).executeTakeFirst();
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  return paymentsQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export async function findPaymentByKey(
  db: Db,
  playerId: number,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  return paymentsQuery(db)
    .where('p.player_id', '=', playerId)
    .where('p.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** The player's deposits in a currency still open at the provider (not credited, not yet refused). */
export async function findOpenDeposits(trx: Trx, playerId: number, currency: string) {
  return trx
    .selectFrom('payments')
    .select(['amount_cents', 'created_at'])
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .where('action', '=', 'deposit')
    .where('state', 'in', ['pending', 'processing'])
    .execute();
}

export async function findPaymentByActionToken(db: Db, token: string) {
  return paymentsQuery(db).where('p.action_token', '=', token).executeTakeFirst();
}

export async function updatePayment(
  trx: Trx,
  id: number,
  changes: Updateable<PaymentsTable>,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export interface HistoryFilter {
  currency?: string | undefined;
  action?: PaymentAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function historyQuery(db: Db, playerId: number, filter: HistoryFilter) {
  let query = paymentsQuery(db).where('p.player_id', '=', playerId);
  if (filter.currency) query = query.where('p.currency', '=', filter.currency);
  if (filter.action) query = query.where('p.action', '=', filter.action);
  if (filter.from) query = query.where('p.created_at', '>=', new Date(filter.from));
  // A date alone means the whole day.
  if (filter.to)
    query = query.where(
      'p.created_at',
      '<',
      /^\d{4}-\d{2}-\d{2}$/.test(filter.to)
        ? new Date(Date.parse(filter.to) + 86_400_000)
        : new Date(Date.parse(filter.to) + 1),
    );
  return query;
}

/** A page of the player's payments, newest first, and how many there are in all. */
export async function findPaymentsPage(
  db: Db,
  playerId: number,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const matching = historyQuery(db, playerId, filter);
  const [rows, count] = await Promise.all([
    matching.orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    matching
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
