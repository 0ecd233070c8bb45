import type { FloatSource } from '../fair.ts';

/** Counts of each symbol id on one strip. */
export type StripCounts = ReadonlyMap<string, number>;

/**
 * The strip of the counts, shuffled by the configuration's own stream (Fisher-Yates) in stacks of up to `stack` of
 * one symbol: stacks show fewer different symbols per window, so ways games hit less often but pay more ways.
 */
export function shuffledStrip(counts: StripCounts, rng: FloatSource, stack = 1): string[] {
  const blocks: string[][] = [];
  for (const [id, n] of counts)
    for (let left = n; left > 0; left -= stack)
      blocks.push(Array.from({ length: Math.min(stack, left) }, () => id));
  for (let i = blocks.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
  }
  return blocks.flat();
}

/** `total` split over ids by weight (largest remainders), every id getting at least one. */
export function splitByWeight(
  total: number,
  weights: ReadonlyMap<string, number>,
): Map<string, number> {
  const sum = [...weights.values()].reduce((a, b) => a + b, 0);
  const shares = [...weights].map(([id, w]) => {
    const exact = (total * w) / sum;
    return { id, n: Math.max(1, Math.floor(exact)), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((a, s) => a + s.n, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.n++;
    left--;
  }
  return new Map(shares.map((s) => [s.id, s.n]));
}

/** The chance that `trigger` or more of `reels` independent reels show a scatter, each with chance p. */
function atLeast(p: number, reels: number, trigger: number): number {
  let sum = 0;
  let binomial = 1;
  for (let k = 0; k <= reels; k++) {
    if (k >= trigger) sum += binomial * p ** k * (1 - p) ** (reels - k);
    binomial = (binomial * (reels - k)) / (k + 1);
  }
  return sum;
}

/**
 * A strip length for one scatter per strip such that `trigger` scatters anywhere come with about `chance`: each
 * reel shows its scatter with chance meanHeight / length.
 */
export function stripLengthFor(chance: number, reels: number, trigger: number, meanHeight: number) {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 50; i++) {
    const p = (low + high) / 2;
    if (atLeast(p, reels, trigger) < chance) low = p;
    else high = p;
  }
  return Math.max(Math.round(meanHeight / low), 12);
}
