import { describe, expect, test } from 'vitest';
import { formatElapsed } from './session-timer.tsx';

describe('the EE session timer (spec 02 section 4)', () => {
  test.each([
    [0, '0:00:00'],
    [59_999, '0:00:59'],
    [61_000, '0:01:01'],
    [3_600_000 + 5 * 60_000 + 7_000, '1:05:07'],
    [-5, '0:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});
