import type { CompiledReel, CompiledSlot } from './slot-compiled.ts';

/**
 * What the maths needs from a set of strips, per reel, averaged over every equally likely (height, stop): the
 * chance of each symbol in one cell (every row of a window sees the strip's frequencies), the expected number of
 * cells showing a symbol or a wild and the chance of none, and the distribution of the scatters in the window.
 */
export interface StripStats {
  cellChance: number[][];
  /** Per reel, per symbol: the expected count of cells showing it or a wild. */
  matchMean: number[][];
  /** Per reel, per symbol: the chance that no cell shows it or a wild. */
  matchNone: number[][];
  /** The chance of each total scatter count over the whole window. */
  scatters: number[];
  /** Per reel, the chance of each scatter count on that reel. */
  reelScatters: number[][];
}

type ReelStats = ReturnType<typeof countReel>;
const reelCache = new WeakMap<CompiledReel, ReelStats>();

/** A compiled reel is specific to its symbol order, so its stats are too. */
function reelStats(slot: CompiledSlot, reel: CompiledReel, heights: readonly number[]): ReelStats {
  const known = reelCache.get(reel);
  if (known) return known;
  const stats = countReel(slot, reel, heights);
  reelCache.set(reel, stats);
  return stats;
}

function countReel(slot: CompiledSlot, reel: CompiledReel, heights: readonly number[]) {
  const symbols = slot.ids.length;
  const cellChance = new Array<number>(symbols).fill(0);
  for (const cell of reel.strip) cellChance[cell]! += 1 / reel.strip.length;
  const matchMean = new Array<number>(symbols).fill(0);
  const matchNone = new Array<number>(symbols).fill(0);
  const scatters = new Array<number>(Math.max(...heights) + 1).fill(0);
  const weight = 1 / (heights.length * reel.strip.length);
  const counts = new Array<number>(symbols);
  for (const h of heights) {
    for (const window of reel.windows[h]!) {
      counts.fill(0);
      for (const cell of window) counts[cell]!++;
      const wilds = slot.wild >= 0 ? counts[slot.wild]! : 0;
      for (const x of slot.regular) {
        const matching = counts[x]! + wilds;
        matchMean[x]! += matching * weight;
        if (matching === 0) matchNone[x]! += weight;
      }
      scatters[slot.scatter >= 0 ? counts[slot.scatter]! : 0]! += weight;
    }
  }
  return { cellChance, matchMean, matchNone, scatters };
}

/** The distribution of a sum of independent counts (the reels'), by convolution. */
export function convolve(distributions: readonly (readonly number[])[]): number[] {
  let total = [1];
  for (const d of distributions) {
    const next = new Array<number>(total.length + d.length - 1).fill(0);
    for (let a = 0; a < total.length; a++)
      for (let b = 0; b < d.length; b++) next[a + b]! += total[a]! * d[b]!;
    total = next;
  }
  return total;
}

const cache = new WeakMap<readonly CompiledReel[], StripStats>();

export function stripStats(slot: CompiledSlot, reels: readonly CompiledReel[]): StripStats {
  const known = cache.get(reels);
  if (known) return known;
  const perReel = reels.map((reel, r) => reelStats(slot, reel, slot.heights[r]!));
  const reelScatters = perReel.map((s) => s.scatters);
  const stats: StripStats = {
    cellChance: perReel.map((s) => s.cellChance),
    matchMean: perReel.map((s) => s.matchMean),
    matchNone: perReel.map((s) => s.matchNone),
    scatters: convolve(reelScatters),
    reelScatters,
  };
  cache.set(reels, stats);
  return stats;
}
