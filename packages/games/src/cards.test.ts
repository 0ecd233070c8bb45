import { describe, expect, test } from 'vitest';
import {
  baccaratValue,
  blackjackValue,
  cardAt,
  dragonTigerOrder,
  drawCard,
  floatOfCard,
  riggedCards,
} from './cards.ts';

describe('cards', () => {
  test.each([
    [0, '2', 'diamonds'],
    [1, '2', 'hearts'],
    [2, '2', 'spades'],
    [3, '2', 'clubs'],
    [4, '3', 'diamonds'],
    [35, '10', 'clubs'],
    [36, 'J', 'diamonds'],
    [48, 'A', 'diamonds'],
    [51, 'A', 'clubs'],
  ] as const)("CARDS[%i] is Stake's %s of %s", (index, rank, suit) => {
    expect(cardAt(index)).toEqual({ index, rank, suit });
  });

  test('a float deals CARDS[floor(f * 52)], every card from its own slice', () => {
    for (let index = 0; index < 52; index++) {
      expect(drawCard({ next: () => floatOfCard(index) }).index).toBe(index);
      expect(drawCard({ next: () => (index + 1e-9) / 52 }).index).toBe(index);
    }
    expect(drawCard({ next: () => 0.999_999_999 }).index).toBe(51);
  });

  test.each([
    ['A', 11, 1, 1],
    ['2', 2, 2, 2],
    ['9', 9, 9, 9],
    ['10', 10, 0, 10],
    ['J', 10, 0, 11],
    ['K', 10, 0, 13],
  ] as const)(
    '%s counts %i in blackjack, %i in baccarat, ranks %i in Dragon Tiger',
    (rank, bj, bac, dt) => {
      expect(blackjackValue(rank)).toBe(bj);
      expect(baccaratValue(rank)).toBe(bac);
      expect(dragonTigerOrder(rank)).toBe(dt);
    },
  );

  test('a rigged deck deals its ranks in order and then refuses', () => {
    const rng = riggedCards(['K', 'A']);
    expect(drawCard(rng).rank).toBe('K');
    expect(drawCard(rng).rank).toBe('A');
    expect(() => drawCard(rng)).toThrow();
  });
});
