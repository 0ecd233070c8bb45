import type { FloatSource } from '@casino/games/fair';
import { crashFloats } from '@casino/games/crash/crash-chain';
import type { StudioDeps } from './studio-deps.ts';
import type { StudioGameInfo } from './studio-games.ts';
import { StudioError } from './studio-errors.ts';
import { crashPhaseAt } from './crash-timing.ts';
import { currentCrashGame } from './crash-schedule.ts';
import { countedFloats } from './counted-floats.ts';
import type { CrashGame } from './crash-games.repository.ts';

// A crash bet rides the table's shared game: it is taken only in the game's betting phase (a bet sent later is
// refused, not moved to the next game, so nobody rides a game they did not see coming), and its crash point is the
// game's, from the chain.

export const CRASH_ENGINE = 'crash';

export const bettingClosed = () =>
  new StudioError(
    409,
    'crash_betting_closed',
    'Bets are taken only in the betting phase of the next crash game',
  );

export const notRunning = () =>
  new StudioError(409, 'crash_not_running', 'The crash game has not started yet');

export function assertBetting(game: CrashGame, now: Date): void {
  if (crashPhaseAt(game, now) !== 'betting') throw bettingClosed();
}

/** The shared game a crash bet joins: the table's current one, while it takes bets. */
export async function gameToJoin(deps: StudioDeps, game: StudioGameInfo): Promise<CrashGame> {
  const current = await currentCrashGame(deps, game);
  assertBetting(current, deps.now());
  return current;
}

/** The bet's float source: the game's X from the chain, the same for every bet of the game. */
export function sharedGameFloats(game: CrashGame): FloatSource & { readonly used: number } {
  return countedFloats(crashFloats(game.game_hash, game.salt));
}
