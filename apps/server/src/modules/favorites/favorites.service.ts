import type { FastifyRequest } from 'fastify';
import type { Game } from '@casino/api/games';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { AppDeps } from '../../deps.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { findGamesByIds, hiddenProvidersFor, hydrateGames } from '../games/games.service.ts';
import {
  addFavorite,
  favoriteEntryIds,
  favoriteGameIds,
  gameIdsOfEntries,
  playerCurrency,
  removeFavorite,
  replaceFavorites,
} from './favorites.repository.ts';

/** v1 of GET /api/player/favorite_games: per-currency ids for the player's currency (spec 03 section 7). */
export async function favoriteIds(deps: AppDeps, playerId: number): Promise<number[]> {
  return favoriteEntryIds(deps.db, playerId, await playerCurrency(deps.db, playerId));
}

/** v2: the favourite games, newest first, without games of providers disabled in the visitor's country. */
export async function favoriteGames(
  deps: AppDeps,
  request: FastifyRequest,
  playerId: number,
): Promise<Game[]> {
  const ids = await favoriteGameIds(deps.db, playerId);
  const rows = await findGamesByIds(
    deps.db,
    { hiddenProviders: await hiddenProvidersFor(deps, request) },
    ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return hydrateGames(
    deps.db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

async function gameOfEntry(deps: AppDeps, entryId: number): Promise<number> {
  const gameId = (await gameIdsOfEntries(deps.db, [entryId])).get(entryId);
  if (gameId === undefined) throw notFound('Game not found');
  return gameId;
}

export async function favorite(deps: AppDeps, playerId: number, entryId: number): Promise<void> {
  await addFavorite(deps.db, playerId, await gameOfEntry(deps, entryId));
}

export async function unfavorite(deps: AppDeps, playerId: number, entryId: number): Promise<void> {
  await removeFavorite(deps.db, playerId, await gameOfEntry(deps, entryId));
}

/** PUT /api/player/favorite_games: the set becomes exactly these games; any unknown id rejects the whole call. */
export async function replaceFavoriteSet(
  deps: AppDeps,
  playerId: number,
  entryIds: readonly number[],
): Promise<void> {
  const games = await gameIdsOfEntries(deps.db, entryIds);
  if (entryIds.some((id) => !games.has(id)))
    throw validationError({ ids: [VALIDATION.INVALID_VALUE] });
  await replaceFavorites(deps.db, playerId, [...new Set(games.values())]);
}

/** Real play marks its game as played (GET /api/player/played_games), in the play's transaction. */
export { recordPlayedGame } from './played-games.repository.ts';
