import type { CrashFeed } from '@casino/api/studio';
import type { StudioDeps } from './studio-deps.ts';
import { StudioError } from './studio-errors.ts';
import { crashPhaseAt } from './crash-timing.ts';
import { currentCrashGame } from './crash-schedule.ts';
import { settleBustedCrashRounds } from './crash-settlement.ts';
import { previousHashOf } from './crash-chain-store.ts';
import { CRASH_ENGINE } from './crash-bets.ts';

/**
 * GET /studio/api/crash/{identifier}: the table's current shared game as every player's client polls it. Asking
 * advances the table (crash-schedule.ts), and outside the running phase settles the bets still in at a bust, so a
 * watched table settles within a poll of the bust; the abandon job settles the unwatched ones.
 */
export async function crashFeed(deps: StudioDeps, identifier: string): Promise<CrashFeed> {
  const game = await deps.games(identifier);
  if (!game || game.engine.name !== CRASH_ENGINE)
    throw new StudioError(404, 'game_not_found', `${identifier} is not a crash table`);
  const current = await currentCrashGame(deps, game);
  const now = deps.now();
  const phase = crashPhaseAt(current, now);
  // A casino that does not answer now leaves the win owed: the abandon job sends it again; the feed goes on.
  if (phase !== 'running') await settleBustedCrashRounds(deps, identifier).catch(() => 0);
  const busted = phase === 'busted';
  return {
    round_id: current.id,
    phase,
    betting_starts_at: current.betting_starts_at.toISOString(),
    starts_at: current.starts_at.toISOString(),
    now: now.toISOString(),
    crash_point: busted ? current.crash_point : null,
    hash: busted ? current.game_hash : null,
    previous_hash: previousHashOf(current.game_hash),
    commitment: current.commitment,
    chain_index: current.chain_index,
    salt: current.salt,
  };
}
