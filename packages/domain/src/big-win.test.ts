import { describe, expect, test } from 'vitest';
import { bigWinFloor, isBigWin } from './big-win.ts';

describe('big wins (the public wins feed)', () => {
  test.each([
    ['10x a 1 EUR stake', 100, 1_000, 'EUR', true],
    ['just under 10x', 100, 999, 'EUR', false],
    ['10x a cent stake stays under the 1 EUR floor', 1, 10, 'EUR', false],
    ['10x with the win exactly at the floor', 10, 100, 'EUR', true],
    ['a win without a stake (a free round) is not a multiple of anything', 0, 10_000, 'EUR', false],
    ['a yen stake: the floor is one yen', 5, 50, 'JPY', true],
    ['BTC: the floor is 0.001 BTC', 1_000, 100_000, 'BTC', true],
    ['BTC under the floor', 100, 99_999, 'BTC', false],
  ])('%s', (_name, bet, win, currency, expected) => {
    expect(isBigWin(bet, win, currency)).toBe(expected);
  });

  test('floors per currency kind', () => {
    expect(bigWinFloor('EUR')).toBe(100);
    expect(bigWinFloor('JPY')).toBe(1);
    expect(bigWinFloor('USDT')).toBe(1_000);
    expect(bigWinFloor('XXX')).toBe(100);
  });
});
