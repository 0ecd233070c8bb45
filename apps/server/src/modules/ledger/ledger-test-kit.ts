import { randomUUID } from 'node:crypto';
import { cents } from '@casino/domain/currency';
import type { Db } from '../../db/database.ts';
import { openWalletLedger, postTransfer } from './ledger.service.ts';

export interface WalletFunds {
  real?: number;
  bonus?: number;
  active?: boolean;
}

/**
 * Tests only: opens a player's wallet (if it is not open) and funds it through the ledger, the only way money moves:
 * real money as a deposit from the gateway, bonus money from the bonus pool.
 */
export async function openFundedWallet(
  db: Db,
  playerId: number,
  currency: string,
  { real = 0, bonus = 0, active = false }: WalletFunds = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({ player_id: playerId, currency, active })
      .onConflict((oc) => oc.columns(['player_id', 'currency']).doNothing())
      .execute();
    await openWalletLedger(trx, playerId, currency);
    const base = { playerId, currency, idempotencyKey: `test:${randomUUID()}` };
    if (real > 0)
      await postTransfer(trx, {
        ...base,
        kind: 'deposit',
        legs: [
          { account: 'real', amount: cents(real) },
          { account: 'gateway', amount: cents(-real) },
        ],
      });
    if (bonus > 0)
      await postTransfer(trx, {
        ...base,
        idempotencyKey: `test:${randomUUID()}`,
        kind: 'bonus_grant',
        legs: [
          { account: 'bonus', amount: cents(bonus) },
          { account: 'bonus_pool', amount: cents(-bonus) },
        ],
      });
  });
}
