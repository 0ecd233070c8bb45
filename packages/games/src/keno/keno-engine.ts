import { registerEngine } from '../engine.ts';
import type { FloatSource } from '../fair.ts';
import {
  KENO_RISKS,
  MAX_PICKS,
  kenoHitRate,
  kenoMachine,
  kenoPaytable,
  kenoRtp,
  parseKenoParams,
  type KenoConfig,
  type KenoRisk,
} from './keno.ts';

/** The target returns a catalogue keno game may be tuned to; the seed picks one. */
export const KENO_TARGETS = [0.98, 0.97, 0.96] as const;

const ALL_PICKS = Array.from({ length: MAX_PICKS }, (_, i) => i + 1);

/** A catalogue keno game from a number: every (picks, risk) table tuned to one target (bets 0.10..5,000.00). */
export function kenoConfigFor(seed: number): KenoConfig {
  const target = KENO_TARGETS[Math.abs(Math.trunc(seed)) % KENO_TARGETS.length]!;
  const tables = (risk: KenoRisk) => ALL_PICKS.map((picks) => kenoPaytable(picks, risk, target));
  return {
    minBet: 10,
    maxBet: 500_000,
    paytables: { low: tables('low'), medium: tables('medium'), high: tables('high') },
  };
}

/** Every (picks, risk) the player may choose, each as likely in the representative play. */
export const KENO_CHOICES = ALL_PICKS.flatMap((picks) =>
  KENO_RISKS.map((risk) => ({ picks, risk })),
);

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * A round of a (picks, risk) drawn evenly; the draw is uniform, so which numbers are marked does not change the odds
 * and the simulation marks 1..picks.
 */
function simulateKeno(config: KenoConfig, rng: FloatSource) {
  const { picks, risk } = KENO_CHOICES[Math.floor(rng.next() * KENO_CHOICES.length)]!;
  const numbers = ALL_PICKS.slice(0, picks);
  const round = kenoMachine.start(config, { stake: 100, numbers, risk }, rng);
  return { stake: round.stake, win: round.win };
}

export const kenoEngine = registerEngine({
  name: 'keno',
  machine: kenoMachine,
  parseParams: parseKenoParams,
  stakeOf: (_config: KenoConfig, params) => params.stake,
  // The stated figure is the mean over the 30 (picks, risk) choices, which the representative play picks evenly.
  rtp: (config) => mean(KENO_CHOICES.map(({ picks, risk }) => kenoRtp(config, picks, risk))),
  hitRate: (config) =>
    mean(KENO_CHOICES.map(({ picks, risk }) => kenoHitRate(config, picks, risk))),
  simulateRound: simulateKeno,
  publicState: (_config, state) => state,
});
