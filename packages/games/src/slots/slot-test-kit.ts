/** The slot tests' kit: hand-written configurations, catalogue-style rows and the Monte Carlo measure (tests only). */
import type { SlotConfig, SlotMode, SlotSymbol } from './slot-config.ts';
import type { CatalogueGameFacts } from '../catalogue-game.ts';
import { simulationFloats } from '../fair.ts';
import { slotGameFor } from './slot-catalogue.ts';
import { slotEngine } from './slot-engine.ts';

/** Small hand-written configurations for the rule tables and the enumeration checks. */
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
    // A ways wild only stands in for the others.
    symbols:
      mode.type === 'lines'
        ? FIXTURE_SYMBOLS
        : FIXTURE_SYMBOLS.map((s) => (s.kind === 'wild' ? { ...s, pays: {} } : s)),
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
  { type: 'megaways', minRows: 2, maxRows: 3 },
  [3, 3, 3, 3],
);

/** A catalogue-style slot row for the checks (tests only). */
export function slotFacts(
  identifier: string,
  volatility: string,
  layout: { lines: number } | { ways: number },
): CatalogueGameFacts {
  return {
    identifier,
    title: identifier,
    kind: 'slot',
    theme: 'egypt',
    volatility,
    lines: 'lines' in layout ? layout.lines : null,
    ways: 'ways' in layout ? layout.ways : null,
  };
}

/**
 * `rounds` simulated rounds of a catalogue slot: the measured return, its standard error from the measured variance
 * of each round's return, and the stated RTP.
 */
export function measureSlot(facts: CatalogueGameFacts, rounds: number, seed: number) {
  const { config } = slotGameFor(facts);
  const rng = simulationFloats(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const { stake, win } = slotEngine.simulateRound(config, rng);
    const r = win / stake;
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  const variance = squares / rounds - mean * mean;
  return { mean, standardError: Math.sqrt(variance / rounds), rtp: slotEngine.rtp(config) };
}
