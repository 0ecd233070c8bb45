import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Device, GamesFilter } from '@casino/api/games';
import type { Database } from '../../db/schema.ts';
import type { GameFlag } from '../../db/tables/catalogue.ts';
import { canonicalProvider } from './provider-alias.ts';

/** The games query joins games `g` and providers `p`. */
export type GameScopeDb = Database & { g: Database['games']; p: Database['providers'] };
const eb = expressionBuilder<GameScopeDb, 'g' | 'p'>();

/** Who is looking: their device and the providers hidden in their country. */
export interface GameScope {
  device?: Device | undefined;
  hiddenProviders: readonly string[];
}

/** The tile flags of games.flags (spec 02 section 3), which a categories filter may ask for like collections. */
const GAME_FLAGS: ReadonlySet<string> = new Set<GameFlag>([
  'animated',
  'exclusive',
  'prerelease',
  'drop-wins',
]);
export const isGameFlag = (slug: string): boolean => GAME_FLAGS.has(slug);

/** Menu tabs that mean "every game" rather than a collection (the menu-categories-games config): none, or all live games. */
const EVERY_GAME_TABS = new Set(['all']);
const CATEGORY_ALIASES: Readonly<Record<string, string>> = { live_all: 'live' };

/** The collection slugs a categories filter asks for; null when a tab means every game. */
export function requestedCategories(identifiers: readonly string[] | undefined): string[] | null {
  if (!identifiers || identifiers.length === 0 || identifiers.some((id) => EVERY_GAME_TABS.has(id)))
    return null;
  return identifiers.map((id) => CATEGORY_ALIASES[id] ?? id);
}

/** `%needle%` for LIKE with the wildcards of the needle escaped. */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The normalised search text: trimmed, lower case (the trigram index is on lower(title)). */
export function searchNeedle(title: string | undefined): string | null {
  const needle = title?.trim().toLowerCase() ?? '';
  return needle.length > 0 ? needle : null;
}

/** Games any visitor in this scope may see: active provider, not hidden in their country, made for their device. */
export function scopeConditions(scope: GameScope): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('p.active', '=', true)];
  if (scope.device) conditions.push(sql<SqlBool>`${scope.device} = ANY(g.devices)`);
  if (scope.hiddenProviders.length > 0)
    conditions.push(eb('p.slug', 'not in', [...scope.hiddenProviders]));
  return conditions;
}

/**
 * How a title search matches: `substring`, the titles holding the text; `similar`, when no title holds it, the titles
 * with a word like it (pg_trgm word similarity: a mistyped letter is forgiven). Both use the trigram index.
 */
export type TitleMatch = 'substring' | 'similar';

/**
 * Conditions of `filter` (spec 03 section 6); categories match a collection or a tile flag (strategy OR).
 * `categoriesJoined`: the caller joins the one asked collection (game-order.ts positionJoinCollection), which filters.
 */
export function filterConditions(
  filter: GamesFilter | undefined,
  options: { categoriesJoined?: boolean; titleMatch?: TitleMatch } = {},
): Expression<SqlBool>[] {
  if (!filter) return [];
  const conditions: Expression<SqlBool>[] = [];
  if (filter.providers?.length)
    conditions.push(eb('p.slug', 'in', filter.providers.map(canonicalProvider)));
  const categories = requestedCategories(filter.categories?.identifiers);
  if (categories && !options.categoriesJoined) {
    // Flags are asked for only when a tile flag is among the categories: an OR with them would turn the collection
    // lookup into a filter over every game (20 ms on 10,000 games) instead of an index walk of the collection (0.6 ms).
    const inCollection = eb.exists(
      eb
        .selectFrom('game_collections as gc')
        .select(sql`1`.as('one'))
        .whereRef('gc.game_id', '=', 'g.id')
        .where('gc.collection_slug', 'in', categories),
    );
    const flags = categories.filter(isGameFlag);
    conditions.push(
      flags.length > 0
        ? eb.or([inCollection, sql<SqlBool>`g.flags && ${flags}::text[]`])
        : inCollection,
    );
  }
  const needle = searchNeedle(filter.title);
  if (needle) {
    conditions.push(
      options.titleMatch === 'similar'
        ? sql<SqlBool>`${needle} <% lower(g.title)`
        : sql<SqlBool>`lower(g.title) LIKE ${likePattern(needle)}`,
    );
  }
  if (filter.currencies?.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('game_currencies as cur')
          .select(sql`1`.as('one'))
          .whereRef('cur.game_id', '=', 'g.id')
          .where('cur.currency', 'in', filter.currencies),
      ),
    );
  }
  if (filter.volatility_rating?.length)
    conditions.push(eb('g.volatility_rating', 'in', filter.volatility_rating));
  if (filter.lines?.length) conditions.push(eb('g.lines', 'in', filter.lines));
  if (filter.ways?.length) conditions.push(eb('g.ways', 'in', filter.ways));
  if (filter.hit_rate?.length) conditions.push(eb('g.hit_rate', 'in', filter.hit_rate));
  if (filter.payout?.length) conditions.push(eb('g.payout', 'in', filter.payout));
  return conditions;
}
