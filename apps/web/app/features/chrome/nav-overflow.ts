/**
 * Spec 02 section 2: "Overflow margins are 60 px or 115 px." Read as two margins: while every link fits, 60 px stay
 * free before the header actions; once links overflow, 115 px are kept for the "more" toggle that holds the rest.
 */
export const NAV_FIT_MARGIN_PX = 60;
export const NAV_MORE_MARGIN_PX = 115;

/**
 * How many links (in order) stay in the header row when the row is `available` px wide, the links are `widths` px
 * wide and `gap` px apart; the others move into the "more" menu.
 */
export function visibleNavCount(widths: readonly number[], gap: number, available: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total + NAV_FIT_MARGIN_PX <= available) return widths.length;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    const next = used + (count > 0 ? gap : 0) + width;
    if (next + NAV_MORE_MARGIN_PX > available) break;
    used = next;
    count += 1;
  }
  return count;
}
