import type { CatalogueGameFacts } from '../catalogue-game.ts';
import type { SlotMode } from './slot-config.ts';
import { paylinesFor } from './slot-paylines.ts';

/** The reels of a catalogue slot and how it reads wins, from its row's lines or ways. */
export interface SlotLayout {
  rows: number[];
  mode: SlotMode;
  /** Hundredths of the stake in one unit of the draft pay table: a line bet, or a twentieth of the stake per way. */
  unit: number;
}

const MEGAWAYS = 117_649;
const WAYS_ROWS: Readonly<Record<number, number[]>> = {
  243: [3, 3, 3, 3, 3],
  576: [3, 4, 4, 4, 3],
  1024: [4, 4, 4, 4, 4],
  4096: [4, 4, 4, 4, 4, 4],
};
const DEFAULT_LINES = 20;

export function slotLayout(facts: CatalogueGameFacts): SlotLayout {
  if (facts.ways === MEGAWAYS)
    return {
      rows: [7, 7, 7, 7, 7, 7],
      mode: { type: 'megaways', minRows: 2, maxRows: 7 },
      unit: 5,
    };
  if (facts.ways !== null) {
    // A ways figure the studio has no layout for plays on the nearest smaller one it has.
    const known = Object.keys(WAYS_ROWS)
      .map(Number)
      .filter((w) => w <= facts.ways!);
    const ways = known.length ? Math.max(...known) : 243;
    return { rows: WAYS_ROWS[ways]!, mode: { type: 'ways' }, unit: 5 };
  }
  const lines = Math.min(Math.max(facts.lines ?? DEFAULT_LINES, 1), 100);
  const height = lines <= 25 ? 3 : 4;
  return {
    rows: [height, height, height, height, height],
    mode: { type: 'lines', lines: paylinesFor(lines, 5, height) },
    unit: 100 / lines,
  };
}
