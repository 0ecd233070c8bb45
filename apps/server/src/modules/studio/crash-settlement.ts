import type { StudioDeps } from './studio-deps.ts';
import type { StudioRoundRow } from './studio-rounds.repository.ts';
import { settleRound } from './round-settlement.ts';

const BATCH = 50;

/** Open crash bets whose shared game has busted (index studio_rounds_crash_open), of one table or of all. */
async function findBustedCrashRounds(
  deps: StudioDeps,
  identifier: string | null,
): Promise<StudioRoundRow[]> {
  let query = deps.db
    .selectFrom('studio_rounds')
    .innerJoin('studio_crash_games', 'studio_crash_games.id', 'studio_rounds.crash_game_id')
    .selectAll('studio_rounds')
    .where('studio_rounds.status', '=', 'open')
    .where('studio_crash_games.busts_at', '<=', deps.now());
  if (identifier !== null)
    query = query.where('studio_crash_games.game_identifier', '=', identifier);
  return query.orderBy('studio_rounds.id').limit(BATCH).execute();
}

/**
 * Settles at the bust the crash bets still in (the engine's settleAbandoned: the auto cash-out paid when the crash
 * point reached it, otherwise lost). Safe to run on every node at once: settleRound locks each round and settles it
 * only while it is open, and the casino pays a win once by its action_id.
 */
export async function settleBustedCrashRounds(
  deps: StudioDeps,
  identifier: string | null = null,
): Promise<number> {
  const rounds = await findBustedCrashRounds(deps, identifier);
  for (const round of rounds) await settleRound(deps, round);
  return rounds.length;
}
