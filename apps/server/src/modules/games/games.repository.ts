import { sql, type CompiledQuery } from 'kysely';
import { z } from 'zod';
import type { GamesFilterBody } from '@casino/api/games';
import type { Db } from '../../db/database.ts';
import {
  filterConditions,
  scopeConditions,
  searchNeedle,
  type GameScope,
  type TitleMatch,
} from './game-conditions.ts';
import { gameOrder, positionJoinCollection } from './game-order.ts';

const GAME_COLUMNS = [
  'g.id',
  'g.identifier',
  'g.title',
  'g.slug',
  'g.seo_title',
  'g.lines',
  'g.ways',
  'g.volatility_rating',
  'g.hit_rate',
  'g.payout',
  'g.devices',
  'g.has_demo_mode',
  'g.badges',
  'g.flags',
  'p.slug as provider',
  'g.theme',
  'p.name as provider_name',
] as const;

/** The games a visitor in `scope` may see, with the columns a Game is made of. */
export function gamesInScope(db: Db, scope: GameScope) {
  return db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select(GAME_COLUMNS)
    .where((w) => w.and(scopeConditions(scope)));
}

export type GameRow = Awaited<ReturnType<ReturnType<typeof gamesInScope>['execute']>>[number];

/** A query of one games_filter page: its SQL (the query-plan tests read it) and its rows. */
export interface GamesPageQuery {
  compile(): CompiledQuery;
  execute(): Promise<PageRow[]>;
}
/** A page row; a title search also counts every match beside its rows (`total_count`). */
export type PageRow = GameRow & { total_count?: number | string };

/**
 * The rows of one games_filter page (exported for the query-plan tests).
 * - A title search counts its matches with a window count: it reads and ranks every match anyway (a top-N sort on
 *   word similarity), so the count costs no second scan of the trigram index and recheck of every match.
 * - A single collection in its own order joins that collection and walks its (collection_slug, position) index.
 * - Anything else filters, then orders by game-order.ts, stopping after one page where an index allows.
 */
export function gamesPageQuery(
  db: Db,
  scope: GameScope,
  body: Pick<GamesFilterBody, 'filter' | 'sort'>,
  page: number,
  pageSize: number,
  titleMatch: TitleMatch = 'substring',
): GamesPageQuery {
  const offset = (page - 1) * pageSize;
  if (searchNeedle(body.filter?.title)) {
    // Ranked and counted on narrow rows (the id and the sort keys), then the page's 40 rows joined: every match goes
    // through the window count and the sort, and whole game rows there cost more than the search itself.
    let ranked = db
      .selectFrom('games as g')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', sql<string>`count(*) OVER ()`.as('total_count')])
      .where((w) =>
        w.and([...scopeConditions(scope), ...filterConditions(body.filter, { titleMatch })]),
      );
    for (const term of gameOrder(body, { titleMatch })) ranked = ranked.orderBy(term);
    let query = db
      .selectFrom(ranked.limit(pageSize).offset(offset).as('r'))
      .innerJoin('games as g', 'g.id', 'r.id')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select([...GAME_COLUMNS, 'r.total_count']);
    for (const term of gameOrder(body, { titleMatch })) query = query.orderBy(term);
    return query;
  }
  const collection = positionJoinCollection(body);
  if (collection !== null) {
    let query = gamesInScope(db, scope)
      .innerJoin('game_collections as o', (join) =>
        join.onRef('o.game_id', '=', 'g.id').on('o.collection_slug', '=', collection),
      )
      .where((w) => w.and(filterConditions(body.filter, { categoriesJoined: true })));
    for (const term of gameOrder(body, { positionJoin: true })) query = query.orderBy(term);
    return query.limit(pageSize).offset(offset);
  }
  let query = gamesInScope(db, scope).where((w) => w.and(filterConditions(body.filter)));
  for (const term of gameOrder(body)) query = query.orderBy(term);
  return query.limit(pageSize).offset(offset);
}

/** How many games match a games_filter body (exported for the query-plan tests). */
export function gamesCountQuery(
  db: Db,
  scope: GameScope,
  body: Pick<GamesFilterBody, 'filter'>,
  titleMatch: TitleMatch = 'substring',
) {
  const filters = filterConditions(body.filter, { titleMatch });
  return db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where((w) => w.and([...scopeConditions(scope), ...filters]));
}

/**
 * One page of POST /api/games_filter and the total count. Two queries rather than a window count: `count(*) OVER ()`
 * makes the page query read and sort every matching row, while a plain LIMIT lets it stop after one page of an index
 * walk (the all-games page of 10,000 games: 0.1 ms instead of 80 ms on PGlite); the count reads no wide rows.
 * `knownTotal` (a cached count of the same scope and filter) skips the count.
 */
