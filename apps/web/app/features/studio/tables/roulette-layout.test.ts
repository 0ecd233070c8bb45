import { describe, expect, test } from 'vitest';
import { rouletteParams, rouletteResult } from './roulette-adapter';
import {
  column,
  dozen,
  edgeSpots,
  evenMoney,
  pickBet,
  placeOnScreen,
  split,
  spotKey,
  straight,
} from './roulette-layout';
import { pocketAngle, pocketColour, pocketUnder, spinTarget, WHEEL_ORDER } from './roulette-wheel';
import { canPlace, spotTotals, totalStake, type Placement } from './table-bets';
import type { BetSpot } from './roulette-layout';

const numbersOf = (x: number, y: number) =>
  edgeSpots().find((spot) => spot.x === x && spot.y === y)?.spot.numbers;

describe('the European wheel', () => {
  test('holds the 37 pockets once each, 18 red, 18 black and the green zero', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(WHEEL_ORDER.filter((n) => pocketColour(n) === 'red')).toHaveLength(18);
    expect(WHEEL_ORDER.filter((n) => pocketColour(n) === 'black')).toHaveLength(18);
    expect(pocketColour(0)).toBe('green');
  });

  test('alternates red and black all the way round', () => {
    for (let index = 1; index < WHEEL_ORDER.length - 1; index++)
      expect(pocketColour(WHEEL_ORDER[index] as number)).not.toBe(
        pocketColour(WHEEL_ORDER[index + 1] as number),
      );
  });

  test.each([0, 17, 26, 32, 5])('a spin to %i rests the ball over that pocket', (number) => {
    const { wheelEnd, ballEnd } = spinTarget(number, 123, 40);
    expect(pocketUnder(ballEnd, wheelEnd)).toBe(number);
    expect(40 - ballEnd).toBeGreaterThanOrEqual(4 * 360);
    expect(pocketAngle(number)).toBeLessThan(360);
  });
});

describe('clicks between numbers on the layout', () => {
  test.each([
    ['the edge between 1 and 2 is a split', 0.5, 2, [1, 2]],
    ['the edge between 2 and 3 is a split', 0.5, 1, [2, 3]],
    ['the edge between 17 and 20 is a split', 6, 1.5, [17, 20]],
    ['the crossing of 1, 2, 4 and 5 is a corner', 1, 2, [1, 2, 4, 5]],
    ['the crossing of 32, 33, 35 and 36 is a corner', 11, 1, [32, 33, 35, 36]],
    ['the outer edge under 13 is the street 13-15', 4.5, 3, [13, 14, 15]],
    ['the outer crossing after 15 is the line 13-18', 5, 3, [13, 14, 15, 16, 17, 18]],
    ['the zero edge beside 3 is the split 0/3', 0, 0.5, [0, 3]],
  ])('%s', (_name, x, y, numbers) => {
    expect(numbersOf(x, y)).toEqual(numbers);
  });

  test('the layout has every split, corner, street and line exactly once', () => {
    const spots = edgeSpots();
    const count = (type: string) => spots.filter((edge) => edge.spot.type === type).length;
    expect(count('split')).toBe(60);
    expect(count('corner')).toBe(22);
    expect(count('street')).toBe(12);
    expect(count('line')).toBe(11);
    expect(new Set(spots.map((edge) => spotKey(edge.spot))).size).toBe(spots.length);
  });

  test('phones stand the layout upright: 1 top left, 36 bottom right', () => {
    expect(placeOnScreen(0.5, 2.5, true)).toEqual({ left: (0.5 / 3) * 100, top: (0.5 / 12) * 100 });
    expect(placeOnScreen(11.5, 0.5, false)).toEqual({
      left: (11.5 / 12) * 100,
      top: (0.5 / 3) * 100,
    });
  });

  test('only neighbours make a split', () => {
    expect(split(3, 4)).toBeNull();
    expect(split(1, 5)).toBeNull();
    expect(split(20, 17)?.numbers).toEqual([17, 20]);
  });
});

describe('the bet mode (keyboard) reaches the same bets', () => {
  test('split holds the first number and pairs it with a neighbour', () => {
    const first = pickBet('split', 8, null);
    expect(first).toEqual({ spot: null, held: 8 });
    expect(pickBet('split', 11, first.held).spot?.numbers).toEqual([8, 11]);
    expect(pickBet('split', 12, 8)).toEqual({ spot: null, held: 12 });
  });

  test.each([
    ['street', 14, [13, 14, 15]],
    ['corner', 3, [2, 3, 5, 6]],
    ['corner', 34, [31, 32, 34, 35]],
    ['corner', 36, [32, 33, 35, 36]],
    ['line', 35, [31, 32, 33, 34, 35, 36]],
    ['line', 4, [4, 5, 6, 7, 8, 9]],
  ] as const)('%s from %i covers %j', (mode, n, numbers) => {
    expect(pickBet(mode, n, null).spot?.numbers).toEqual(numbers);
  });
});

describe('chips on the layout', () => {
  const chip = (spot: BetSpot, amount: number): Placement<BetSpot> => ({
    key: spotKey(spot),
    spot,
    amount,
  });

  test('chips on one spot add up; the round sends one bet per spot', () => {
    const placements = [
      chip(straight(17), 100),
      chip(evenMoney('red'), 50),
      chip(straight(17), 100),
      chip(dozen(1), 25),
    ];
    expect(totalStake(placements)).toBe(275);
    expect(rouletteParams(spotTotals(placements))).toEqual({
      bets: [
        { type: 'straight', numbers: [17], stake: 200 },
        { type: 'red', stake: 50 },
        { type: 'dozen', numbers: dozen(1).numbers, stake: 25 },
      ],
    });
  });

  test('a chip past the per-bet or the table maximum is refused', () => {
    const placements = [chip(column(0), 900)];
    expect(canPlace(placements, spotKey(column(0)), 100, { maxTotal: 5000, maxSpot: 1000 })).toBe(
      true,
    );
    expect(canPlace(placements, spotKey(column(0)), 200, { maxTotal: 5000, maxSpot: 1000 })).toBe(
      false,
    );
    expect(canPlace(placements, spotKey(straight(1)), 200, { maxTotal: 1000, maxSpot: 1000 })).toBe(
      false,
    );
  });

  test('the columns and dozens cover their twelve numbers', () => {
    expect(column(2).numbers).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
    expect(dozen(2).numbers[0]).toBe(25);
  });

  test('the result is read from the state, and nonsense is not a pocket', () => {
    expect(rouletteResult({ number: 26, color: 'black', wins: [] })).toBe(26);
    expect(rouletteResult({ number: 40 })).toBeNull();
    expect(rouletteResult(null)).toBeNull();
  });
});
