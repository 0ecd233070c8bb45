import type { Transaction } from 'kysely';
import { WALLET_ERRORS, type WalletPlayAction } from '@casino/api/play';
import { SUM_THRESHOLDS } from '@casino/domain/constants';
import { cents } from '@casino/domain/currency';
import type { Database } from '../../db/schema.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { assertBetAllowed } from '../limits/limits.service.ts';
import { assertGeoAllowed } from './geo-check.ts';
import { actionHash, assertSessionTakesBets, type WalletCall } from './wallet-call.ts';
import { WalletError, badRequest } from './wallet-error.ts';
import {
  insertAction,
  insertRound,
  type RoundRow,
  type WalletActionRow,
} from './wallet.repository.ts';

type Trx = Transaction<Database>;

export const playHashOf = (call: WalletCall, action: WalletPlayAction) =>
  actionHash([action.action, call.playerId, call.currency, call.roundId, action.amount, null]);

/** A new bet's own checks (retries of a recorded bet skip them: they answer as the first time did). */
async function checkBet(trx: Trx, call: WalletCall, action: WalletPlayAction, now: Date) {
  if (action.amount <= 0) throw badRequest('A bet must be a positive whole number of minor units');
  assertSessionTakesBets(call.session, now);
  const max = SUM_THRESHOLDS[call.currency]?.bet;
  if (max !== undefined && action.amount > max)
    throw new WalletError(WALLET_ERRORS.BET_EXCEEDS_MAX, `Bet exceeds the maximum of ${max}`);
  await assertBetAllowed(
    trx,
    { playerId: call.playerId, currency: call.currency, amount_cents: action.amount },
    now,
  );
}

/** Moves one new bet or win: one ledger transfer (real money; the bonus part waits for the rewards issue). */
async function moveMoney(trx: Trx, call: WalletCall, action: WalletPlayAction, round: RoundRow) {
  if (action.amount === 0) return null;
  const sign = action.action === 'bet' ? -1 : 1;
  const result = await postTransfer(trx, {
    kind: action.action,
    idempotencyKey: `wallet:${action.action_id}`,
    playerId: call.playerId,
    currency: call.currency,
    reference: `round:${round.id}`,
    legs: [
      { account: 'real', amount: cents(sign * action.amount) },
      { account: 'house', amount: cents(-sign * action.amount) },
    ],
  });
  call.real = result.balances.real;
  return result.transferId;
}

/**
 * One action not seen before: refused by its tombstone, checked (a bet: stake, session, threshold, limits, country;
 * a win: its round), moved through the ledger and recorded. Returns its row and the round it opened or joined.
 */
export async function settleNewAction(
  trx: Trx,
  call: WalletCall,
  action: WalletPlayAction,
  round: RoundRow | undefined,
  options: { now: Date; firstBet: boolean; tombstoned: boolean },
): Promise<{ row: WalletActionRow; round: RoundRow }> {
  // A rollback answered before this action arrived is its tombstone: the action never takes effect.
  if (options.tombstoned) throw badRequest('Action was rolled back before it arrived');
  if (action.action === 'bet') {
    await checkBet(trx, call, action, options.now);
    if (options.firstBet) await assertGeoAllowed(trx, call);
    if (round && round.status !== 'open') throw badRequest('Round is already settled');
  } else if (!round) {
    throw new WalletError(WALLET_ERRORS.NOT_FOUND, 'Round not found: a win needs its bet');
  }
  const opened =
    round ??
    (await insertRound(trx, {
      round_id: call.roundId,
      session_id: call.session.id,
      player_id: call.playerId,
      game_id: call.session.game_id,
      currency: call.currency,
      balance_before_cents: call.real,
      balance_after_cents: call.real,
      started_at: options.now,
    }));
  const transferId = await moveMoney(trx, call, action, opened);
  const row = await insertAction(trx, {
    action_id: action.action_id,
    action: action.action,
    player_id: call.playerId,
    session_id: call.session.id,
    round_id: call.roundId,
    currency: call.currency,
    amount_cents: action.amount,
    original_action_id: null,
    request_hash: playHashOf(call, action),
    transfer_id: transferId,
    processed_at: options.now,
  });
  return { row, round: opened };
}
