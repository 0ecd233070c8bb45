import { expect, test } from 'vitest';
import {
  BOARD,
  kenoPaytable,
  quickPick,
  readKenoConfig,
  readKenoState,
  togglePick,
} from './keno-adapter';

test('paytables by picks, in object or list form, and by risk', () => {
  const single = readKenoConfig({ paytable: { 1: [0, 380], 2: [0, 180, 500] } });
  expect(kenoPaytable(single, '', 2)).toEqual([0, 180, 500]);
  const listed = readKenoConfig({ paytable: [[], [0, 380]] });
  expect(kenoPaytable(listed, '', 1)).toEqual([0, 380]);
  const risky = readKenoConfig({ paytables: { low: { 1: [70, 185] }, high: { 1: [0, 396] } } });
  expect([...risky.paytables.keys()]).toEqual(['low', 'high']);
  expect(kenoPaytable(risky, 'high', 1)).toEqual([0, 396]);
  expect(kenoPaytable(risky, 'high', 5)).toEqual([]);
});

test('picks toggle, sorted, never past the maximum', () => {
  expect(togglePick([3, 9], 5, 10)).toEqual([3, 5, 9]);
  expect(togglePick([3, 5, 9], 5, 10)).toEqual([3, 9]);
  expect(togglePick([1, 2], 3, 2)).toEqual([1, 2]);
});

test('a quick pick is distinct numbers of the board', () => {
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const picks = quickPick(10, random);
  expect(new Set(picks).size).toBe(10);
  expect(picks.every((n) => n >= 1 && n <= BOARD)).toBe(true);
});

test('hits are the drawn numbers among the picks', () => {
  const view = readKenoState({ params: { picks: [1, 2, 3] }, drawn: [3, 40, 1], multiplier: 500 });
  expect(view?.hits).toEqual([3, 1]);
  expect(readKenoState({ params: { picks: [] }, drawn: [1] })).toBeNull();
});
