import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ConfirmLimitBody, UserLimit, UserLimitBody } from '@casino/api/limits';
import {
  LIMIT_ERRORS,
  activeExclusion,
  addPeriod,
  changeWindow,
  confirmationError,
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
import { queueEvent } from '../../events/outbox.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { listWallets } from '../ledger/ledger.service.ts';
import { serializeLimit } from './limit-serializer.ts';
import { countLimit } from './limit-usage.ts';
import { queueLimitConfirmationEmail } from './limits-emails.ts';
import {
  closeChange,
  findLimits,
  findLimitsInForce,
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

/** GET /api/user_limits: the player's limits in force with what has been counted against them. */
export async function listLimits(db: Db, playerId: number, now = new Date()): Promise<UserLimit[]> {
  const limits = await findLimitsInForce(db, playerId, now);
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
  await insertLimit(trx, {
    player_id: playerId,
    type: body.type,
    period: body.period,
    terms: { accounts: [], minutes: null },
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
    await applyLimit(deps, trx, playerId, body, now);
    await queueLimitsChanged(trx, playerId);
  });
}

/** The rules of setLimit, under the player's limits lock. */
async function applyLimit(
  deps: AppDeps,
  trx: Transaction<Database>,
  playerId: number,
  body: UserLimitBody,
  now: Date,
): Promise<void> {
  // A break that has run out is still a row: the new one replaces it too.
  if (isExclusionType(body.type))
    return setExclusion(trx, playerId, body, await findLimits(trx, playerId), now);
  const limits = await findLimitsInForce(trx, playerId, now);

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
      type: body.type,
      period: body.period,
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
}

/** Tells the realtime hub to push the player's limits list on `game_limits` once the change commits. */
async function queueLimitsChanged(trx: Transaction<Database>, playerId: number): Promise<void> {
  await queueEvent(trx, { topic: 'limits.changed', playerId, payload: {} });
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
    const found = (await findLimitsInForce(trx, playerId, now)).find(
      (limit) => limit.id === limitId,
    );
    if (!found) throw notFound('limit not found');
    const limit = await dropLapsedChange(trx, found, now);
    const error = removalError(limit.type, limit.change !== null);
    if (error) throw validationError({ base: [error] });
    await requestChange(deps, trx, limit, 'removal', { accounts: [], minutes: null }, now);
    await queueLimitsChanged(trx, playerId);
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
    const limit = (await findLimitsInForce(trx, change.player_id, now)).find(
      (candidate) => candidate.id === change.limit_id,
    );
    if (!limit) throw invalid();
    if (change.kind === 'removal') await markRemoved(trx, limit.id, now);
    else await replaceTerms(trx, limit.id, { accounts: change.accounts, minutes: change.minutes });
    await closeChange(trx, change.id, 'applied', now);
    await queueLimitsChanged(trx, change.player_id);
  });
}

// The guards other modules call inside their own money transactions, and the per-player lock they take: a game takes it
// before its wallet so that its lock order is the deposits' (limits, then ledger accounts) and neither waits on the other.
export { lockPlayerLimits } from './limits.repository.ts';
export {
  assertBetAllowed,
  assertDepositAllowed,
  assertMayStartPlay,
  assertNotExcluded,
  assertPlayLimitLeft,
  type OpenDeposit,
} from './limit-guards.ts';
