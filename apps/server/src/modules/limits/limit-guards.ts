import type { Transaction } from 'kysely';
import {
  LIMIT_ERRORS,
  activeExclusion,
  remainingUnder,
  spendVerdict,
} from '@casino/domain/limit-rules';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../http/errors.ts';
import { countLimit } from './limit-usage.ts';
import { assertAndRecordPlayTime, assertSessionTimeLeft } from './play-time.ts';
import {
  findLimits,
  findLimitsInForce,
  lockPlayerLimits,
  type LimitRow,
} from './limits.repository.ts';

type Trx = Transaction<Database>;

/**
 * The guard of deposits, real play and bonuses (spec 04 section 6): a running cooling-off or self-exclusion refuses
 * them for its whole period (sign-in and cashouts stay open). Give it the caller's transaction so that the check and
 * the money movement commit together.
 */
export async function assertNotExcluded(
  trx: Db,
  playerId: number,
  now = new Date(),
): Promise<void> {
  throwIfExcluded(await findLimits(trx, playerId), now);
}

/** assertNotExcluded over limits already read. */
function throwIfExcluded(limits: readonly LimitRow[], now: Date): void {
  const exclusion = activeExclusion([...limits], now);
  if (exclusion?.ends_at)
    throw new DomainError(
      'LimitReached',
      `${exclusion.type} until ${exclusion.ends_at.toISOString()}`,
      {
        fields: { base: [LIMIT_ERRORS.EXCLUDED] },
        details: { limit_type: exclusion.type, active_until: exclusion.ends_at.toISOString() },
      },
    );
}

/** A deposit not yet credited (pending at the provider) that still counts against the deposit limits. */
export interface OpenDeposit {
  amount_cents: number;
  created_at: Date;
}

/**
 * Inside the deposit's transaction: refuses a deposit during a break, or past any deposit limit in its currency
 * (422 LimitReached with what may still be deposited: where limits overlap the lowest wins). Counts the deposits
 * credited in each limit's period and the open ones the caller reads (after the lock); the player's limit lock is held until commit,
 * so parallel deposits are counted one after the other.
 */
export async function assertDepositAllowed(
  trx: Trx,
  deposit: { playerId: number; currency: string; amount_cents: number },
  openDeposits: () => Promise<readonly OpenDeposit[]>,
  now = new Date(),
): Promise<void> {
  await lockPlayerLimits(trx, deposit.playerId);
  // Read under the lock: a parallel deposit's open payment is committed by now.
  const open = await openDeposits();
  await assertNotExcluded(trx, deposit.playerId, now);
  const limits = (await findLimitsInForce(trx, deposit.playerId, now)).filter(
    (limit) => limit.type === 'deposit',
  );
  const counted = [];
  for (const limit of limits) {
    const accounts = await countLimit(trx, limit, now);
    const account = accounts.find((candidate) => candidate.currency === deposit.currency);
    if (!account) continue;
    const openInPeriod = open
      .filter((entry) => entry.created_at >= account.period_start)
      .reduce((sum, entry) => sum + entry.amount_cents, 0);
    counted.push({
      amount_cents: account.amount_cents,
      current_value_amount_cents: account.current_value_amount_cents + openInPeriod,
    });
  }
  const verdict = spendVerdict(counted, deposit.amount_cents);
  if (!verdict.allowed)
    throw new DomainError('LimitReached', 'deposit limit reached', {
      fields: { amount_cents: [LIMIT_ERRORS.DEPOSIT_LIMIT_REACHED] },
      details: { remaining_amount_cents: verdict.remaining, currency: deposit.currency },
    });
}

/**
 * For the games, inside the bet's transaction: refuses real play during a break, and a stake past any wager or loss
 * limit in its currency (a stake may be lost whole, so it must fit under the loss limit too; the lowest wins). 422
 * LimitReached with what may still be staked.
 */
export async function assertBetAllowed(
  trx: Trx,
  bet: { playerId: number; currency: string; amount_cents: number },
  now = new Date(),
): Promise<void> {
  await lockPlayerLimits(trx, bet.playerId);
  // One read of the limits under the lock serves every check of the bet.
  const all = await findLimits(trx, bet.playerId);
  throwIfExcluded(all, now);
  await assertAndRecordPlayTime(trx, bet.playerId, now, all);
  const counted = await countedPlayLimits(trx, all, bet.currency, now);
  const verdict = spendVerdict(counted, bet.amount_cents);
  if (!verdict.allowed)
    throw new DomainError('LimitReached', 'play limit reached', {
      fields: { amount_cents: [LIMIT_ERRORS.PLAY_LIMIT_REACHED] },
      details: { remaining_amount_cents: verdict.remaining, currency: bet.currency },
    });
}

/** The wager and loss limits in force among `all` with what has been counted against them in `currency`. */
async function countedPlayLimits(db: Db, all: readonly LimitRow[], currency: string, now: Date) {
  const limits = all.filter(
    (limit) =>
      (limit.ends_at === null || limit.ends_at > now) &&
      (limit.type === 'wager' || limit.type === 'loss'),
  );
  const counted = [];
  for (const limit of limits) {
    const account = (await countLimit(db, limit, now)).find(
      (candidate) => candidate.currency === currency,
    );
    if (account) counted.push(account);
  }
  return counted;
}

/**
 * Before a real game session opens in `currency`: a wager or loss limit with nothing left refuses it, as a break does
 * (spec 01 section 2: the game route goes to the limits page rather than to a game that would refuse every bet).
 */
export async function assertPlayLimitLeft(
  db: Db,
  playerId: number,
  currency: string,
  now = new Date(),
): Promise<void> {
  const limits = await findLimitsInForce(db, playerId, now);
  if (remainingUnder(await countedPlayLimits(db, limits, currency, now)) === 0)
    throw new DomainError('LimitReached', 'play limit reached', {
      fields: { amount_cents: [LIMIT_ERRORS.PLAY_LIMIT_REACHED] },
      details: { remaining_amount_cents: 0, currency },
    });
}

/**
 * Before a real game session opens: a break refuses it, and so does a session limit whose minutes are used up (the
 * player is sent to the limits page instead of a game that would refuse every bet).
 */
export async function assertMayStartPlay(
  db: Db,
  playerId: number,
  now = new Date(),
): Promise<void> {
  await assertNotExcluded(db, playerId, now);
  await assertSessionTimeLeft(db, playerId, now);
}
