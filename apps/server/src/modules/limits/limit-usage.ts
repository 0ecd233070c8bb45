import { isMoneyLimitType, periodWindow } from '@casino/domain/limit-rules';
import type { Db } from '../../db/database.ts';
import { playerMovements } from '../ledger/ledger.service.ts';
import type { LimitRow } from './limits.repository.ts';

/** One currency of a limit with what has been counted against it in the current period. */
export interface CountedAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
  period_start: Date;
  /** When the period ends and the count starts again. */
  active_until: Date;
}

/**
 * What counts against a money limit in its period, from the ledger: deposits credited; the stakes of bets (a rolled
 * back bet gives its stake back); the loss as stakes minus wins, never below 0 (a winning period has lost nothing).
 * Bets and wins come from the settled-bet transfers (kinds `bet`, `win`, `rollback`) that the games post.
 */
async function countedSince(
  db: Db,
  limit: LimitRow,
  currency: string,
  since: Date,
): Promise<number> {
  if (limit.type === 'deposit')
    return (await playerMovements(db, limit.player_id, currency, since, ['deposit'])).deposit;
  const moved = await playerMovements(db, limit.player_id, currency, since, [
    'bet',
    'win',
    'rollback',
  ]);
  if (limit.type === 'wager') return Math.max(0, -(moved.bet + moved.rollback));
  return Math.max(0, -(moved.bet + moved.win + moved.rollback));
}

/** A money limit's accounts with their current values at `now`; other types hold no amounts. */
export async function countLimit(db: Db, limit: LimitRow, now: Date): Promise<CountedAccount[]> {
  if (!isMoneyLimitType(limit.type)) return [];
  const window = periodWindow(limit.period, limit.starts_at, now);
  return Promise.all(
    limit.accounts.map(async (account) => ({
      ...account,
      current_value_amount_cents: await countedSince(db, limit, account.currency, window.start),
      period_start: window.start,
      active_until: window.end,
    })),
  );
}
