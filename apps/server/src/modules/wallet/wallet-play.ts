import type { WalletAnswer, WalletPlayBody } from '@casino/api/play';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueEvent } from '../../events/outbox.ts';
import { recordPlayedGame } from '../favorites/favorites.service.ts';
import { touchSession } from './game-sessions.repository.ts';
import { playHashOf, settleNewAction } from './play-action.ts';
import { announceBigWin } from './round-settlement.ts';
import { openWalletCall, txOf } from './wallet-call.ts';
import { badRequest } from './wallet-error.ts';
import { findActionsAndTombstones, findRound, updateRound } from './wallet.repository.ts';

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
    const known = await findActionsAndTombstones(
      trx,
      body.actions.map((a) => a.action_id),
    );
    const recorded = new Map(known.recorded.map((row) => [row.action_id, row]));
    let round = await findRound(trx, call.playerId, call.roundId);
    const transactions = [];
    const moved = { bet: 0, win: 0 };
    let newActions = 0;
    for (const action of body.actions) {
      const earlier = recorded.get(action.action_id);
      if (earlier) {
        if (earlier.request_hash !== playHashOf(call, action))
          throw badRequest('action_id was used with another request');
        transactions.push(txOf(earlier));
        continue;
      }
      const { row, round: joined } = await settleNewAction(trx, call, action, round, {
        now,
        firstBet: moved.bet === 0,
        tombstoned: known.tombstoned.has(action.action_id),
      });
      recorded.set(row.action_id, row);
      transactions.push(txOf(row));
      moved[action.action] += action.amount;
      newActions += 1;
      round = {
        ...joined,
        bet_cents: joined.bet_cents + (action.action === 'bet' ? action.amount : 0),
        win_cents: joined.win_cents + (action.action === 'win' ? action.amount : 0),
        balance_after_cents: call.real,
      };
    }
    // A call without actions is a balance request (spec 04 section 3): it settles nothing.
    const finishes = body.finished && body.actions.length > 0 && round?.status === 'open';
    if (round && (newActions > 0 || finishes)) {
      // One write of the round per call, whatever the number of actions, and one event of what the call moved.
      await updateRound(trx, round.id, {
        bet_cents: round.bet_cents,
        win_cents: round.win_cents,
        balance_after_cents: round.balance_after_cents,
        ...(finishes ? { status: 'finished', finished_at: now } : {}),
      });
      if (finishes) await announceBigWin(trx, call, round);
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
    }
    if (moved.bet > 0) {
      await touchSession(trx, call.session.id, now);
      await recordPlayedGame(trx, call.playerId, call.session.game_id, now);
    }
    return { balance: call.real, game_id: body.game_id, transactions };
  });
}
