import { GAME_ROW_LIMIT } from '@casino/domain/constants';

// Which categories the lobby shows as rows (spec 01 section 9: the main page's categories, top ... fishing, all;
// spec 02 section 9: a game row holds up to 15 games).

/** Games per lobby row. */
export const ROW_SIZE = GAME_ROW_LIMIT;

/** The games_filter filter of a row: the games of its category. */
export const rowFilter = (slug: string) => ({
  categories: { identifiers: [slug], strategy: 'OR' as const },
});

/** Tabs of the main menu that are every-game tabs: a link in the chips, not a row. */
const EVERY_GAME_TABS = new Set(['all', 'live_all']);

/**
 * The rows of the lobby, in the main menu's order: every collection tab that exists and has games. An
 * operator's menu may name a collection that was removed; it is skipped rather than shown empty.
 */
export function lobbyRowSlugs(
  mainMenu: readonly string[],
  collections: readonly { id: string; games_count: number }[],
): string[] {
  const counts = new Map(collections.map((c) => [c.id, c.games_count]));
  const rows: string[] = [];
  for (const tab of mainMenu) {
    if (EVERY_GAME_TABS.has(tab) || rows.includes(tab)) continue;
    if ((counts.get(tab) ?? 0) > 0) rows.push(tab);
  }
  return rows;
}
