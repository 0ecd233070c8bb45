import { describe, expect, test } from 'vitest';
import { readCoup } from './baccarat-adapter';
import { bigRoad } from './big-road';

describe('the big road', () => {
  test('a streak goes down a column; the other side starts the next column', () => {
    expect(bigRoad(['b', 'b', 'a', 'b']).map(({ col, row, side }) => [col, row, side])).toEqual([
      [0, 0, 'b'],
      [0, 1, 'b'],
      [1, 0, 'a'],
      [2, 0, 'b'],
    ]);
  });

  test('ties mark the last cell instead of taking one; leading ties wait for the first coup', () => {
    const road = bigRoad(['tie', 'a', 'tie', 'tie', 'b']);
    expect(road.map(({ side, ties }) => [side, ties])).toEqual([
      ['a', 3],
      ['b', 0],
    ]);
  });

  test('a streak longer than six rows turns right along the bottom (the dragon tail)', () => {
    const road = bigRoad(Array.from({ length: 8 }, () => 'a' as const));
    expect(road.slice(5).map(({ col, row }) => [col, row])).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
  });

  test('the baccarat state gives the coup: cards, totals and who won', () => {
    const coup = readCoup(
      {
        variant: 'punto-banco',
        player: [
          { rank: '9', suit: 'hearts' },
          { rank: 'K', suit: 'clubs' },
        ],
        banker: [
          { rank: '3', suit: 'hearts' },
          { rank: '4', suit: 'clubs' },
        ],
        outcome: 'player',
      },
      'punto_banco',
    );
    expect([coup.totalA, coup.totalB, coup.outcome]).toEqual([9, 7, 'a']);
    const dragonTiger = readCoup(
      {
        variant: 'dragon-tiger',
        dragon: { rank: 'Q', suit: 'spades' },
        tiger: { rank: '2', suit: 'hearts' },
        outcome: 'tiger',
      },
      'dragon_tiger',
    );
    expect([dragonTiger.a.length, dragonTiger.b.length, dragonTiger.outcome]).toEqual([1, 1, 'b']);
  });
});
