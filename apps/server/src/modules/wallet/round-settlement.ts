import type { Transaction } from 'kysely';
import { isBigWin } from '@casino/domain/big-win';
import type { Database } from '../../db/schema.ts';
import { queueEvent } from '../../events/outbox.ts';
import { latestWinOf } from './big-wins.ts';
import type { WalletCall } from './wallet-call.ts';
import type { RoundRow } from './wallet.repository.ts';

/** After a round's last call (`finished`) has been written: a win of 10x its stake goes on `public:wins`. */
export async function announceBigWin(
  trx: Transaction<Database>,
  call: WalletCall,
  round: RoundRow,
): Promise<void> {
  if (!isBigWin(round.bet_cents, round.win_cents, call.currency)) return;
  await queueEvent(trx, {
    topic: 'win.big',
    playerId: call.playerId,
    payload: await latestWinOf(trx, round.id),
  });
}
