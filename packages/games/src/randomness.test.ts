import { describe, expect, test } from 'vitest';
import { fairFloats, simulationFloats, type FloatSource } from './fair.ts';
import {
  chiSquareQuantile,
  chiSquareUniform,
  normalQuantile,
  runsTest,
  serialCorrelation,
} from './stats.ts';

/**
 * The statistical tests outcomes must pass at 99 % confidence (issue 10 section 5; 25 CFR 547.14): goodness of fit,
 * runs and serial correlation, on the provably fair floats over many nonces, and the same tests failing a bad
 * generator to show they can.
 */
const CONFIDENCE = 0.99;
const Z = normalQuantile(1 - (1 - CONFIDENCE) / 2); // two-sided: 2.5758
const BINS = 100;

const serverSeed = '3f9a1c0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf02468';
// 12,500 nonces × 16 floats: 25,000 HMACs, about 2 s with the pure-JS SHA-256 the browser verifier also runs.
const NONCES = 12_500;
const PER_NONCE = 16; // two HMAC blocks: the cursor moves into round 1

/** The fair floats of nonces 0..NONCES-1, PER_NONCE each, in order. */
const fair: number[] = [];
const firstOfEachNonce: number[] = [];
for (let nonce = 0; nonce < NONCES; nonce++) {
  const floats = fairFloats({ serverSeed, clientSeed: 'randomness-check', nonce });
  for (let i = 0; i < PER_NONCE; i++) {
    const f = floats.next();
    fair.push(f);
    if (i === 0) firstOfEachNonce.push(f);
  }
}

function take(source: FloatSource, count: number): number[] {
  return Array.from({ length: count }, () => source.next());
}

function binCounts(values: readonly number[], bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (const value of values) counts[Math.floor(value * bins)]!++;
  return counts;
}

/** Pairs (x_i, x_i+1) in a bins × bins grid: the serial (two-dimensional) goodness of fit. */
function pairCounts(values: readonly number[], bins: number): number[] {
  const counts = new Array<number>(bins * bins).fill(0);
  for (let i = 0; i + 1 < values.length; i += 2)
    counts[Math.floor(values[i]! * bins) * bins + Math.floor(values[i + 1]! * bins)]!++;
  return counts;
}

function passesChiSquare(counts: number[]): boolean {
  const { statistic, df } = chiSquareUniform(counts);
  return statistic < chiSquareQuantile(CONFIDENCE, df);
}

const passesRuns = (values: number[]) => Math.abs(runsTest(values).z) < Z;
const passesSerial = (values: number[]) => Math.abs(serialCorrelation(values).z) < Z;

/** Skewed: u^1.05, a bias of about 1.2 % in the mean. */
function biased(seed: number): FloatSource {
  const u = simulationFloats(seed);
  return { next: () => u.next() ** 1.05 };
}

/** Uniform marginals but alternating halves: every float is below 0.5 after one above it. */
function alternating(seed: number): FloatSource {
  const u = simulationFloats(seed);
  let high = false;
  return {
    next() {
      high = !high;
      return high ? 0.5 + u.next() / 2 : u.next() / 2;
    },
  };
}

/** Repeats its last float one time in ten: uniform, but with memory. */
function sticky(seed: number): FloatSource {
  const u = simulationFloats(seed);
  let last = u.next();
  return {
    next() {
      if (u.next() >= 0.1) last = u.next();
      return last;
    },
  };
}

describe('the provably fair floats pass at 99 % confidence', () => {
  test(`chi-square of ${NONCES * PER_NONCE} floats in ${BINS} bins`, () => {
    expect(fair).toHaveLength(200_000);
    expect(passesChiSquare(binCounts(fair, BINS))).toBe(true);
  });

  test('chi-square of the first float of each nonce (what a one-shot game sees) in 50 bins', () => {
    expect(passesChiSquare(binCounts(firstOfEachNonce, 50))).toBe(true);
  });

  test('chi-square of successive pairs in a 20 × 20 grid', () => {
    expect(passesChiSquare(pairCounts(fair, 20))).toBe(true);
  });

  test('the Wald–Wolfowitz runs test above and below 0.5', () => {
    expect(passesRuns(fair)).toBe(true);
  });

  test('lag-1 serial correlation', () => {
    expect(passesSerial(fair)).toBe(true);
  });

  test('the critical values are the 99 % ones', () => {
    expect(Z).toBeCloseTo(2.5758, 4);
    expect(chiSquareQuantile(CONFIDENCE, BINS - 1)).toBeCloseTo(134.642, 2);
  });
});

describe('the same tests catch bad generators', () => {
  const count = 200_000;

  test('a 1.2 % bias fails the chi-square test', () => {
    expect(passesChiSquare(binCounts(take(biased(1), count), BINS))).toBe(false);
  });

  test('alternating halves pass the chi-square test but fail the runs, pairs and serial tests', () => {
    const values = take(alternating(2), count);
    expect(passesChiSquare(binCounts(values, BINS))).toBe(true);
    expect(passesRuns(values)).toBe(false);
    expect(passesChiSquare(pairCounts(values, 20))).toBe(false);
    expect(passesSerial(values)).toBe(false);
  });

  test('a generator that repeats itself fails the runs and serial tests', () => {
    const values = take(sticky(3), count);
    expect(passesRuns(values)).toBe(false);
    expect(passesSerial(values)).toBe(false);
  });

  test('the fast simulation generator passes, as the Monte Carlo checks need', () => {
    const values = take(simulationFloats(4), count);
    expect(passesChiSquare(binCounts(values, BINS))).toBe(true);
    expect(passesRuns(values)).toBe(true);
    expect(passesSerial(values)).toBe(true);
  });
});
