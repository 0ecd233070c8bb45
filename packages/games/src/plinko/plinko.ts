import type { FloatSource } from '../fair.ts';
import { choose, paytableHitRate, paytableRtp, tunePaytable } from '../paytable.ts';
import { winOf, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';

/**
 * Plinko: a ball falls through `rows` rows of pegs; at each row one float sends it left (< 0.5) or right, so it lands
 * in bin k (the number of rights, 0..rows) with chance C(rows, k) / 2^rows and pays the bin's multiplier. The player
 * picks the rows (8..16) and the risk; the tables are U-shaped, steeper with the risk.
 */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const MIN_ROWS = 8;
export const MAX_ROWS = 16;

export interface PlinkoConfig {
  minBet: number;
  maxBet: number;
  /** Multipliers in hundredths per bin: paytables[risk][rows - 8][bin]. */
  paytables: Record<PlinkoRisk, number[][]>;
}

export interface PlinkoParams {
  stake: number;
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoState {
  params: PlinkoParams;
  /** The ball's way down: 0 left, 1 right, one per row. */
  path: number[];
  bin: number;
  /** The bin's multiplier in hundredths. */
  multiplier: number;
}

/** The ways to land in each bin: C(rows, k) of 2^rows paths. */
export function binWays(rows: number): number[] {
  return Array.from({ length: rows + 1 }, (_, k) => choose(rows, k));
}

/**
 * The shape of a table: growth per step away from the centre and the least multiplier (hundredths), per risk. Chosen
 * so the tables look like the field's (Stake's 16-row high table runs from 0.2x to 1000x): the tuning scales them.
 */
const SHAPES: Record<PlinkoRisk, { growth: number; least: number }> = {
  low: { growth: 1.5, least: 50 },
  medium: { growth: 2.2, least: 30 },
  high: { growth: 3.3, least: 20 },
};

/** A table for one (rows, risk), tuned to return as near `targetRtp` as the hundredths allow, never more. */
export function plinkoPaytable(rows: number, risk: PlinkoRisk, targetRtp: number): number[] {
  const { growth, least } = SHAPES[risk];
  const shape = Array.from({ length: rows + 1 }, (_, k) => growth ** (Math.abs(2 * k - rows) / 2));
  return tunePaytable(
    binWays(rows),
    2 ** rows,
    shape,
    shape.map(() => least),
    targetRtp,
  );
}

export function plinkoTable(config: PlinkoConfig, rows: number, risk: PlinkoRisk): number[] {
  const table = config.paytables[risk][rows - MIN_ROWS];
  if (!table) throw new Error(`no plinko table for ${rows} rows, ${risk} risk`);
  return table;
}

/** The exact return of one (rows, risk): Σ C(rows, k) · multiplier_k / 2^rows. */
export function plinkoRtp(config: PlinkoConfig, rows: number, risk: PlinkoRisk): number {
  return paytableRtp(binWays(rows), 2 ** rows, plinkoTable(config, rows, risk));
}

/** Every bin pays something, so the hit rate counted is of drops that return at least the stake (≥ 1.00x). */
export function plinkoHitRate(config: PlinkoConfig, rows: number, risk: PlinkoRisk): number {
  return paytableHitRate(binWays(rows), 2 ** rows, plinkoTable(config, rows, risk), 100);
}

export const plinkoMachine: RoundMachine<PlinkoConfig, PlinkoParams, PlinkoState, never> = {
  start(config, params, rng: FloatSource) {
    const path: number[] = [];
    let bin = 0;
    for (let row = 0; row < params.rows; row++) {
      const step = rng.next() < 0.5 ? 0 : 1;
      path.push(step);
      bin += step;
    }
    const multiplier = plinkoTable(config, params.rows, params.risk)[bin]!;
    return {
      state: { params, path, bin, multiplier },
      stake: params.stake,
      win: winOf(params.stake, multiplier),
      finished: true,
    };
  },
};

export function parsePlinkoParams(config: PlinkoConfig, input: unknown): PlinkoParams {
  const body = readObject(input);
  return {
    stake: readInteger(body, 'stake', config.minBet, config.maxBet),
    rows: readInteger(body, 'rows', MIN_ROWS, MAX_ROWS),
    risk: readChoice(body, 'risk', PLINKO_RISKS),
  };
}
