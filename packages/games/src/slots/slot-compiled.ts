import { slotConfigProblems } from './slot-config-check.ts';
import { freeSpinsFor, minPayingCount, payOf, type SlotConfig } from './slot-config.ts';

/** One reel's strip as symbol indexes, with every window it can show precomputed (rounds only look them up). */
export interface CompiledReel {
  strip: readonly number[];
  /** windows[height][stop]: the cells shown, top to bottom (only the heights the reel can show are filled). */
  windows: readonly (readonly (readonly number[])[])[];
}

/** A configuration in the form the evaluators use: symbols by index, pays by count, windows precomputed. */
export interface CompiledSlot {
  config: SlotConfig;
  reels: number;
  ids: readonly string[];
  kinds: readonly ('regular' | 'wild' | 'scatter')[];
  /** pays[symbol][count], count 0..reels. */
  pays: readonly (readonly number[])[];
  /** The smallest paying count per symbol (Infinity if none). */
  minCounts: readonly number[];
  regular: readonly number[];
  wild: number;
  scatter: number;
  /** The fewest scatters that win something: a scatter pay or the free-spin trigger. */
  scatterHit: number;
  /** freeSpinsAwarded[count] for count 0..(most cells of the window). */
  freeSpinsAwarded: readonly number[];
  /** The heights each reel can show, all equally likely. */
  heights: readonly (readonly number[])[];
  base: readonly CompiledReel[];
  free: readonly CompiledReel[];
}

const cache = new WeakMap<SlotConfig, CompiledSlot>();
/** Reels by strip, then by symbol order and heights: the pay-table search compiles many configs on the same strips. */
const reelCache = new WeakMap<readonly string[], Map<string, CompiledReel>>();

function heightsOf(config: SlotConfig): number[][] {
  const { mode } = config;
  if (mode.type !== 'megaways') return config.rows.map((h) => [h]);
  const heights: number[] = [];
  for (let h = mode.minRows; h <= mode.maxRows; h++) heights.push(h);
  return config.rows.map(() => heights);
}

function compileReel(
  strip: readonly string[],
  index: ReadonlyMap<string, number>,
  heights: readonly number[],
): CompiledReel {
  const signature = `${[...index.keys()].join(',')}|${heights.join(',')}`;
  const known = reelCache.get(strip)?.get(signature);
  if (known) return known;
  const cells = strip.map((id) => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`unknown symbol ${id} on a strip`);
    return i;
  });
  const windows: number[][][] = [];
  for (const h of heights) {
    windows[h] = cells.map((_, stop) =>
      Array.from({ length: h }, (_, row) => cells[(stop + row) % cells.length]!),
    );
  }
  const reel = { strip: cells, windows };
  if (!reelCache.has(strip)) reelCache.set(strip, new Map());
  reelCache.get(strip)!.set(signature, reel);
  return reel;
}

/** The compiled form of a configuration, computed once per configuration object. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  const known = cache.get(config);
  if (known) return known;
  const problems = slotConfigProblems(config);
  if (problems.length) throw new Error(`slot configuration: ${problems.join('; ')}`);
  const reels = config.rows.length;
  const index = new Map(config.symbols.map((s, i) => [s.id, i]));
  const kinds = config.symbols.map((s) => s.kind);
  const pays = config.symbols.map((s) => Array.from({ length: reels + 1 }, (_, n) => payOf(s, n)));
  const minCounts = config.symbols.map(minPayingCount);
  const scatter = kinds.indexOf('scatter');
  const heights = heightsOf(config);
  const mostCells = heights.reduce((sum, hs) => sum + Math.max(...hs), 0);
  const compiled: CompiledSlot = {
    config,
    reels,
    ids: config.symbols.map((s) => s.id),
    kinds,
    pays,
    minCounts,
    regular: kinds.flatMap((k, i) => (k === 'regular' ? [i] : [])),
    wild: kinds.indexOf('wild'),
    scatter,
    scatterHit: Math.min(
      config.freeSpins.trigger,
      scatter < 0 ? Infinity : (minCounts[scatter] ?? Infinity),
    ),
    freeSpinsAwarded: Array.from({ length: mostCells + 1 }, (_, n) =>
      freeSpinsFor(config.freeSpins, n),
    ),
    heights,
    base: config.strips.map((strip, r) => compileReel(strip, index, heights[r] ?? [])),
    free: config.freeStrips.map((strip, r) => compileReel(strip, index, heights[r] ?? [])),
  };
  cache.set(config, compiled);
  return compiled;
}
