import type { FloatSource } from '../fair.ts';
import { choose, paytableHitRate, paytableRtp, tunePaytable } from '../paytable.ts';
import { RoundInputError, winOf, type RoundMachine } from '../round.ts';
import { readChoice, readInteger, readObject } from '../read-json.ts';

/**
 * Keno: the player marks 1..10 of the numbers 1..40; the game draws 10 without replacement (spec 04 section 5: each
 * draw is floor(f · numbers left) into the numbers not yet drawn) and pays by how many marks were drawn. With p marks,
 * h hits happen in C(p, h) · C(40 - p, 10 - h) of the C(40, 10) draws (the hypergeometric distribution).
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const MAX_PICKS = 10;
export const KENO_RISKS = ['low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

export interface KenoConfig {
  minBet: number;
  maxBet: number;
  /** Multipliers in hundredths: paytables[risk][picks - 1][hits]. */
  paytables: Record<KenoRisk, number[][]>;
}

export interface KenoParams {
  stake: number;
  /** The marked numbers, 1..40, distinct, 1..10 of them. */
  numbers: number[];
  risk: KenoRisk;
}

export interface KenoState {
  params: KenoParams;
  /** The 10 numbers drawn, in draw order. */
  drawn: number[];
  /** The marked numbers that were drawn. */
  hits: number[];
  multiplier: number;
}

/** The draws (of C(40, 10)) in which `picks` marks score h hits, for h = 0..picks. */
export function hitWays(picks: number): number[] {
  return Array.from(
    { length: picks + 1 },
    (_, h) => choose(picks, h) * choose(KENO_NUMBERS - picks, KENO_DRAWN - h),
  );
}

export const KENO_DRAWS = choose(KENO_NUMBERS, KENO_DRAWN);

/**
 * The shape of a table per risk: the share of the marks that must hit before anything pays, and how much each further
 * hit multiplies the prize. Low risk pays often and little; high risk pays rarely with a steep top.
 */
const SHAPES: Record<KenoRisk, { least: number; growth: number }> = {
  low: { least: 0.25, growth: 2.5 },
  medium: { least: 0.4, growth: 4 },
  high: { least: 0.55, growth: 5 },
};

/** The least hits that pay with `picks` marks at a risk (at least 1). */
export function leastPayingHits(picks: number, risk: KenoRisk): number {
  return Math.max(1, Math.ceil(picks * SHAPES[risk].least));
}

/** A table for (picks, risk), tuned to return as near `targetRtp` as the hundredths allow, never more. */
export function kenoPaytable(picks: number, risk: KenoRisk, targetRtp: number): number[] {
  const least = leastPayingHits(picks, risk);
  const shape = Array.from({ length: picks + 1 }, (_, h) =>
    h >= least ? SHAPES[risk].growth ** (h - picks) : 0,
  );
  return tunePaytable(
    hitWays(picks),
    KENO_DRAWS,
    shape,
    shape.map(() => 0),
    targetRtp,
  );
}

export function kenoTable(config: KenoConfig, picks: number, risk: KenoRisk): number[] {
  const table = config.paytables[risk][picks - 1];
  if (!table) throw new Error(`no keno table for ${picks} picks, ${risk} risk`);
  return table;
}

/** The exact return of (picks, risk): Σ_h C(p, h) C(40 - p, 10 - h) · multiplier_h / C(40, 10). */
export function kenoRtp(config: KenoConfig, picks: number, risk: KenoRisk): number {
  return paytableRtp(hitWays(picks), KENO_DRAWS, kenoTable(config, picks, risk));
}

export function kenoHitRate(config: KenoConfig, picks: number, risk: KenoRisk): number {
  return paytableHitRate(hitWays(picks), KENO_DRAWS, kenoTable(config, picks, risk));
}

/** Draws 10 of 1..40: each draw takes floor(f · numbers left) of the numbers not yet drawn. */
export function drawKeno(rng: FloatSource): number[] {
  const left: number[] = [];
  for (let n = 1; n <= KENO_NUMBERS; n++) left.push(n);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++)
    drawn.push(left.splice(Math.floor(rng.next() * left.length), 1)[0]!);
  return drawn;
}

export const kenoMachine: RoundMachine<KenoConfig, KenoParams, KenoState, never> = {
  start(config, params, rng) {
    const drawn = drawKeno(rng);
    const hits = params.numbers.filter((n) => drawn.includes(n));
    const multiplier = kenoTable(config, params.numbers.length, params.risk)[hits.length] ?? 0;
    return {
      state: { params, drawn, hits, multiplier },
      stake: params.stake,
      win: winOf(params.stake, multiplier),
      finished: true,
    };
  },
};

export function parseKenoParams(config: KenoConfig, input: unknown): KenoParams {
  const body = readObject(input);
  const stake = readInteger(body, 'stake', config.minBet, config.maxBet);
  const numbers = body['numbers'];
  if (
    !Array.isArray(numbers) ||
    numbers.length < 1 ||
    numbers.length > MAX_PICKS ||
    !numbers.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= KENO_NUMBERS) ||
    new Set(numbers).size !== numbers.length
  )
    throw new RoundInputError(
      'numbers',
      `numbers are 1 to ${MAX_PICKS} distinct whole numbers from 1 to 40`,
    );
  return { stake, numbers: numbers as number[], risk: readChoice(body, 'risk', KENO_RISKS) };
}
