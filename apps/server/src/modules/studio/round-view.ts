import type { StudioRound } from '@casino/api/studio';
import type { StudioGameInfo } from './studio-games.ts';
import type { StudioRoundRow } from './studio-rounds.repository.ts';
import type { SeedPairRow } from './seed-pairs.repository.ts';

/**
 * A round as the game client, the recall and the verify page see it: the engine's public state, and the server seed
 * only once its pair has been revealed (never while rounds may still be drawn from it).
 */
export function roundView(
  row: StudioRoundRow,
  pair: SeedPairRow,
  game: Pick<StudioGameInfo, 'engine' | 'config'> | null,
): StudioRound {
  const finished = row.status === 'finished';
  return {
    id: row.id,
    game: row.game_identifier,
    engine: row.engine,
    nonce: row.nonce,
    params: row.params,
    actions: row.actions,
    state: game ? game.engine.publicState(game.config, row.state, finished) : null,
    stake: row.stake,
    win: row.win,
    finished,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    config: game?.config ?? null,
    seeds: {
      server_seed_hash: pair.server_seed_hash,
      server_seed: pair.revealed_at === null ? null : pair.server_seed,
      client_seed: pair.client_seed,
      nonce: row.nonce,
    },
  };
}
