import { field, firstNumber, numbersAt } from '../config-read';

// The money wheel engine's JSON (packages/games wheel): config.segments are multipliers in hundredths in wheel order,
// a round's state names the segment it stopped on.

export function wheelSegments(config: unknown): number[] {
  return numbersAt(config, 'segments');
}

export function wheelStop(state: unknown, segments: number): number | null {
  const index = firstNumber(state, ['segment', 'index', 'stop'], -1);
  return Number.isInteger(index) && index >= 0 && index < segments ? index : null;
}

export function wheelMultiplier(state: unknown): number | null {
  const value = field(state, 'multiplier');
  return typeof value === 'number' ? value : null;
}

/** The rotation (degrees, clockwise) that brings segment `index` of `count` under the pointer at the top, turning
 * forward from `from` by at least `turns` whole turns. */
export function wheelRotation(index: number, count: number, from: number, turns = 5): number {
  const target = -(index * 360) / count;
  const base = from + turns * 360;
  const k = Math.ceil((base - target) / 360);
  return target + k * 360;
}

const PALETTE = ['#7c3aed', '#22d3ee', '#f59e0b', '#ec4899', '#10b981', '#3b82f6'] as const;

/** A segment's colour: blank segments dark, each distinct multiplier its own colour, the top prize gold. */
export function segmentColour(multiplier: number, all: readonly number[]): string {
  if (multiplier === 0) return '#2d2660';
  const distinct = [...new Set(all.filter((m) => m > 0))].sort((a, b) => a - b);
  if (multiplier === distinct[distinct.length - 1]) return '#fbbf24';
  return PALETTE[distinct.indexOf(multiplier) % PALETTE.length] ?? PALETTE[0];
}
