import { describe, expect, test } from 'vitest';
import { elapsedAt, multiplierAt } from '@casino/games/crash/crash-curve';
import { bustedWin, chartScale, elapsedOf, readCrashFeed } from './crash-curve';

describe('the crash curve, time against multiplier', () => {
  test.each([
    [0, 100],
    [11_552, 199],
    [11_553, 200],
    [38_376, 999],
    [38_377, 1000],
  ])('after %i ms it shows %i hundredths', (ms, hundredths) => {
    expect(multiplierAt(ms)).toBe(hundredths);
  });

  test.each([101, 150, 200, 1000, 25_000])(
    '%i hundredths is first shown at elapsedAt, not a millisecond earlier',
    (m) => {
      const ms = elapsedAt(m);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
      expect(ms === 0 || multiplierAt(ms - 1) < m).toBe(true);
    },
  );

  test('runs on the server clock: a browser 3 s behind still shows the server’s multiplier', () => {
    const serverNow = Date.parse('2026-11-25T12:00:10.000Z');
    const feed = readCrashFeed(
      {
        round_id: 'r1',
        phase: 'running',
        starts_at: '2026-11-25T12:00:00.000Z',
        now: '2026-11-25T12:00:10.000Z',
      },
      serverNow - 3000,
    );
    expect(feed?.offset).toBe(3000);
    expect(elapsedOf(feed!, serverNow - 3000 + 500)).toBe(10_500);
  });

  test('an unreadable answer is no feed', () => {
    expect(readCrashFeed({ phase: 'flying', starts_at: 1, now: 2 }, 0)).toBeNull();
    expect(readCrashFeed(null, 0)).toBeNull();
  });

  test('the bust pays an auto cash-out the crash point reached, and nothing otherwise', () => {
    expect(bustedWin(1000, 200, 200)).toBe(2000);
    expect(bustedWin(1000, 201, 200)).toBe(0);
    expect(bustedWin(1000, null, 5000)).toBe(0);
  });

  test('the chart keeps the flight in view', () => {
    expect(chartScale(0, 100)).toEqual({ maxMs: 10_000, maxMultiplier: 200 });
    const late = chartScale(60_000, multiplierAt(60_000));
    expect(late.maxMs).toBeGreaterThan(60_000);
    expect(late.maxMultiplier).toBeGreaterThan(multiplierAt(60_000));
  });
});
