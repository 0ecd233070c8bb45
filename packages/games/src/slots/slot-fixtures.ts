import type { SlotConfig, SlotMode, SlotSymbol } from './slot-config.ts';

/** Small hand-written configurations for the rule tables and the enumeration checks (tests only). */
export const FIXTURE_SYMBOLS: SlotSymbol[] = [
  { id: 'ten', name: 'Ten', glyph: 'ten', kind: 'regular', pays: { 3: 20, 4: 40, 5: 80 } },
  { id: 'ace', name: 'Ace', glyph: 'ace', kind: 'regular', pays: { 3: 30, 4: 60, 5: 120 } },
  {
    id: 'crown',
    name: 'Crown',
    glyph: 'crown',
    kind: 'regular',
    pays: { 2: 10, 3: 100, 4: 250, 5: 1000 },
  },
  { id: 'wild', name: 'Wild', glyph: 'wild', kind: 'wild', pays: { 3: 150, 4: 500, 5: 2000 } },
  { id: 'scatter', name: 'Scatter', glyph: 'scatter', kind: 'scatter', pays: { 3: 200, 4: 1000 } },
];

const STRIP = ['ten', 'ace', 'crown', 'ten', 'wild', 'ace', 'ten', 'scatter', 'ace', 'crown'];
const FREE_STRIP = ['ten', 'wild', 'crown', 'ace', 'scatter', 'ten', 'wild', 'ace'];

export function fixtureConfig(mode: SlotMode, rows: number[], overrides: Partial<SlotConfig> = {}) {
  const config: SlotConfig = {
    rows,
    symbols: FIXTURE_SYMBOLS,
    mode,
    // Each reel its own rotation, so the reels differ.
    strips: rows.map((_, r) => [...STRIP.slice(r), ...STRIP.slice(0, r)]),
    freeStrips: rows.map((_, r) => [...FREE_STRIP.slice(r), ...FREE_STRIP.slice(0, r)]),
    freeSpins: { trigger: 3, awards: { 3: 5, 4: 8 }, multiplier: 2 },
    bonusBuy: { price: 50, freeSpins: 6 },
    minBet: 10,
    maxBet: 10_000,
    ...overrides,
  };
  return config;
}

export const FIXTURE_LINES = fixtureConfig(
  {
    type: 'lines',
    lines: [
      [1, 1, 1, 1],
      [0, 0, 0, 0],
      [2, 2, 2, 2],
      [0, 1, 2, 1],
      [2, 1, 0, 1],
    ],
  },
  [3, 3, 3, 3],
);
export const FIXTURE_WAYS = fixtureConfig({ type: 'ways' }, [2, 3, 3, 2]);
export const FIXTURE_MEGAWAYS = fixtureConfig(
  { type: 'megaways', minRows: 1, maxRows: 3 },
  [3, 3, 3, 3],
);
