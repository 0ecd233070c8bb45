import type { StudioRound } from '@casino/api/studio';
import type { StudioDeps } from './studio-deps.ts';
import { StudioError } from './studio-errors.ts';
import { requireSession } from './studio-session.ts';
import { findRound, listRecallRounds } from './studio-rounds.repository.ts';
import { findPair, type SeedPairRow } from './seed-pairs.repository.ts';
import { roundView } from './round-view.ts';
import { sharedGameOf, sharedGamesOf } from './crash-round-view.ts';

// The last games must be recallable (spec 04 section 5, regulators): the player's rounds of the game with their seeds,
// and any round by id for the casino's history and verify pages (its server seed only once revealed).

async function pairsOf(deps: StudioDeps, ids: number[]): Promise<Map<number, SeedPairRow>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .selectFrom('studio_seed_pairs')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function recallRounds(
  deps: StudioDeps,
  token: string,
  limit: number,
): Promise<{ rounds: StudioRound[] }> {
  const { session, game } = await requireSession(deps, token);
  const rows = await listRecallRounds(
    deps.db,
    { playerId: session.player_id, sessionId: session.id, game: game.identifier },
    limit,
  );
  const pairs = await pairsOf(
    deps,
    rows.map((row) => row.seed_pair_id),
  );
  const shared = await sharedGamesOf(deps, rows);
  return {
    rounds: rows.flatMap((row) => {
      const pair = pairs.get(row.seed_pair_id);
      const sharedGame = row.crash_game_id === null ? undefined : shared.get(row.crash_game_id);
      return pair ? [roundView(row, pair, game, sharedGame)] : [];
    }),
  };
}

/** GET /studio/api/rounds/{id}: public, for the verify page; refused rounds do not exist for it. */
export async function publicRound(deps: StudioDeps, roundId: number): Promise<StudioRound> {
  const row = await findRound(deps.db, roundId);
  const pair = row && (await findPair(deps.db, row.seed_pair_id));
  if (!row || !pair || row.status === 'refused')
    throw new StudioError(404, 'round_not_found', 'No such round');
  return roundView(row, pair, await deps.games(row.game_identifier), await sharedGameOf(deps, row));
}
