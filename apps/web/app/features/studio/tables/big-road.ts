/** One outcome of a baccarat coup as the road records it: side a (player/dragon), side b (banker/tiger) or a tie. */
export type RoadOutcome = 'a' | 'b' | 'tie';

export interface RoadCell {
  col: number;
  row: number;
  side: 'a' | 'b';
  /** Ties that followed this coup, marked on its cell as casinos do. */
  ties: number;
}

export const ROAD_ROWS = 6;

/**
 * The big road: each streak of one side fills a column downwards; a new side starts the next column at the top; a
 * streak that reaches the bottom, or meets an earlier cell, turns right along its row (the dragon tail). Ties do not
 * take a cell: they are counted on the last cell (ties before any coup wait for the first one).
 */
export function bigRoad(outcomes: readonly RoadOutcome[]): RoadCell[] {
  const cells: RoadCell[] = [];
  const taken = new Set<string>();
  let leadingTies = 0;
  let streakCol = -1;
  for (const outcome of outcomes) {
    const last = cells[cells.length - 1];
    if (outcome === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    let col: number;
    let row: number;
    if (!last || last.side !== outcome) {
      streakCol += 1;
      col = streakCol;
      row = 0;
    } else if (last.row + 1 < ROAD_ROWS && !taken.has(`${last.col},${last.row + 1}`)) {
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
    }
    taken.add(`${col},${row}`);
    cells.push({ col, row, side: outcome, ties: cells.length === 0 ? leadingTies : 0 });
  }
  return cells;
}
