import { pocketColour } from './roulette-wheel';

// The betting layout of European roulette: which numbers each bet covers, where the spots between numbers sit, and
// what a pick means in each bet mode. Table coordinates: the 3 x 12 grid of 1-36 with column c = 0..11 from the zero
// end and row r = 0..2 from the top row (3, 6, ... 36) to the bottom row (1, 4, ... 34).

export const INSIDE_TYPES = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const OUTSIDE_TYPES = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type InsideType = (typeof INSIDE_TYPES)[number];
export type EvenMoneyType = (typeof OUTSIDE_TYPES)[number];
export type RouletteBetType = InsideType | EvenMoneyType | 'column' | 'dozen';

/** One bet spot: its type and the numbers it covers (every type, even-money ones included, lists them). */
export interface BetSpot {
  type: RouletteBetType;
  numbers: readonly number[];
}

export const spotKey = (spot: BetSpot): string => `${spot.type}:${spot.numbers.join('-')}`;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

export const columnOf = (n: number): number => Math.floor((n - 1) / 3);
export const rowOf = (n: number): number => 2 - ((n - 1) % 3);
/** The number in table column c, row r. */
export const numberAt = (column: number, row: number): number => column * 3 + (3 - row);

export function straight(n: number): BetSpot {
  return { type: 'straight', numbers: [n] };
}

export function street(column: number): BetSpot {
  return { type: 'street', numbers: range(column * 3 + 1, column * 3 + 3) };
}

export function line(column: number): BetSpot {
  return { type: 'line', numbers: range(column * 3 + 1, column * 3 + 6) };
}

/** The corner whose smallest number is `low` (low is 1 or 2 in its street, at most 32). */
export function corner(low: number): BetSpot {
  return { type: 'corner', numbers: [low, low + 1, low + 3, low + 4] };
}

export function split(a: number, b: number): BetSpot | null {
  const [low, high] = a < b ? [a, b] : [b, a];
  if (low === 0 && high >= 1 && high <= 3) return { type: 'split', numbers: [0, high] };
  if (low < 1 || high > 36) return null;
  const sameStreet = high === low + 1 && low % 3 !== 0;
  const sameRow = high === low + 3;
  return sameStreet || sameRow ? { type: 'split', numbers: [low, high] } : null;
}

/** Column bets: index 0 is the column of 1, 4, ... 34 (the bottom row), 2 the column of 3 ... 36. */
export function column(index: number): BetSpot {
  return { type: 'column', numbers: range(1, 36).filter((n) => (n - 1) % 3 === index) };
}

export function dozen(index: number): BetSpot {
  return { type: 'dozen', numbers: range(index * 12 + 1, index * 12 + 12) };
}

export function evenMoney(type: EvenMoneyType): BetSpot {
  const all = range(1, 36);
  const numbers = {
    red: all.filter((n) => pocketColour(n) === 'red'),
    black: all.filter((n) => pocketColour(n) === 'black'),
    odd: all.filter((n) => n % 2 === 1),
    even: all.filter((n) => n % 2 === 0),
    low: range(1, 18),
    high: range(19, 36),
  }[type];
  return { type, numbers };
}

/** A spot between numbers, placed in table units: x 0..12 along the columns, y 0..3 down the rows. */
export interface EdgeSpot {
  spot: BetSpot;
  x: number;
  y: number;
}

/** Every split, corner, street and line spot of the layout, at the edge or crossing it sits on. */
export function edgeSpots(): EdgeSpot[] {
  const spots: EdgeSpot[] = [];
  for (let c = 0; c < 12; c++) {
    for (let r = 0; r < 3; r++) {
      const n = numberAt(c, r);
      if (r > 0) spots.push({ spot: split(n, n + 1) as BetSpot, x: c + 0.5, y: r });
      if (c < 11) spots.push({ spot: split(n, n + 3) as BetSpot, x: c + 1, y: r + 0.5 });
      if (c < 11 && r > 0) spots.push({ spot: corner(n), x: c + 1, y: r });
      if (c === 0) spots.push({ spot: split(0, n) as BetSpot, x: 0, y: r + 0.5 });
    }
    spots.push({ spot: street(c), x: c + 0.5, y: 3 });
    if (c < 11) spots.push({ spot: line(c), x: c + 1, y: 3 });
  }
  return spots;
}

/** A spot's place on screen in percent of the numbers grid: wide tables lie across, phones stand it upright. */
export function placeOnScreen(
  x: number,
  y: number,
  upright: boolean,
): { left: number; top: number } {
  return upright
    ? { left: ((3 - y) / 3) * 100, top: (x / 12) * 100 }
    : { left: (x / 12) * 100, top: (y / 3) * 100 };
}

export type PickMode = 'straight' | 'split' | 'street' | 'corner' | 'line';

/**
 * The keyboard's way to every inside bet: choose a mode, then press numbers. Split takes two neighbours (the first
 * press is held); street, corner and line take the spot that starts at the pressed number.
 */
export function pickBet(
  mode: PickMode,
  n: number,
  held: number | null,
): { spot: BetSpot | null; held: number | null } {
  switch (mode) {
    case 'straight':
      return { spot: straight(n), held: null };
    case 'split': {
      if (held === null || held === n) return { spot: null, held: held === n ? null : n };
      const spot = split(held, n);
      return spot ? { spot, held: null } : { spot: null, held: n };
    }
    case 'street':
      return n === 0 ? { spot: null, held: null } : { spot: street(columnOf(n)), held: null };
    case 'line':
      return n === 0
        ? { spot: null, held: null }
        : { spot: line(Math.min(columnOf(n), 10)), held: null };
    case 'corner': {
      if (n === 0) return { spot: null, held: null };
      const c = Math.min(columnOf(n), 10);
      // The bottom two rows start a corner; a top-row number (3, 6 ...) belongs to the corner below it.
      const low = numberAt(c, Math.max(rowOf(n), 1));
      return { spot: corner(low), held: null };
    }
  }
}
