import {
  DEFAULT_GAMES_PAGE_SIZE,
  type Game,
  type GamesByIdentifier,
  type GamesFilter,
  type GamesFilterBody,
  type GamesPage,
} from '@casino/api/games';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import {
  findGameExtras,
  findGamesByIdentifiers,
  findGamesBySeoTitles,
  findGamesPage,
  findRandomGame,
  type GameRow,
} from './games.repository.ts';
import { toGame } from './game-serializer.ts';
import { catalogueCacheOf } from './catalogue-cache.ts';
import { canonicalIdentifier, canonicalProvider } from './provider-alias.ts';
import { searchNeedle, type GameScope } from './game-conditions.ts';

/** Other modules (favorites, played games) read games by id and hide a visitor's restricted providers. */
export { findGamesByIds } from './games.repository.ts';
export { hiddenProvidersFor } from './territorial-restrictions.ts';
/** The wallet refuses a bet on a provider hidden in the player's country, and draws wins with the game's art. */
export { disabledProvidersIn, readProvidersConfig } from './territorial-restrictions.ts';
export { gameArtPath } from './game-serializer.ts';
export { artVersionOf } from './game-art.ts';

/**
 * Rows to Games, in row order, with currencies and collections fetched in one query for all of them (never one per
 * game), or taken from the catalogue cache for games it holds.
 */
export async function hydrateGames(db: Db, rows: readonly GameRow[]): Promise<Game[]> {
  const extras = await catalogueCacheOf(db).extrasOf(
    rows.map((r) => r.id),
    (ids) => findGameExtras(db, ids),
  );
  return rows.map((row) => toGame(row, extras.get(row.id)));
}

/** The filter as it decides the answer: the title as searched (trimmed, lower case), none when blank. */
function effectiveFilter(filter: GamesFilter | undefined): GamesFilter | null {
  if (!filter) return null;
  const { title: _title, ...rest } = filter;
  const needle = searchNeedle(filter.title);
  return needle ? { ...rest, title: needle } : rest;
}

/** Who sees the answer: the device and the set of hidden providers, in a fixed order. */
const scopeKey = (scope: GameScope): [string | null, string] => [
  scope.device ?? null,
  [...new Set(scope.hiddenProviders)].sort().join(','),
];

/**
 * Everything a games_filter answer depends on, as one cache key. The body is as the schema parsed it (zod builds it
 * in the schema's key order, whatever the client's order), so JSON of it is canonical; bodies that answer alike
 * (page 1 or none, the same search in other letter case) share a key. The all-providers flag is in the scope.
 */
export function gamesFilterKey(scope: GameScope, body: GamesFilterBody): string {
  const {
    device: _device,
    without_territorial_restrictions: _all,
    page,
    page_size: pageSize,
    filter,
    ...rest
  } = body;
  return JSON.stringify([
    ...scopeKey(scope),
    page ?? 1,
    pageSize ?? DEFAULT_GAMES_PAGE_SIZE,
    effectiveFilter(filter),
    rest,
  ]);
}

/** POST /api/games_filter: one page in the paged games envelope (spec 03 sections 0.2 and 6). */
export async function filterGames(
  db: Db,
  scope: GameScope,
  body: GamesFilterBody,
): Promise<GamesPage> {
  const page = body.page ?? 1;
  const pageSize = body.page_size ?? DEFAULT_GAMES_PAGE_SIZE;
  // Every page of one scope and filter has the same count: an infinite scroll counts once.
  const cache = catalogueCacheOf(db);
  const generation = cache.generation;
  const countKey = JSON.stringify([...scopeKey(scope), effectiveFilter(body.filter)]);
  const knownTotal = cache.count(countKey);
  const { rows, total } = await findGamesPage(db, scope, body, page, pageSize, knownTotal);
  if (knownTotal === undefined) cache.keepCount(countKey, total, generation);
  const totalPages = Math.ceil(total / pageSize);
  return {
    data: await hydrateGames(db, rows),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}

/**
 * POST /api/games_filter/select: a map by identifier. A `softswiss/` identifier finds the `bgaming/` game and is
 * answered under both keys, so a client looking up what it asked for finds it.
 */
export async function selectGames(
  db: Db,
  scope: GameScope,
  body: { game_ids: string[] },
): Promise<GamesByIdentifier> {
  const canonical = body.game_ids.map(canonicalIdentifier);
  const rows = await findGamesByIdentifiers(db, scope, [...new Set(canonical)]);
  const byIdentifier = new Map(
    (await hydrateGames(db, rows)).map((game) => [game.identifier, game]),
  );
  const result: GamesByIdentifier = {};
  body.game_ids.forEach((asked, i) => {
    const game = byIdentifier.get(canonical[i] ?? asked);
    if (!game) return;
    result[game.identifier] = game;
    result[asked] = game;
  });
  return result;
}

/** POST /api/games_filter/select_by_seo_titles: the game page finds its game by /play/{producer}/{seo_title}. */
export async function selectGamesBySeoTitles(
  db: Db,
  scope: GameScope,
  body: { game_seo_titles: string[]; provider?: string | undefined },
): Promise<GamesByIdentifier> {
  const provider = body.provider === undefined ? undefined : canonicalProvider(body.provider);
  const rows = await findGamesBySeoTitles(db, scope, body.game_seo_titles, provider);
  return Object.fromEntries((await hydrateGames(db, rows)).map((game) => [game.identifier, game]));
}

/** GET /api/games/random: one random game the visitor may see, or 404 when none matches. */
export async function randomGame(
  db: Db,
  scope: GameScope,
  query: {
    collection?: string | undefined;
    identifier?: string | undefined;
    provider?: string | undefined;
  },
): Promise<Game> {
  const provider = query.provider === undefined ? undefined : canonicalProvider(query.provider);
  // `identifier` is the reference client's name for the collection (our web app sends `collection`).
  const collection = query.collection ?? query.identifier;
  const row = await findRandomGame(db, scope, { collection, provider });
  if (!row) throw notFound('No game matches');
  const [game] = await hydrateGames(db, [row]);
  if (!game) throw notFound('No game matches');
  return game;
}
