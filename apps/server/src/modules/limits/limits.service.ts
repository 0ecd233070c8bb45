import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ConfirmLimitBody, UserLimit, UserLimitBody } from '@casino/api/limits';
import {
  LIMIT_ERRORS,
  activeExclusion,
  addPeriod,
  changeWindow,
  confirmationError,
  spendVerdict,
  exclusionError,
  isChangeOpen,
  isExclusionType,
  planLimitChange,
  removalError,
  sameTerms,
  type LimitTerms,
} from '@casino/domain/limit-rules';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { DomainError, notFound, validationError } from '../../http/errors.ts';
import { listWallets } from '../ledger/ledger.service.ts';
import { serializeLimit } from './limit-serializer.ts';
import { countLimit } from './limit-usage.ts';
import { queueLimitConfirmationEmail } from './limits-emails.ts';
import {
  closeChange,
  findLimits,
  findOpenChangeByToken,
  insertChange,
  insertLimit,
  lockPlayerLimits,
  markRemoved,
  replaceTerms,
  type LimitRow,
} from './limits.repository.ts';

type Trx = Transaction<Database>;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Limits in force at `now`: not removed, and breaks not yet run out. */
async function limitsInForce(db: Db, playerId: number, now: Date): Promise<LimitRow[]> {
  const limits = await findLimits(db, playerId);
  return limits.filter((limit) => limit.ends_at === null || limit.ends_at > now);
}

/** GET /api/user_limits: the player's limits in force with what has been counted against them. */
export async function listLimits(db: Db, playerId: number, now = new Date()): Promise<UserLimit[]> {
  const limits = await limitsInForce(db, playerId, now);
  return Promise.all(
    limits.map(async (limit) => serializeLimit(limit, await countLimit(db, limit, now), now)),
  );
}

/** Closes a request whose confirmation window has passed, so that a new one may be made. */
async function dropLapsedChange(trx: Trx, limit: LimitRow, now: Date): Promise<LimitRow> {
  if (!limit.change || isChangeOpen(limit.change, now)) return limit;
  await closeChange(trx, limit.change.id, 'lapsed', now);
  return { ...limit, change: null };
}

/** Records an increase or removal waiting for its 24 hours and e-mails the player the link that confirms it. */
async function requestChange(
  deps: AppDeps,
  trx: Trx,
  limit: LimitRow,
  kind: 'increase' | 'removal',
  terms: LimitTerms,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const window = changeWindow(now);
  await insertChange(trx, {
    limit_id: limit.id,
    player_id: limit.player_id,
    kind,
    accounts: [...terms.accounts],
    minutes: terms.minutes,
    token_hash: hashToken(token),
    requested_at: now,
    ...window,
  });
  await queueLimitConfirmationEmail(trx, deps.config, limit.player_id, token, window.effective_at);
}

/** A break: a new one starts now; one running is replaced by a longer one and never shortened. */
async function setExclusion(
  trx: Trx,
  playerId: number,
  body: UserLimitBody,
  limits: LimitRow[],
  now: Date,
): Promise<void> {
  const endsAt = addPeriod(now, body.period);
  const sameType = limits.filter((limit) => limit.type === body.type);
  const running = activeExclusion(sameType, now);
  const error = exclusionError(running?.ends_at ?? null, endsAt);
  if (error) throw validationError({ period: [error] });
  for (const limit of sameType) await markRemoved(trx, limit.id, now);
  const terms = { accounts: [], minutes: null };
  await insertLimit(trx, {
    player_id: playerId,
    type: body.type,
    period: body.period,
    terms,
    starts_at: now,
    ends_at: endsAt,
  });
}

/**
 * POST /api/user_limits (RTS 12): a new limit or a tightening holds at once; a loosening (a higher amount, a
 * currency left out) waits 24 hours and the player's confirmation by the e-mailed link, one request at a time. A
 * request that loosens nothing also withdraws a waiting one (how the player cancels it).
 */
