import { registerEngine } from '../engine.ts';
import type { FloatSource } from '../fair.ts';
import {
  MAX_ROWS,
  MIN_ROWS,
  PLINKO_RISKS,
  parsePlinkoParams,
  plinkoHitRate,
  plinkoMachine,
  plinkoPaytable,
  plinkoRtp,
  type PlinkoConfig,
  type PlinkoRisk,
} from './plinko.ts';

/** The target returns a catalogue plinko game may be tuned to; the seed picks one. */
export const PLINKO_TARGETS = [0.99, 0.985, 0.98] as const;

const ALL_ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

/** A catalogue plinko game from a number: every (rows, risk) table tuned to the same target (bets 0.10..5,000.00). */
export function plinkoConfigFor(seed: number): PlinkoConfig {
  const target = PLINKO_TARGETS[Math.abs(Math.trunc(seed)) % PLINKO_TARGETS.length]!;
  const tables = (risk: PlinkoRisk) => ALL_ROWS.map((rows) => plinkoPaytable(rows, risk, target));
  return {
    minBet: 10,
    maxBet: 500_000,
    paytables: { low: tables('low'), medium: tables('medium'), high: tables('high') },
  };
}

/** Every (rows, risk) the player may choose, each as likely in the representative play. */
const CHOICES = ALL_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function randomChoice(rng: FloatSource) {
  return CHOICES[Math.floor(rng.next() * CHOICES.length)]!;
}

export const plinkoEngine = registerEngine({
  name: 'plinko',
  machine: plinkoMachine,
  parseParams: parsePlinkoParams,
  stakeOf: (_config: PlinkoConfig, params) => params.stake,
  // The stated figure is the mean over the 27 (rows, risk) choices, which the representative play picks evenly.
  rtp: (config) => mean(CHOICES.map(({ rows, risk }) => plinkoRtp(config, rows, risk))),
  hitRate: (config) => mean(CHOICES.map(({ rows, risk }) => plinkoHitRate(config, rows, risk))),
  simulateRound(config, rng) {
    const { rows, risk } = randomChoice(rng);
    const round = plinkoMachine.start(config, { stake: 100, rows, risk }, rng);
    return { stake: round.stake, win: round.win };
  },
  publicState: (_config, state) => state,
});
