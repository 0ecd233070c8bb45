// Extra cards among the games of a list (spec 02 section 4): "Random-game card inserted at index 10 in category
// lists, at the end for special, new, top and recommended lists; a cashback card is first in the live category."

export const RANDOM_CARD_INDEX = 10;
/** Lists whose random-game card closes the list instead of sitting at index 10. */
export const RANDOM_CARD_AT_END: readonly string[] = ['special', 'new', 'top', 'recommended'];

/**
 * Where the random-game card goes among `shown` games (an index into the games; `shown` = after the last one),
 * or null while it cannot be placed yet: an at-end list that is still loading pages, or a short list still
 * loading. `complete` says every game of the list is shown (a lobby row is complete at its 15 games).
 */
export function randomCardIndex(listSlug: string, shown: number, complete: boolean): number | null {
  if (shown === 0) return null;
  if (RANDOM_CARD_AT_END.includes(listSlug)) return complete ? shown : null;
  if (shown >= RANDOM_CARD_INDEX) return RANDOM_CARD_INDEX;
  return complete ? shown : null;
}

/** The live section is the live category: its lists open with the cashback card. */
export function cashbackCardIndex(section: string): number | null {
  return section === 'live' ? 0 : null;
}

/** Placeholder tiles a loading row shows (enough to fill a wide screen). */
export const ROW_SKELETON_TILES = 7;

/** Games of the same provider under a game page (a lobby-sized row). */
export const ROW_SIZE_OF_MORE_GAMES = 15;
