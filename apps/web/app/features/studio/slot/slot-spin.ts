import type { SpinningReel } from './slot-reels';

/** A reel strip for one spin: the new window on top, random filler, the old window at the bottom (where it starts). */
export function reelStrip(
  next: readonly string[],
  previous: readonly string[],
  filler: readonly string[],
  length: number,
  random: () => number = Math.random,
): string[] {
  const middle = Array.from(
    { length: Math.max(0, length) },
    () => filler[Math.floor(random() * filler.length)] ?? 'star',
  );
  return [...next, ...middle, ...previous];
}

/** Reel `reel` stops `stagger` after the one before it; each eases out to rest. */
export function reelProgress(
  elapsed: number,
  reel: number,
  firstStop: number,
  stagger: number,
): number {
  const stop = firstStop + reel * stagger;
  const t = Math.min(1, Math.max(0, elapsed / stop));
  return 1 - (1 - t) ** 3;
}

/** Each reel's strip moved by its progress (null once it has stopped). */
export function spinFrame(
  strips: readonly string[][],
  rows: number,
  elapsed: number,
  firstStop: number,
  stagger: number,
): (SpinningReel | null)[] {
  return strips.map((strip, reel) => {
    const progress = reelProgress(elapsed, reel, firstStop, stagger);
    return progress >= 1 ? null : { strip, offset: progress * (strip.length - rows) };
  });
}
