import { describe, expect, test } from 'vitest';
import { GAME_ROW_LIMIT } from '@casino/domain/constants';
import { ROW_SIZE, lobbyRowSlugs } from '~/features/games/lobby-rows';

// Spec 01 section 9: "Game categories per page: main (top, new, recommended, bonus-wagering, coin, jackpot, table,
// btc-games, egypt, fruit, book, crash, lottery, fishing games, all)"; spec 02 section 9: "Game row up to 15 games".
const MAIN = [
  'top',
  'new',
  'recommended',
  'bonus-wagering',
  'coin',
  'jackpot',
  'table',
  'btc-games',
  'egypt',
  'fruit',
  'book',
  'crash',
  'lottery',
  'fishing',
  'all',
];

describe('lobby rows', () => {
  test('a row holds up to 15 games', () => {
    expect(ROW_SIZE).toBe(15);
    expect(GAME_ROW_LIMIT).toBe(15);
  });

  test("every category of the main menu with games is a row, in the menu's order; `all` is not a row", () => {
    const collections = MAIN.filter((slug) => slug !== 'all').map((id) => ({
      id,
      games_count: 20,
    }));
    expect(lobbyRowSlugs(MAIN, collections)).toEqual(MAIN.filter((slug) => slug !== 'all'));
  });

  test('a category without games, or one the catalogue no longer has, is skipped', () => {
    const collections = [
      { id: 'top', games_count: 30 },
      { id: 'new', games_count: 0 },
      { id: 'crash', games_count: 4 },
    ];
    expect(lobbyRowSlugs(['top', 'new', 'removed', 'crash', 'all'], collections)).toEqual([
      'top',
      'crash',
    ]);
  });

  test('a slug named twice makes one row', () => {
    expect(lobbyRowSlugs(['top', 'top'], [{ id: 'top', games_count: 5 }])).toEqual(['top']);
  });
});
