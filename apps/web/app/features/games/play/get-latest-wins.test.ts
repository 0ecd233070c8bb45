import { expect, test } from 'vitest';
import type { LatestWin } from '@casino/api/play-client';
import { WINS_SHOWN, withWin } from './get-latest-wins.ts';

const win = (at: number, nickname = 'ann'): LatestWin => ({
  at,
  nickname,
  game_identifier: 'ocs/dice',
  game_title: 'Dice',
  currency: 'EUR',
  bet_amount_cents: 100,
  win_amount_cents: 5_000,
});

test('a pushed win goes on top, newest first, and the feed keeps its length', () => {
  let wins: LatestWin[] = [];
  for (let at = 1; at <= WINS_SHOWN + 3; at++) wins = withWin(wins, win(at));
  expect(wins).toHaveLength(WINS_SHOWN);
  expect(wins[0]?.at).toBe(WINS_SHOWN + 3);
  expect(wins.at(-1)?.at).toBe(4);
});

test('the same win pushed twice (a reconnect after the first fill) is shown once', () => {
  const wins = withWin(withWin([win(5)], win(5)), win(5, 'bob'));
  expect(wins.map((w) => w.nickname)).toEqual(['bob', 'ann']);
});

test('a late push of an older win takes its place by time', () => {
  expect(withWin([win(10), win(2)], win(6)).map((w) => w.at)).toEqual([10, 6, 2]);
});
