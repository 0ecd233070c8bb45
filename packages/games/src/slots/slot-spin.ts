import type { FloatSource } from '../fair.ts';
import type { CompiledReel, CompiledSlot } from './slot-compiled.ts';
import { payWindow, type LineWin, type ScatterWin, type WayWin } from './slot-pays.ts';

/** One spin as the client animates it and the player recalls it. */
export interface SpinRecord {
  kind: 'base' | 'free';
  /** The strip position at the top of each reel's window. */
  stops: number[];
  /** The symbol ids shown, per reel top to bottom (megaways: each reel's own height). */
  window: (readonly string[])[];
  lines: LineWin[];
  ways: WayWin[];
  scatter: ScatterWin | null;
  /** The free-spin multiplier applied (1 in the base game). */
  multiplier: number;
  /** The spin's pay in hundredths of the stake, multiplier included. */
  pay: number;
  /** The spin's win in minor units: floor(stake * pay / 100), floored once per spin. */
  win: number;
  /** Free spins this spin awarded (a trigger or a retrigger). */
  freeSpins: number;
}

/**
 * Draws the window: per reel (left to right) in megaways its height = minRows + floor(f * choices), then its stop =
 * floor(f * strip length), each from the round's float stream.
 */
export function drawWindow(
  slot: CompiledSlot,
  reels: readonly CompiledReel[],
  rng: FloatSource,
): { stops: number[]; cells: (readonly number[])[]; ids: (readonly string[])[] } {
  const stops: number[] = [];
  const cells: (readonly number[])[] = [];
  const ids: (readonly string[])[] = [];
  for (let r = 0; r < slot.reels; r++) {
    const heights = slot.heights[r]!;
    const height =
      heights.length === 1 ? heights[0]! : heights[Math.floor(rng.next() * heights.length)]!;
    const reel = reels[r]!;
    const stop = Math.floor(rng.next() * reel.strip.length);
    stops.push(stop);
    cells.push(reel.windows[height]![stop]!);
    ids.push(cells[r]!.map((cell) => slot.ids[cell]!));
  }
  return { stops, cells, ids };
}

/** One spin of the base game or of the free spins, its pay floored to minor units. */
export function playSpin(
  slot: CompiledSlot,
  kind: 'base' | 'free',
  stake: number,
  rng: FloatSource,
): SpinRecord {
  const { stops, cells, ids } = drawWindow(slot, kind === 'base' ? slot.base : slot.free, rng);
  const paid = payWindow(slot, cells);
  const multiplier = kind === 'free' ? slot.config.freeSpins.multiplier : 1;
  const pay = paid.total * multiplier;
  return {
    kind,
    stops,
    window: ids,
    lines: paid.lines,
    ways: paid.ways,
    scatter: paid.scatter,
    multiplier,
    pay,
    win: Math.floor((stake * pay) / 100),
    freeSpins: paid.freeSpins,
  };
}
