import type { StudioDeps } from './studio-deps.ts';
import type { StudioRoundRow } from './studio-rounds.repository.ts';
import { findCrashGames, type CrashGame } from './crash-games.repository.ts';
import { previousHashOf } from './crash-chain-store.ts';

/** What a crash round's view may tell of its shared game: nothing of the crash point before the bust. */
export interface SharedGameView {
  busted: boolean;
  chain: {
    game_hash: string;
    previous_hash: string;
    commitment: string;
    chain_index: number;
    salt: string;
  } | null;
}

export function sharedGameView(game: CrashGame, now: Date): SharedGameView {
  if (now < game.busts_at) return { busted: false, chain: null };
  return {
    busted: true,
    chain: {
      game_hash: game.game_hash,
      previous_hash: previousHashOf(game.game_hash),
      commitment: game.commitment,
      chain_index: game.chain_index,
      salt: game.salt,
    },
  };
}

/** The shared games of crash rounds, by game id, as their views may show them now. */
export async function sharedGamesOf(
  deps: StudioDeps,
  rows: readonly StudioRoundRow[],
): Promise<Map<number, SharedGameView>> {
  const ids = rows.flatMap((row) => (row.crash_game_id === null ? [] : [row.crash_game_id]));
  const now = deps.now();
  const games = await findCrashGames(deps.db, ids);
  return new Map(games.map((game) => [game.id, sharedGameView(game, now)]));
}

/** The one round's shared game view (undefined: not a shared crash round). */
export async function sharedGameOf(
  deps: StudioDeps,
  row: StudioRoundRow,
): Promise<SharedGameView | undefined> {
  if (row.crash_game_id === null) return undefined;
  return (await sharedGamesOf(deps, [row])).get(row.crash_game_id);
}
