import type { FastifyRequest } from 'fastify';
import { DEFAULT_GAMES_PAGE_SIZE, type Game, type GamesByIdentifier, type GamesFilterBody, type GamesPage } from '@casino/api/games';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findGameExtras, findGamesByIdentifiers, findGamesBySeoTitles, findGamesPage, findRandomGame, type GameRow } from './games.repository.ts';
import { toGame } from './game-serializer.ts';
import { hiddenProvidersFor } from './territorial-restrictions.ts';
import { canonicalIdentifier, canonicalProvider } from './provider-alias.ts';
import type { GameScope } from './game-conditions.ts';

/** Rows to Games, in row order, with currencies and collections fetched in one query for all of them. */
export async function hydrateGames(db: Db, rows: readonly GameRow[]): Promise<Game[]> {
  const extras = await findGameExtras(db, rows.map((r) => r.id));
  return rows.map((row) => toGame(row, extras.get(row.id)));
}

async function scopeOf(deps: AppDeps, request: FastifyRequest, body: { device?: GameScope['device']; without_territorial_restrictions?: boolean | undefined }): Promise<GameScope> {
  return { device: body.device, hiddenProviders: await hiddenProvidersFor(deps, request, body.without_territorial_restrictions) };
}

/** POST /api/games_filter: one page in the paged games envelope (spec 03 sections 0.2 and 6). */
export async function filterGames(deps: AppDeps, request: FastifyRequest, body: GamesFilterBody): Promise<GamesPage> {
  const page = body.page ?? 1;
  const pageSize = body.page_size ?? DEFAULT_GAMES_PAGE_SIZE;
  const { rows, total } = await findGamesPage(deps.db, await scopeOf(deps, request, body), body, page, pageSize);
  const totalPages = Math.ceil(total / pageSize);
  return {
    data: await hydrateGames(deps.db, rows),
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
export async function selectGames(deps: AppDeps, request: FastifyRequest, body: { game_ids: string[]; device?: GameScope['device']; without_territorial_restrictions?: boolean | undefined }): Promise<GamesByIdentifier> {
  const canonical = body.game_ids.map(canonicalIdentifier);
  const rows = await findGamesByIdentifiers(deps.db, await scopeOf(deps, request, body), [...new Set(canonical)]);
  const byIdentifier = new Map((await hydrateGames(deps.db, rows)).map((game) => [game.identifier, game]));
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
export async function selectGamesBySeoTitles(deps: AppDeps, request: FastifyRequest, body: { seo_titles: string[]; provider?: string | undefined; device?: GameScope['device']; without_territorial_restrictions?: boolean | undefined }): Promise<GamesByIdentifier> {
  const provider = body.provider === undefined ? undefined : canonicalProvider(body.provider);
  const rows = await findGamesBySeoTitles(deps.db, await scopeOf(deps, request, body), body.seo_titles, provider);
  return Object.fromEntries((await hydrateGames(deps.db, rows)).map((game) => [game.identifier, game]));
}

/** GET /api/games/random: one random game the visitor may see, or 404 when none matches. */
export async function randomGame(deps: AppDeps, request: FastifyRequest, query: { device?: GameScope['device']; collection?: string | undefined; provider?: string | undefined }): Promise<Game> {
  const provider = query.provider === undefined ? undefined : canonicalProvider(query.provider);
  const row = await findRandomGame(deps.db, await scopeOf(deps, request, query), { collection: query.collection, provider });
  if (!row) throw notFound('No game matches');
  const [game] = await hydrateGames(deps.db, [row]);
  if (!game) throw notFound('No game matches');
  return game;
}
