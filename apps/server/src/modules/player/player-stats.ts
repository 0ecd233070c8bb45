import type { Stats } from '@casino/api/player';
import type { Db } from '../../db/database.ts';

/**
 * GET /api/player/stats (spec 03 section 3). Deposits, cashouts and bets live in the payments and game-round tables,
 * which arrive with the money issue; until then a player has truly made none, so the sums are empty, not invented.
 * TODO(money issue): sum succeeded payments by action and currency and settled bets by currency here.
 */
export async function playerStats(_db: Db, _playerId: number): Promise<Stats> {
  return {
    deposits_count: 0,
    deposits_sum: {},
    cashouts_sum: {},
    bets_sum: {},
    messages: { notice: '' },
  };
}
