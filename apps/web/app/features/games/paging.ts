import type { TileGame, TilePage } from '~/features/games/tile-game';
import { INFINITE_SCROLL_OFFSET_PX } from '@casino/domain/constants';

// Infinite scroll over the paged games envelope (spec 03 section 0.2: next_page is null on the last page;
// spec 02 section 9: infinite scroll triggers 500 px before the end).

/** The observer margin that fires 500 px before the sentinel at the end of the list comes into view. */
export const INFINITE_SCROLL_ROOT_MARGIN = `0px 0px ${INFINITE_SCROLL_OFFSET_PX}px 0px`;

/** The page to load next, or null when the list is complete. */
export function nextPageOf(pagination: TilePage['pagination']): number | null {
  return pagination.next_page;
}

/** The games so far plus a new page, without repeating a game that moved between pages meanwhile. */
export function appendPage(games: readonly TileGame[], page: Pick<TilePage, 'data'>): TileGame[] {
  const seen = new Set(games.map((game) => game.identifier));
  return [...games, ...page.data.filter((game) => !seen.has(game.identifier))];
}

const isInt = (value: unknown): value is number => Number.isInteger(value);
const isIntOrNull = (value: unknown) => value === null || isInt(value);

/** Boundary check of a games page in the browser, without zod: the envelope and each game's tile fields. */
export function isGamesPage(value: unknown): value is TilePage {
  if (!value || typeof value !== 'object' || !('data' in value) || !('pagination' in value))
    return false;
  const { data, pagination } = value as { data: unknown; pagination: unknown };
  if (!Array.isArray(data) || !pagination || typeof pagination !== 'object') return false;
  const p = pagination as Record<string, unknown>;
  if (
    !isInt(p.current_page) ||
    !isIntOrNull(p.next_page) ||
    !isIntOrNull(p.prev_page) ||
    !isInt(p.total_pages) ||
    !isInt(p.total_count)
  )
    return false;
  return data.every(isGameLike);
}

/** The fields a tile reads, checked; the server validated the rest against its response schema. */
export function isGameLike(value: unknown): value is TileGame {
  if (!value || typeof value !== 'object') return false;
  const g = value as Record<string, unknown>;
  return (
    typeof g.identifier === 'string' &&
    typeof g.title === 'string' &&
    typeof g.seo_title === 'string' &&
    typeof g.provider === 'string' &&
    typeof g.preview === 'string' &&
    typeof g.has_demo_mode === 'boolean' &&
    Array.isArray(g.categories) &&
    Array.isArray(g.badges) &&
    !!g.currencies &&
    typeof g.currencies === 'object'
  );
}
