/**
 * The European single-zero layout: 0 above three columns of 1-36 in twelve rows (row r holds 3r+1, 3r+2, 3r+3).
 * Every bet the table takes is listed here once as the numbers it covers; a player's bet is valid when its numbers
 * are one of these sets, so the rules of adjacency (a split is two neighbours, a corner four that meet) live only here.
 */
export const BET_TYPES = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'line',
  'column',
  'dozen',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** What a winning bet pays, to one (the stake comes back on top). */
export const PAYOUT_TO_ONE: Readonly<Record<BetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  trio: 11,
  corner: 8,
  basket: 8,
  line: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

/** The even-money bets: under the French la partage rule they lose only half when the ball lands on zero. */
export const EVEN_MONEY: ReadonlySet<BetType> = new Set([
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
]);

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export function colorOf(number: number): 'green' | 'red' | 'black' {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ONE_TO_36 = range(1, 36);
/** Rows 0..11 of the layout, each [3r+1, 3r+2, 3r+3]. */
const ROWS = range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]);
/** Numbers 1..33 that are not in the right-hand column: each has a neighbour to its right on the same row. */
const HAS_RIGHT = range(1, 35).filter((n) => n % 3 !== 0);

function setsOf(type: BetType): number[][] {
  switch (type) {
    case 'straight':
      return range(0, 36).map((n) => [n]);
    case 'split':
      return [
        ...[1, 2, 3].map((n) => [0, n]),
        ...HAS_RIGHT.map((n) => [n, n + 1]),
        ...range(1, 33).map((n) => [n, n + 3]),
      ];
    case 'street':
      return ROWS;
    case 'trio':
      return [
        [0, 1, 2],
        [0, 2, 3],
      ];
    case 'corner':
      return HAS_RIGHT.filter((n) => n <= 32).map((n) => [n, n + 1, n + 3, n + 4]);
    case 'basket':
      return [[0, 1, 2, 3]];
    case 'line':
      return range(0, 10).map((r) => [...(ROWS[r] ?? []), ...(ROWS[r + 1] ?? [])]);
    case 'column':
      return [1, 2, 0].map((rest) => ONE_TO_36.filter((n) => n % 3 === rest));
    case 'dozen':
      return [0, 1, 2].map((d) => range(12 * d + 1, 12 * d + 12));
    case 'red':
      return [ONE_TO_36.filter((n) => RED_NUMBERS.has(n))];
    case 'black':
      return [ONE_TO_36.filter((n) => !RED_NUMBERS.has(n))];
    case 'odd':
      return [ONE_TO_36.filter((n) => n % 2 === 1)];
    case 'even':
      return [ONE_TO_36.filter((n) => n % 2 === 0)];
    case 'low':
      return [range(1, 18)];
    case 'high':
      return [range(19, 36)];
  }
}

const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every bet of the layout, by type, keyed by its sorted numbers. */
export const LAYOUT: ReadonlyMap<BetType, ReadonlyMap<string, readonly number[]>> = new Map(
  BET_TYPES.map((type) => [
    type,
    new Map(setsOf(type).map((numbers) => [keyOf(numbers), [...numbers].sort((a, b) => a - b)])),
  ]),
);

/** The layout's own set for these numbers (sorted), or null when the table has no such bet of this type. */
export function layoutBet(type: BetType, numbers: readonly number[]): readonly number[] | null {
  return LAYOUT.get(type)?.get(keyOf(numbers)) ?? null;
}
