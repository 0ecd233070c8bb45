import { compileSlot, type CompiledSlot } from './slot-compiled.ts';
import type { SlotConfig } from './slot-config.ts';
import { convolve, stripStats } from './slot-strip-stats.ts';

/**
 * Symbols as bits. A run of a symbol (lines: on one line; ways: anywhere on each reel) is alive while every reel so
 * far shows it or a wild; it pays as soon as it reaches the symbol's smallest paying count (pay tables pay every count
 * above that), so whether a spin pays is decided by the first `depth` reels plus the scatters on the rest.
 */
interface RunBits {
  cellBits: number[];
  all: number;
  /** hitsAt[d]: the bits that pay once alive over d reels. */
  hitsAt: number[];
  depth: number;
}

function runBits(slot: CompiledSlot, wildPays: boolean): RunBits {
  const payers = [...slot.regular, ...(wildPays && slot.wild >= 0 ? [slot.wild] : [])].filter(
    (s) => slot.minCounts[s]! <= slot.reels,
  );
  if (payers.some((s) => s > 30)) throw new Error('too many symbols for the hit-rate bit masks');
  const bit = (s: number) => (payers.includes(s) ? 1 << s : 0);
  const regularBits = slot.regular.reduce((bits, s) => bits | bit(s), 0);
  const cellBits = slot.kinds.map((kind, s) =>
    kind === 'wild' ? regularBits | bit(s) : kind === 'regular' ? bit(s) : 0,
  );
  const hitsAt = Array.from({ length: slot.reels + 1 }, (_, d) =>
    payers.reduce((bits, s) => (slot.minCounts[s] === d ? bits | (1 << s) : bits), 0),
  );
  const depth = Math.max(0, ...payers.map((s) => slot.minCounts[s]!));
  return { cellBits, all: payers.reduce((bits, s) => bits | (1 << s), 0), hitsAt, depth };
}

/** tails[k][t]: the chance that reels k.. show t or more scatters. */
function scatterTails(slot: CompiledSlot): number[][] {
  const { reelScatters } = stripStats(slot, slot.base);
  return Array.from({ length: slot.reels + 1 }, (_, k) => {
    const dist = convolve(reelScatters.slice(k));
    const atLeast = new Array<number>(dist.length + 1).fill(0);
    for (let t = dist.length - 1; t >= 0; t--) atLeast[t] = atLeast[t + 1]! + dist[t]!;
    return atLeast;
  });
}

function scattersOn(slot: CompiledSlot, window: readonly number[]): number {
  let n = 0;
  for (const cell of window) if (cell === slot.scatter) n++;
  return n;
}

/** Lines: enumerate the stops of the first `depth` reels with each line's alive bits, pruning dead branches. */
function linesHitRate(slot: CompiledSlot, lines: readonly (readonly number[])[]): number {
  const bits = runBits(slot, true);
  const tails = scatterTails(slot);
  const reachScatters = (from: number, have: number) =>
    tails[from]![Math.max(0, slot.scatterHit - have)] ?? 0;
  let hit = 0;
  const walk = (
    depth: number,
    alive: number[],
    masks: number[],
    scatters: number,
    weight: number,
  ) => {
    const reel = slot.base[depth]!;
    const w = weight / reel.strip.length;
    const height = slot.heights[depth]![0]!;
    const last = depth + 1 >= bits.depth;
    const hitBits = bits.hitsAt[depth + 1]!;
    for (const window of reel.windows[height]!) {
      const s = scatters + scattersOn(slot, window);
      const nextAlive: number[] = [];
      const nextMasks: number[] = [];
      let paid = false;
      for (let i = 0; i < alive.length; i++) {
        const line = alive[i]!;
        const m = masks[i]! & bits.cellBits[window[lines[line]![depth]!]!]!;
        if (m & hitBits) {
          paid = true;
          break;
        }
        if (m !== 0 && !last) {
          nextAlive.push(line);
          nextMasks.push(m);
        }
      }
      if (paid) hit += w;
      else if (nextAlive.length === 0) hit += w * reachScatters(depth + 1, s);
      else walk(depth + 1, nextAlive, nextMasks, s, w);
    }
  };
  if (bits.depth === 0) return tails[0]![slot.scatterHit] ?? 0;
  walk(
    0,
    lines.map((_, l) => l),
    lines.map(() => bits.all),
    0,
    1,
  );
  return hit;
}

/** One reel's equally likely windows as (alive bits shown, scatters), merged: the ways hit rate's outcomes. */
function waysOutcomes(slot: CompiledSlot, bits: RunBits, depth: number) {
  const reel = slot.base[depth]!;
  const heights = slot.heights[depth]!;
  const merged = new Map<number, number>();
  for (const h of heights)
    for (const window of reel.windows[h]!) {
      let shown = 0;
      for (const cell of window) shown |= bits.cellBits[cell]!;
      const key = shown * 64 + scattersOn(slot, window);
      merged.set(key, (merged.get(key) ?? 0) + 1 / (heights.length * reel.strip.length));
    }
  return [...merged].map(([key, p]) => ({ mask: Math.floor(key / 64), scatters: key % 64, p }));
}

/** Ways: the distribution of (bits alive on every reel so far, scatters so far) over the first `depth` reels. */
function waysHitRate(slot: CompiledSlot): number {
  const bits = runBits(slot, false);
  const tails = scatterTails(slot);
  let states = [{ mask: bits.all, scatters: 0, p: 1 }];
  let hit = 0;
  for (let depth = 0; depth < bits.depth; depth++) {
    const outcomes = waysOutcomes(slot, bits, depth);
    const hitBits = bits.hitsAt[depth + 1]!;
    const next = new Map<number, number>();
    for (const state of states)
      for (const outcome of outcomes) {
        const mask = state.mask & outcome.mask;
        const p = state.p * outcome.p;
        if (mask & hitBits) hit += p;
        else {
          const key = mask * 64 + state.scatters + outcome.scatters;
          next.set(key, (next.get(key) ?? 0) + p);
        }
      }
    states = [...next].map(([key, p]) => ({ mask: Math.floor(key / 64), scatters: key % 64, p }));
  }
  for (const state of states)
    hit += state.p * (tails[bits.depth]![Math.max(0, slot.scatterHit - state.scatters)] ?? 0);
  return hit;
}

/**
 * The exact chance that a base spin wins something or triggers free spins (a triggered session almost always pays,
 * but its own chance of paying nothing is left out: the figure is the base spin's). Computed by exact enumeration of
 * the reels that decide a win, never by simulation.
 */
export function slotHitRate(config: SlotConfig): number {
  const slot = compileSlot(config);
  return config.mode.type === 'lines' ? linesHitRate(slot, config.mode.lines) : waysHitRate(slot);
}
