import type { CatalogueGameFacts } from '../catalogue-game.ts';
import { simulationFloats } from '../fair.ts';
import { slotGameFor } from './slot-catalogue.ts';
import { slotEngine } from './slot-engine.ts';

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
