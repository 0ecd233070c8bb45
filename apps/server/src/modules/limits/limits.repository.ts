import { sql, type Transaction } from 'kysely';
import type { LimitTerms } from '@casino/domain/limit-rules';
import type { LimitPeriod, LimitType } from '@casino/domain/limits';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { LimitChangeOutcome, UserLimitChangesTable } from '../../db/tables/limits.ts';

type Trx = Transaction<Database>;

/**
 * Serialises every limit write and every deposit of one player for the rest of the transaction: a deposit reads the
 * limits and the amounts counted against them as they are after any change in flight, and two requests cannot both
 * open a pending change. An advisory lock also covers a player who has no limit row yet.
 */
export async function lockPlayerLimits(trx: Trx, playerId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended('user_limits', ${playerId}))`.execute(
    trx,
  );
}

export interface LimitRow {
  id: number;
  player_id: number;
  type: LimitType;
  period: LimitPeriod;
  minutes: number | null;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
  accounts: { currency: string; amount_cents: number }[];
  change: ChangeRow | null;
}

export type ChangeRow = Pick<
  UserLimitChangesTable,
  'kind' | 'minutes' | 'requested_at' | 'effective_at' | 'confirm_until'
> & { id: number; limit_id: number; accounts: { currency: string; amount_cents: number }[] };

const changeColumns = [
  'id',
  'limit_id',
  'kind',
  'accounts',
  'minutes',
  'requested_at',
  'effective_at',
  'confirm_until',
] as const;

/** The player's limits not removed (a break that has run out included: callers ask the clock), oldest first. */
export async function findLimits(db: Db, playerId: number): Promise<LimitRow[]> {
  const limits = await db
    .selectFrom('user_limits')
    .select(['id', 'player_id', 'type', 'period', 'minutes', 'starts_at', 'ends_at', 'created_at'])
    .where('player_id', '=', playerId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  if (limits.length === 0) return [];
  const ids = limits.map((limit) => limit.id);
  const accounts = await db
    .selectFrom('user_limit_accounts')
    .select(['limit_id', 'currency', 'amount_cents'])
    .where('limit_id', 'in', ids)
    .orderBy('currency')
    .execute();
  const changes = await db
    .selectFrom('user_limit_changes')
    .select(changeColumns)
    .where('limit_id', 'in', ids)
    .where('closed_at', 'is', null)
    .execute();
  return limits.map((limit) => ({
    ...limit,
    accounts: accounts
      .filter((account) => account.limit_id === limit.id)
      .map(({ currency, amount_cents }) => ({ currency, amount_cents: Number(amount_cents) })),
    change: changes.find((change) => change.limit_id === limit.id) ?? null,
  }));
}

export async function insertLimit(
  trx: Trx,
  row: {
    player_id: number;
    type: LimitType;
    period: LimitPeriod;
    terms: LimitTerms;
    starts_at: Date;
    ends_at: Date | null;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('user_limits')
    .values({
      player_id: row.player_id,
      type: row.type,
      period: row.period,
      minutes: row.terms.minutes,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      created_at: row.starts_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceTerms(trx, id, row.terms);
  return id;
}

/** Sets what a limit holds back: its amounts per currency and its minutes. */
export async function replaceTerms(trx: Trx, limitId: number, terms: LimitTerms): Promise<void> {
  await trx.deleteFrom('user_limit_accounts').where('limit_id', '=', limitId).execute();
  if (terms.accounts.length > 0)
    await trx
      .insertInto('user_limit_accounts')
      .values(terms.accounts.map((account) => ({ limit_id: limitId, ...account })))
      .execute();
  await trx
    .updateTable('user_limits')
    .set({ minutes: terms.minutes })
    .where('id', '=', limitId)
    .execute();
}

export async function markRemoved(trx: Trx, limitId: number, at: Date): Promise<void> {
  await trx
    .updateTable('user_limits')
    .set({ removed_at: at })
    .where('id', '=', limitId)
    .where('removed_at', 'is', null)
    .execute();
}

export async function insertChange(
  trx: Trx,
  row: Omit<ChangeRow, 'id'> & { player_id: number; token_hash: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('user_limit_changes')
    .values({ ...row, accounts: JSON.stringify(row.accounts) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function closeChange(
  trx: Trx,
  changeId: number,
  outcome: LimitChangeOutcome,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('user_limit_changes')
    .set({ closed_at: at, outcome })
    .where('id', '=', changeId)
    .where('closed_at', 'is', null)
    .execute();
}

/** The open change a confirmation token belongs to, with its player; undefined for an unknown or used token. */
export async function findOpenChangeByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('user_limit_changes')
    .select([...changeColumns, 'player_id'])
    .where('token_hash', '=', tokenHash)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
}

/** Where the confirmation e-mail goes and in which language. */
export async function findRecipient(db: Db, playerId: number) {
  return db
    .selectFrom('players')
    .select(['email', 'nickname', 'language'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

/** Limits in force at `now`: not removed, and breaks not yet run out. */
export async function findLimitsInForce(db: Db, playerId: number, now: Date): Promise<LimitRow[]> {
  const limits = await findLimits(db, playerId);
  return limits.filter((limit) => limit.ends_at === null || limit.ends_at > now);
}