export async function setLimit(
  deps: AppDeps,
  playerId: number,
  body: UserLimitBody,
  now = new Date(),
): Promise<void> {
  await inTransaction(deps, async (trx) => {
    await lockPlayerLimits(trx, playerId);
    // A break that has run out is still a row: the new one replaces it too.
    if (isExclusionType(body.type))
      return setExclusion(trx, playerId, body, await findLimits(trx, playerId), now);
    const limits = await limitsInForce(trx, playerId, now);

    const requested: LimitTerms = { accounts: body.accounts ?? [], minutes: body.minutes ?? null };
    const wallets = await listWallets(trx, playerId);
    const unknown = requested.accounts.find(
      (account) => !wallets.some((wallet) => wallet.currency === account.currency),
    );
    if (unknown) throw validationError({ currency: [LIMIT_ERRORS.CURRENCY_INVALID] });

    const found = limits.find((limit) => limit.type === body.type && limit.period === body.period);
    if (!found) {
      await insertLimit(trx, {
        player_id: playerId,
        ...body,
        terms: requested,
        starts_at: now,
        ends_at: null,
      });
      return;
    }
    const limit = await dropLapsedChange(trx, found, now);
    const plan = planLimitChange(limit, requested);
    if (plan.later && limit.change)
      throw validationError({ amount_cents: [LIMIT_ERRORS.CHANGE_PENDING] });
    if (!sameTerms(plan.now, limit)) await replaceTerms(trx, limit.id, plan.now);
    if (plan.later) await requestChange(deps, trx, limit, 'increase', plan.later, now);
    else if (limit.change) await closeChange(trx, limit.change.id, 'superseded', now);
  });
}

/** DELETE /api/user_limits/{id}: asks for the limit's removal, which waits 24 hours and a confirmation (RTS 12). */
export async function removeLimit(
  deps: AppDeps,
  playerId: number,
  limitId: number,
  now = new Date(),
): Promise<void> {
  await inTransaction(deps, async (trx) => {
    await lockPlayerLimits(trx, playerId);
    const found = (await limitsInForce(trx, playerId, now)).find((limit) => limit.id === limitId);
    if (!found) throw notFound('limit not found');
    const limit = await dropLapsedChange(trx, found, now);
    const error = removalError(limit.type, limit.change !== null);
    if (error) throw validationError({ base: [error] });
    await requestChange(deps, trx, limit, 'removal', { accounts: [], minutes: null }, now);
  });
}

/**
 * POST /api/user_limits/confirm: the e-mailed token confirms its change once, from 24 hours after the request until
 * the window closes; the increase or removal then holds. The token alone identifies the player (the link may be
 * opened signed out).
 */
export async function confirmLimitChange(
  deps: AppDeps,
  body: ConfirmLimitBody,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashToken(body.token);
  const invalid = () => validationError({ token: [LIMIT_ERRORS.TOKEN_INVALID] });
  const first = await findOpenChangeByToken(deps.db, tokenHash);
  if (!first) throw invalid();
  await inTransaction(deps, async (trx) => {
    await lockPlayerLimits(trx, first.player_id);
    // Read again under the lock: a parallel confirmation of the same token has closed it by now.
    const change = await findOpenChangeByToken(trx, tokenHash);
    if (!change) throw invalid();
    const error = confirmationError(change, now);
    if (error) throw validationError({ token: [error] });
    const limit = (await limitsInForce(trx, change.player_id, now)).find(
      (candidate) => candidate.id === change.limit_id,
    );
    if (!limit) throw invalid();
    if (change.kind === 'removal') await markRemoved(trx, limit.id, now);
    else await replaceTerms(trx, limit.id, { accounts: change.accounts, minutes: change.minutes });
    await closeChange(trx, change.id, 'applied', now);
  });
}

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
  const exclusion = activeExclusion(await findLimits(trx, playerId), now);
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
  const limits = (await limitsInForce(trx, deposit.playerId, now)).filter(
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
  await assertNotExcluded(trx, bet.playerId, now);
  const limits = (await limitsInForce(trx, bet.playerId, now)).filter(
    (limit) => limit.type === 'wager' || limit.type === 'loss',
  );
  const counted = [];
  for (const limit of limits) {
    const account = (await countLimit(trx, limit, now)).find(
      (candidate) => candidate.currency === bet.currency,
    );
    if (account) counted.push(account);
  }
  const verdict = spendVerdict(counted, bet.amount_cents);
  if (!verdict.allowed)
    throw new DomainError('LimitReached', 'play limit reached', {
      fields: { amount_cents: [LIMIT_ERRORS.PLAY_LIMIT_REACHED] },
      details: { remaining_amount_cents: verdict.remaining, currency: bet.currency },
    });
}