export async function findGamesPage(
  db: Db,
  scope: GameScope,
  body: Pick<GamesFilterBody, 'filter' | 'sort'>,
  page: number,
  pageSize: number,
  knownTotal?: number,
): Promise<{ rows: GameRow[]; total: number }> {
  if (searchNeedle(body.filter?.title)) return findSearchPage(db, scope, body, page, pageSize);
  const pageQuery = gamesPageQuery(db, scope, body, page, pageSize);
  if (knownTotal !== undefined) return { rows: await pageQuery.execute(), total: knownTotal };
  const [rows, total] = await Promise.all([
    pageQuery.execute(),
    gamesCountQuery(db, scope, body).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * A page of a title search: the titles holding the text, or, when none does, those with a word like it (a typo). It
 * ranks every match anyway, so it counts them in the page query (a window count). Word similarity is computed only
 * when no title holds the text: on 10,000 games it made every search of a common word 3 times slower.
 */
async function findSearchPage(
  db: Db,
  scope: GameScope,
  body: Pick<GamesFilterBody, 'filter' | 'sort'>,
  page: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  for (const titleMatch of ['substring', 'similar'] as const) {
    const rows = await gamesPageQuery(db, scope, body, page, pageSize, titleMatch).execute();
    const counted = rows[0]?.total_count;
    // Past the last page no row carries the count.
    const total =
      counted !== undefined
        ? Number(counted)
        : page > 1
          ? Number((await gamesCountQuery(db, scope, body, titleMatch).executeTakeFirstOrThrow()).n)
          : 0;
    if (total > 0 || titleMatch === 'similar') return { rows, total };
  }
  return { rows: [], total: 0 };
}

export function findGamesByIdentifiers(
  db: Db,
  scope: GameScope,
  identifiers: readonly string[],
): Promise<GameRow[]> {
  if (identifiers.length === 0) return Promise.resolve([]);
  return gamesInScope(db, scope)
    .where('g.identifier', 'in', [...identifiers])
    .execute();
}

export function findGamesBySeoTitles(
  db: Db,
  scope: GameScope,
  seoTitles: readonly string[],
  provider?: string,
): Promise<GameRow[]> {
  if (seoTitles.length === 0) return Promise.resolve([]);
  let query = gamesInScope(db, scope).where('g.seo_title', 'in', [...seoTitles]);
  if (provider) query = query.where('p.slug', '=', provider);
  return query.execute();
}

export function findGamesByIds(
  db: Db,
  scope: GameScope,
  ids: readonly number[],
): Promise<GameRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return gamesInScope(db, scope)
    .where('g.id', 'in', [...ids])
    .execute();
}

/** One random visible game, optionally of one collection or provider (the random-game card, spec 02 section 4). */
export function findRandomGame(
  db: Db,
  scope: GameScope,
  options: { collection?: string | undefined; provider?: string | undefined },
): Promise<GameRow | undefined> {
  let query = gamesInScope(db, scope);
  if (options.provider) query = query.where('p.slug', '=', options.provider);
  const { collection } = options;
  if (collection) {
    query = query.where((w) =>
      w.exists(
        w
          .selectFrom('game_collections as gc')
          .select('gc.game_id')
          .whereRef('gc.game_id', '=', 'g.id')
          .where('gc.collection_slug', '=', collection),
      ),
    );
  }
  return query
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}

const extrasRowSchema = z.object({
  id: z.number(),
  currencies: z.array(z.tuple([z.string(), z.number(), z.number().nullable()])),
  collections: z.array(z.string()),
});
export interface GameExtras {
  currencies: [currency: string, id: number, jackpot: number | null][];
  collections: string[];
}

/** Currencies and collections of many games in one query (never one query per game). */
export async function findGameExtras(
  db: Db,
  gameIds: readonly number[],
): Promise<Map<number, GameExtras>> {
  if (gameIds.length === 0) return new Map();
  const { rows } = await sql<unknown>`
    SELECT g.id,
      (SELECT coalesce(json_agg(json_build_array(c.currency, c.id, c.jackpot_cents) ORDER BY c.currency), '[]'::json)
         FROM game_currencies c WHERE c.game_id = g.id) AS currencies,
      (SELECT coalesce(array_agg(m.collection_slug ORDER BY k.position), '{}')
         FROM game_collections m JOIN collections k ON k.slug = m.collection_slug WHERE m.game_id = g.id) AS collections
    FROM games g WHERE g.id = ANY(${[...gameIds]}::bigint[])`.execute(db);
  return new Map(
    rows.map((row) => {
      const parsed = extrasRowSchema.parse(row);
      return [parsed.id, { currencies: parsed.currencies, collections: parsed.collections }];
    }),
  );
}
