import type { Transaction } from 'kysely';
import type { WalletAnswer, WalletRollbackAction, WalletRollbackBody } from '@casino/api/play';
import { cents } from '@casino/domain/currency';
import type { AppDeps } from '../../deps.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueEvent } from '../../events/outbox.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import { actionHash, openWalletCall, txOf, type WalletCall } from './wallet-call.ts';
import { badRequest } from './wallet-error.ts';
import {
  findActions,
  findRound,
  insertAction,
  markRolledBack,
  updateRound,
  type WalletActionRow,
} from './wallet.repository.ts';

type Trx = Transaction<Database>;

const hashOf = (call: WalletCall, action: WalletRollbackAction) =>
  actionHash([
    'rollback',
    call.playerId,
    call.currency,
    call.roundId,
    null,
    action.original_action_id,
  ]);

/** Gives a bet's stake back and takes it off its round; a round left with nothing staked or won is rolled back. */
async function refund(trx: Trx, call: WalletCall, bet: WalletActionRow, rollbackActionId: string) {
  const round = await findRound(trx, call.playerId, bet.round_id);
  const result = await postTransfer(trx, {
    kind: 'rollback',
    idempotencyKey: `wallet:${rollbackActionId}`,
    playerId: call.playerId,
    currency: call.currency,
    ...(round ? { reference: `round:${round.id}` } : {}),
    legs: [
      { account: 'real', amount: cents(bet.amount_cents) },
      { account: 'house', amount: cents(-bet.amount_cents) },
    ],
  });
  call.real = result.balances.real;
  if (round) {
    const betCents = round.bet_cents - bet.amount_cents;
    const emptied = betCents === 0 && round.win_cents === 0;
    await updateRound(trx, round.id, {
      bet_cents: betCents,
      balance_after_cents: call.real,
      ...(emptied ? { status: 'rolled_back', finished_at: new Date() } : {}),
    });
  }
  return result.transferId;
}

/**
 * POST /api/wallet/rollback: each rollback gives its bet's stake back once (a second rollback of the same bet moves
 * nothing). A rollback whose bet has not arrived is recorded as a tombstone, so that bet is refused when it comes.
 * Only bets roll back; a win is final (docs/wallet-protocol.md). Never refused for a closed session.
 */
export async function settleRollback(
  deps: AppDeps,
  body: WalletRollbackBody,
): Promise<WalletAnswer> {
  return inTransaction(deps, async (trx) => {
    const call = await openWalletCall(trx, body);
    const transactions = [];
    for (const action of body.actions) {
      const ids = [action.action_id, action.original_action_id];
      const found = new Map((await findActions(trx, ids)).map((row) => [row.action_id, row]));
      const earlier = found.get(action.action_id);
      if (earlier) {
        if (earlier.request_hash !== hashOf(call, action))
          throw badRequest('action_id was used with another request');
        transactions.push(txOf(earlier));
        continue;
      }
      const original = found.get(action.original_action_id);
      if (original && (original.player_id !== call.playerId || original.currency !== call.currency))
        throw badRequest('original_action_id belongs to another player or currency');
      if (original && original.action !== 'bet') throw badRequest('Only bets can be rolled back');
      const refunds = original !== undefined && original.rolled_back_by === null;
      const transferId = refunds ? await refund(trx, call, original, action.action_id) : null;
      const row = await insertAction(trx, {
        action_id: action.action_id,
        action: 'rollback',
        player_id: call.playerId,
        session_id: call.session.id,
        round_id: original?.round_id ?? call.roundId,
        currency: call.currency,
        amount_cents: refunds ? original.amount_cents : 0,
        original_action_id: action.original_action_id,
        request_hash: hashOf(call, action),
        transfer_id: transferId,
      });
      transactions.push(txOf(row));
      if (!refunds) continue;
      await markRolledBack(trx, original.id, row.id);
      await queueEvent(trx, {
        topic: 'bet.rolled_back',
        playerId: call.playerId,
        payload: {
          player_id: call.playerId,
          currency: call.currency,
          game: call.session.game_identifier,
          round_id: original.round_id,
          bet: original.amount_cents,
        },
      });
    }
    return { balance: call.real, game_id: body.game_id, transactions };
  });
}
