import type { StudioRound } from '@casino/api/studio';
import type { StudioGameInfo } from './studio-games.ts';
import type { StudioRoundRow } from './studio-rounds.repository.ts';
import type { SeedPairRow } from './seed-pairs.repository.ts';
import type { SharedGameView } from './crash-round-view.ts';

/**
 * A round as the game client, the recall and the verify page see it: the engine's public state, and the server seed
 * only once its pair has been revealed (never while rounds may still be drawn from it). A crash bet shows its crash
 * point and chain only once the shared game has busted, even when the player cashed out before (others still ride).
 */
export function roundView(
  row: StudioRoundRow,
  pair: SeedPairRow,
  game: Pick<StudioGameInfo, 'engine' | 'config'> | null,
  shared?: SharedGameView,
): StudioRound {
  const finished = row.status === 'finished';
  const revealed = finished && (row.crash_game_id === null || shared?.busted === true);
  return {
    id: row.id,
    game: row.game_identifier,
    engine: row.engine,
    nonce: row.nonce,
    params: row.params,
    actions: row.actions,
    state: game ? game.engine.publicState(game.config, row.state, revealed) : null,
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
    ...(shared?.chain ? { chain: shared.chain } : {}),
  };
}
