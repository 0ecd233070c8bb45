import { expect, test } from 'vitest';
import {
  cashoutAction,
  minesMultiplier,
  readMinesConfig,
  readMinesState,
  revealAction,
} from './mines-adapter';

const config = readMinesConfig({ edgeBasisPoints: 100, minBet: 10, maxBet: 100 });

test('the multiplier of k safe tiles is (1 - edge) C(25, k) / C(25 - mines, k)', () => {
  expect(minesMultiplier(config, 1, 0)).toBe(99);
  expect(minesMultiplier(config, 1, 1)).toBe(103);
  expect(minesMultiplier(config, 3, 2)).toBe(Math.floor(99 * (25 / 22) * (24 / 21)));
  expect(minesMultiplier(config, 24, 1)).toBe(2475);
});

test('an open round shows its revealed gems; a lost one where the mine was hit', () => {
  const open = readMinesState({
    params: { stake: 10, mines: 3 },
    revealed: [0, 7],
    multiplier: 129,
  });
  expect(open).toMatchObject({
    mines: 3,
    revealed: [0, 7],
    busted: false,
    hit: null,
    multiplier: 129,
  });
  const lost = readMinesState({
    params: { stake: 10, mines: 3 },
    revealed: [0, 7, 12],
    mines: [12, 3, 4],
  });
  expect(lost).toMatchObject({
    revealed: [0, 7],
    hit: 12,
    busted: true,
    minePositions: [12, 3, 4],
  });
  expect(readMinesState({ revealed: [] })).toBeNull();
});

test('the actions sent', () => {
  expect(revealAction(4)).toEqual({ type: 'reveal', tile: 4 });
  expect(cashoutAction()).toEqual({ type: 'cashout' });
  expect(readMinesConfig({})).toMatchObject({ minMines: 1, maxMines: 24 });
});
