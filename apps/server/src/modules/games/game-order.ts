import { sql, type RawBuilder } from 'kysely';
import type { GamesFilterBody } from '@casino/api/games';
import { likePattern, requestedCategories, searchNeedle } from './game-conditions.ts';

/**
 * ORDER BY terms of a games page: a title search ranks substring matches, then word similarity, then popularity;
 * otherwise `sort.top_categories` first, then the sort type (default: the first asked collection's order).
 * The game id ends every order so that pages never overlap.
 */
export function gameOrder(body: Pick<GamesFilterBody, 'filter' | 'sort'>): RawBuilder<unknown>[] {
  const needle = searchNeedle(body.filter?.title);
  if (needle) {
    return [
      sql`(lower(g.title) LIKE ${likePattern(needle)}) DESC`,
      sql`word_similarity(${needle}, lower(g.title)) DESC`,
      sql`g.popularity DESC`,
      sql`g.id`,
    ];
  }
  const order: RawBuilder<unknown>[] = [];
  const top = body.sort?.top_categories;
  if (top?.length) {
    order.push(sql`(SELECT min(array_position(${top}::text[], t.collection_slug)) FROM game_collections t WHERE t.game_id = g.id AND t.collection_slug = ANY(${top}::text[])) NULLS LAST`);
  }
  const type = body.sort?.type ?? 'position';
  const descending = body.sort?.direction === undefined ? type !== 'title' : body.sort.direction === 'DESC';
  const direction = sql.raw(descending ? 'DESC' : 'ASC');
  const first = requestedCategories(body.filter?.categories?.identifiers)?.[0];
  if (type === 'position' && first) {
    // Collection order runs 1..n: the default direction is ascending.
    const positionDirection = sql.raw(body.sort?.direction === 'DESC' ? 'DESC' : 'ASC');
    order.push(sql`(SELECT o.position FROM game_collections o WHERE o.game_id = g.id AND o.collection_slug = ${first}) ${positionDirection} NULLS LAST`);
  }
  if (type === 'title') order.push(sql`lower(g.title) ${direction}`);
  if (type === 'released_at') order.push(sql`g.released_at ${direction}`);
  order.push(type === 'popularity' ? sql`g.popularity ${direction}` : sql`g.popularity DESC`);
  order.push(sql`g.id`);
  return order;
}
