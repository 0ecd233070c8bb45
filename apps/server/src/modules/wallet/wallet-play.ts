import type { Transaction } from 'kysely';
import {
  WALLET_ERRORS,
  type WalletAnswer,
  type WalletPlayAction,
  type WalletPlayBody,
} from '@casino/api/play';
import { SUM_THRESHOLDS } from '@casino/domain/constants';
import { cents } from '@casino/domain/currency';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueEvent } from '../../events/outbox.ts';
import { recordPlayedGame } from '../favorites/favorites.service.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { assertBetAllowed } from '../limits/limits.service.ts';
import { touchSession } from './game-sessions.repository.ts';
import { assertGeoAllowed } from './geo-check.ts';
import { announceBigWin } from './round-settlement.ts';
import {
  actionHash,
  assertSessionTakesBets,
  openWalletCall,
  txOf,
  type WalletCall,
} from './wallet-call.ts';
import { WalletError, badRequest } from './wallet-error.ts';
import {
  findActions,
  findRollbacksOf,
  findRound,
  insertAction,
  insertRound,
  updateRound,
  type RoundRow,
} from './wallet.repository.ts';

type Trx = Transaction<Database>;

const hashOf = (call: WalletCall, action: WalletPlayAction) =>
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
 * POST /api/wallet/play in one transaction: each new action checked, moved through the ledger, recorded with the
 * round, and a `bet.settled` event for what this call moved; actions recorded before answer their first tx_id. A
 * refused action refuses the whole call and nothing of it is kept.
 */
export async function settlePlay(
  deps: AppDeps,
  body: WalletPlayBody,
  now = new Date(),
): Promise<WalletAnswer> {
  return inTransaction(deps, async (trx) => {
    const call = await openWalletCall(trx, body);
    const recorded = new Map(
      (
        await findActions(
          trx,
          body.actions.map((a) => a.action_id),
        )
      ).map((row) => [row.action_id, row]),
    );
    let round = await findRound(trx, call.playerId, call.roundId);
    const transactions = [];
    const moved = { bet: 0, win: 0 };
    let newActions = 0;
    for (const action of body.actions) {
      const earlier = recorded.get(action.action_id);
      if (earlier) {
        if (earlier.request_hash !== hashOf(call, action))
          throw badRequest('action_id was used with another request');
        transactions.push(txOf(earlier));
        continue;
      }
      // A rollback answered before this action arrived is its tombstone: the action never takes effect.
      if ((await findRollbacksOf(trx, action.action_id)).length > 0)
        throw badRequest('Action was rolled back before it arrived');
      if (action.action === 'bet') {
        await checkBet(trx, call, action, now);
        if (moved.bet === 0) await assertGeoAllowed(trx, call);
        if (round && round.status !== 'open') throw badRequest('Round is already settled');
      } else if (!round) {
        throw new WalletError(WALLET_ERRORS.NOT_FOUND, 'Round not found: a win needs its bet');
      }
      round ??= await insertRound(trx, {
        round_id: call.roundId,
        session_id: call.session.id,
        player_id: call.playerId,
        game_id: call.session.game_id,
        currency: call.currency,
        balance_before_cents: call.real,
        balance_after_cents: call.real,
        started_at: now,
      });
      const transferId = await moveMoney(trx, call, action, round);
      const row = await insertAction(trx, {
        action_id: action.action_id,
        action: action.action,
        player_id: call.playerId,
        session_id: call.session.id,
        round_id: call.roundId,
        currency: call.currency,
        amount_cents: action.amount,
        original_action_id: null,
        request_hash: hashOf(call, action),
        transfer_id: transferId,
        processed_at: now,
      });
      recorded.set(row.action_id, row);
      transactions.push(txOf(row));
      moved[action.action] += action.amount;
      newActions += 1;
      round = {
        ...round,
        bet_cents: round.bet_cents + (action.action === 'bet' ? action.amount : 0),
        win_cents: round.win_cents + (action.action === 'win' ? action.amount : 0),
        balance_after_cents: call.real,
      };
    }
    // A call without actions is a balance request (spec 04 section 3): it settles nothing.
    const finishes = body.finished && body.actions.length > 0 && round?.status === 'open';
    if (round && (newActions > 0 || finishes)) {
      // One write of the round per call, whatever the number of actions.
      await updateRound(trx, round.id, {
        bet_cents: round.bet_cents,
        win_cents: round.win_cents,
        balance_after_cents: round.balance_after_cents,
        ...(finishes ? { status: 'finished', finished_at: now } : {}),
      });
      if (finishes) await announceBigWin(trx, call, round);
    }
    if (round && (newActions > 0 || finishes))
      await queueEvent(trx, {
        topic: 'bet.settled',
        playerId: call.playerId,
        payload: {
          player_id: call.playerId,
          currency: call.currency,
          game: call.session.game_identifier,
          round_id: call.roundId,
          bet: moved.bet,
          win: moved.win,
          finished: Boolean(finishes),
        },
      });
    if (moved.bet > 0) {
      await touchSession(trx, call.session.id, now);
      await recordPlayedGame(trx, call.playerId, call.session.game_id, now);
    }
    return { balance: call.real, game_id: body.game_id, transactions };
  });
}
