import type { ApiClient } from '@casino/api/client';
import { latestWinsSchema, type LatestWin } from '@casino/api/play-client';

/** How many wins the feed keeps on screen. */
export const WINS_SHOWN = 10;

/** GET /api/games/latest_wins: the latest big wins, newest first (the feed's first fill; pushes add to it). */
export function getLatestWins(client: ApiClient): Promise<LatestWin[]> {
  return client.request('GET', '/api/games/latest_wins', { schema: latestWinsSchema });
}

/** A pushed win goes on top; the same win pushed twice (a reconnect) is kept once; the list stays WINS_SHOWN long. */
export function withWin(wins: readonly LatestWin[], win: LatestWin): LatestWin[] {
  const same = (other: LatestWin) =>
    other.at === win.at &&
    other.nickname === win.nickname &&
    other.game_identifier === win.game_identifier &&
    other.win_amount_cents === win.win_amount_cents;
  return [win, ...wins.filter((other) => !same(other))]
    .sort((a, b) => b.at - a.at)
    .slice(0, WINS_SHOWN);
}
