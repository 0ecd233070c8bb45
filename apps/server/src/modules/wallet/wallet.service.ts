import type { Db } from '../../db/database.ts';
import { findWallet } from '../ledger/ledger.service.ts';

// The wallet module's surface: game sessions, the seamless-wallet protocol (play, rollback), the player's rounds and
// the big wins feed. Other modules (the studio calls over HTTP, not through here) use only what this file exports.
export { openGameSession, gameSessionContext, type Launcher } from './game-sessions.service.ts';
export { settlePlay } from './wallet-play.ts';
export { settleRollback } from './wallet-rollback.ts';
export { pagePlayerGames } from './player-games.ts';
export { latestWins } from './big-wins.ts';

/** The balance a protocol answer carries (also with an error): the player's real money in that currency, else 0. */
export async function playableBalance(db: Db, playerId: number, currency: string): Promise<number> {
  const wallet = await findWallet(db, playerId, currency);
  return wallet ? Number(wallet.real_cents) : 0;
}
